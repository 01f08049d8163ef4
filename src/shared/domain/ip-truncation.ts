// Privacy of the logs (issue 20): an address is kept only as its network, IPv4 to its /24 and IPv6 to its /48,
// so a log row says where a request came from without naming the machine.

const ipv4Pattern = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function truncateIpv4(address: string): string | null {
  const match = ipv4Pattern.exec(address);
  if (!match) return null;
  const octets = match.slice(1, 5).map(Number);
  if (octets.some((octet) => octet > 255)) return null;
  return `${octets[0]}.${octets[1]}.${octets[2]}.0/24`;
}

/** The eight 16-bit groups of an IPv6 address (with "::" expanded), or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups];
  return groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group)) ? groups : null;
}

function truncateIpv6(address: string): string | null {
  const withoutZone = address.split('%')[0] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(withoutZone);
  if (mapped?.[1]) return truncateIpv4(mapped[1]);
  const groups = ipv6Groups(withoutZone);
  if (!groups) return null;
  const network = groups.slice(0, 3).map((group) => parseInt(group, 16).toString(16));
  // The zero groups ending the network join the "::" (PostgreSQL writes "2001:db8::/48" the same way).
  while (network.at(-1) === '0') network.pop();
  return `${network.join(':')}::/48`;
}

/**
 * The network of an address as a log may keep it: "203.0.113.0/24", "2001:db8:85a3::/48". Anything that is not
 * an IP address (a forged header, a name) is not kept at all: null.
 */
export function truncateIpAddress(address: string | null | undefined): string | null {
  if (!address) return null;
  const trimmed = address.trim();
  if (trimmed.endsWith('/24') || trimmed.endsWith('/48')) {
    const bare = trimmed.slice(0, -3);
    const again = truncateIpAddress(bare);
    return again === trimmed ? trimmed : again;
  }
  return truncateIpv4(trimmed) ?? truncateIpv6(trimmed);
}
