import type { FastifyRequest } from 'fastify';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the links of an alert's mails point: PUBLIC_URL's origin when it is set; otherwise (a developer, a
 * test) the origin the operator reached the server on when it is a loopback one, never a Host header naming
 * another machine (no link poisoning), else localhost on the server's port.
 */
export function alertLinkBase(request: FastifyRequest, publicUrl: string | undefined, port: number): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const hostname = request.hostname;
  if (loopbackHosts.has(hostname)) return `${request.protocol}://${request.host}`;
  return `http://localhost:${port}`;
}
