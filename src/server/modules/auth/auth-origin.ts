import type { AppConfig } from '../../config.js';

export interface AuthOrigin {
  /** A fixed URL (PUBLIC_URL), or the loopback hosts a developer or a test reaches the server on. */
  baseURL: string | { allowedHosts: string[]; protocol: 'http'; fallback: string };
  /** Origins whose cookie-carrying writes are accepted (CSRF defence with SameSite=Lax). */
  trustedOrigins: string[];
  /** Cookies get the Secure flag (and the __Secure- prefix) behind TLS. */
  isSecure: boolean;
}

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * With PUBLIC_URL, links in mails and OAuth redirects use it and only its origin may post with cookies.
 * Without it (development, tests), the server answers on loopback only in what it trusts: a Host header
 * naming another machine never makes it into a link (no reset-link poisoning).
 */
export function resolveAuthBaseUrl(config: AppConfig): AuthOrigin {
  if (config.publicUrl) {
    const url = new URL(config.publicUrl);
    return { baseURL: url.origin, trustedOrigins: [url.origin], isSecure: url.protocol === 'https:' };
  }
  const allowedHosts = loopbackHosts.flatMap((host) => [host, `${host}:*`]);
  return {
    baseURL: { allowedHosts, protocol: 'http', fallback: `http://localhost:${config.port}` },
    trustedOrigins: loopbackHosts
      .map((host) => `http://${host}:*`)
      .concat(loopbackHosts.map((h) => `http://${h}`)),
    isSecure: false,
  };
}

/** True when an Origin (or Referer origin) header names a trusted origin. */
export function isTrustedOrigin(origin: string, trustedOrigins: readonly string[]): boolean {
  return trustedOrigins.some((pattern) => {
    if (!pattern.endsWith(':*')) return origin === pattern;
    const prefix = pattern.slice(0, -1);
    return origin.startsWith(prefix) && /^\d{1,5}$/.test(origin.slice(prefix.length));
  });
}
