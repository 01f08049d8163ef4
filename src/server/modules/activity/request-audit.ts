import type { FastifyRequest } from 'fastify';

/** Where a request came from, as an activity row keeps it (recordActivity truncates the address). */
export function requestAudit(request: FastifyRequest): { ipAddress: string; userAgent: string | null } {
  return { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
