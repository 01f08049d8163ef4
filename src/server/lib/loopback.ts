import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (::ffff:127.0.0.1). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const unmapped = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(unmapped) === 4) return unmapped.startsWith('127.');
  return isIP(address) === 6 && /^(0{0,4}:){7}0{0,3}1$|^::1$/.test(address.toLowerCase());
}

/**
 * Only a client on this machine, talking to the server directly: the socket must be loopback and no proxy
 * may be in between (behind a local reverse proxy every caller would look like 127.0.0.1).
 */
export function isDirectLoopbackRequest(request: FastifyRequest): boolean {
  const isForwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !isForwarded && isLoopbackAddress(request.socket.remoteAddress) && isLoopbackAddress(request.ip);
}
