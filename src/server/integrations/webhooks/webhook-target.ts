import { isIP } from 'node:net';
import { networkInterfaces } from 'node:os';

/** Why a webhook URL is refused; the i18n key of the message is `alerts:targets.<problem>`. */
export type WebhookTargetProblem = 'notAUrl' | 'notHttp' | 'hasCredentials' | 'isServerItself';

/** How the server itself is reached: PUBLIC_URL's origin and the host:port it listens on. */
export interface ServerSelf {
  publicUrl?: string | undefined;
  /** The listening address, read when a target is checked (the port is known once listening). */
  listening(): { host: string; port: number } | undefined;
}

const loopbackNames = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost']);

function isLocalHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (loopbackNames.has(bare) || bare.endsWith('.localhost')) return true;
  if (isIP(bare) === 4) return bare.startsWith('127.') || bare === '0.0.0.0';
  if (isIP(bare) === 6) return bare === '::1' || bare === '::' || bare.startsWith('::ffff:127.');
  return false;
}

/** One of this machine's interface addresses (the server listening on every address answers there). */
function isOwnAddress(host: string): boolean {
  return Object.values(networkInterfaces()).some((addresses) =>
    (addresses ?? []).some((address) => address.address.toLowerCase() === host),
  );
}

function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * A webhook target must be http(s), carry no credentials, and never be the server itself (its public origin,
 * or its own listening port on this machine or on the address it listens on): a rule must not make the
 * server call itself. Another port on loopback (a local receiver) is allowed.
 */
export function findWebhookTargetProblem(target: string, self: ServerSelf): WebhookTargetProblem | null {
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'notAUrl';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'notHttp';
  if (url.username !== '' || url.password !== '') return 'hasCredentials';
  if (self.publicUrl) {
    const publicUrl = new URL(self.publicUrl);
    if (publicUrl.hostname.toLowerCase() === url.hostname.toLowerCase() && portOf(publicUrl) === portOf(url))
      return 'isServerItself';
  }
  const listening = self.listening();
  if (listening && portOf(url) === listening.port) {
    const listenHost = listening.host.replace(/^\[|\]$/g, '').toLowerCase();
    const isAnyAddress = listenHost === '0.0.0.0' || listenHost === '::';
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (isLocalHost(host) || host === listenHost || (isAnyAddress && isOwnAddress(host)))
      return 'isServerItself';
  }
  return null;
}
