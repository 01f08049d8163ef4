import { describe, expect, it } from 'vitest';
import { truncateIpAddress } from './ip-truncation.js';

describe('truncateIpAddress', () => {
  it('keeps the /24 of an IPv4 address', () => {
    expect(truncateIpAddress('203.0.113.77')).toBe('203.0.113.0/24');
    expect(truncateIpAddress('127.0.0.1')).toBe('127.0.0.0/24');
  });

  it('keeps the /48 of an IPv6 address, whatever its spelling', () => {
    expect(truncateIpAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(truncateIpAddress('2001:0DB8:0000:0000::1')).toBe('2001:db8::/48');
    expect(truncateIpAddress('2001:0:5::1')).toBe('2001:0:5::/48');
    expect(truncateIpAddress('::1')).toBe('::/48');
    expect(truncateIpAddress('fe80::1%eth0')).toBe('fe80::/48');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 one', () => {
    expect(truncateIpAddress('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
  });

  it('leaves an already truncated address as it is', () => {
    expect(truncateIpAddress('203.0.113.0/24')).toBe('203.0.113.0/24');
    expect(truncateIpAddress('2001:db8:85a3::/48')).toBe('2001:db8:85a3::/48');
  });

  it('keeps nothing of what is not an address', () => {
    expect(truncateIpAddress(null)).toBeNull();
    expect(truncateIpAddress('')).toBeNull();
    expect(truncateIpAddress('evil.example')).toBeNull();
    expect(truncateIpAddress('300.1.1.1')).toBeNull();
    expect(truncateIpAddress('1:2:3')).toBeNull();
    expect(truncateIpAddress('1::2::3')).toBeNull();
    expect(truncateIpAddress('203.0.113.77/24')).toBe('203.0.113.0/24');
  });
});
