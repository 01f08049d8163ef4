import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { recordActivity } from './activity.repository.js';
import { requestAudit } from './request-audit.js';

/** The signed-in user of a request, or null (no session, or it cannot be read now). */
async function signedInUserOf(request: FastifyRequest): Promise<string | null> {
  try {
    return await request.signedInUserId();
  } catch {
    return null;
  }
}

/**
 * A 500 in the signed-in user's activity log (spec §3 `error`): its error id, route and method, never the
 * error's message or stack (they stay in the server log under the same id). Anonymous requests leave no row.
 */
export function createServerErrorRecorder(db: Db) {
  return async (request: FastifyRequest, errorId: string): Promise<void> => {
    const userId = await signedInUserOf(request);
    if (!userId) return;
    await recordActivity(db, {
      userId,
      activityType: 'error',
      description: 'server error',
      metadata: { errorId, method: request.method, route: request.routeOptions.url ?? null, statusCode: 500 },
      ...requestAudit(request),
    });
  };
}

/**
 * A cookie-carrying write refused by the origin check (CSRF): a security_violation of the user whose session
 * cookie came with it. Without a live session there is nobody to write it for (the server log keeps it).
 */
export function createCrossSiteRecorder(db: Db) {
  return async (request: FastifyRequest, origin: string | null): Promise<void> => {
    const userId = await signedInUserOf(request);
    if (!userId) return;
    await recordActivity(db, {
      userId,
      activityType: 'security_violation',
      description: 'cross_site_write_refused',
      metadata: {
        event: 'cross_site_write_refused',
        method: request.method,
        route: request.routeOptions.url ?? null,
        origin: origin?.slice(0, 200) ?? null,
      },
      ...requestAudit(request),
    });
  };
}
