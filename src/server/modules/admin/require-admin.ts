import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../lib/http-error.js';
import { recordActivity } from '../activity/activity.repository.js';
import { readAccessFacts } from './admin-access.repository.js';

/**
 * The signed-in user's id when they are admin (role admin AND a verified TOTP factor, spec §6, read fresh on
 * every request); else 403, and the refused attempt is a security event in the caller's activity log.
 */
export async function requireAdmin(db: Db, request: FastifyRequest): Promise<string> {
  const userId = await request.signedInUserId();
  const access = await readAccessFacts(db, userId);
  if (access.isAdmin) return userId;
  await recordActivity(db, {
    userId,
    activityType: 'security_violation',
    description: 'admin route refused',
    metadata: { route: request.routeOptions.url, role: access.role },
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  });
  throw forbidden();
}
