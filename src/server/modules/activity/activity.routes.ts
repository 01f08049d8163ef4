import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActivitiesQuery,
  ZActivitiesResponse,
  ZLogActivityRequest,
} from '../../../shared/contracts/account.js';
import { parseStoredConsent } from '../../../shared/domain/cookie-consent.js';
import { findCookieConsent } from '../profile/cookie-consent.repository.js';
import { listActivities, recordActivity } from './activity.repository.js';
import { requestAudit } from './request-audit.js';

/** log_user_activity and get_user_activities (spec §7), both bound to the signed-in user. */
export const activityRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/api/activities',
    { schema: { querystring: ZActivitiesQuery, response: { 200: ZActivitiesResponse } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        const rows = await listActivities(tx, userId, request.query);
        return {
          activities: rows.map((row) => ({
            id: row.id,
            activityType: row.activityType,
            description: row.description,
            metadata: row.metadata,
            ipAddress: row.ipAddress,
            userAgent: row.userAgent,
            createdAt: row.createdAt.toISOString(),
          })),
        };
      }),
  );

  // A page view is usage measurement: kept only when the user's stored choice allows analytics (spec §2),
  // whatever the browser says; without it the request is answered alike and nothing is written.
  app.post('/api/activities', { schema: { body: ZLogActivityRequest } }, async (request, reply) => {
    await request.withUserDb(async (tx, userId) => {
      if (request.body.activityType === 'page_view') {
        const stored = await findCookieConsent(tx, userId);
        if (parseStoredConsent(stored?.cookieConsent)?.analytics !== true) return;
      }
      await recordActivity(tx, {
        userId,
        activityType: request.body.activityType,
        description: request.body.description ?? null,
        metadata: request.body.metadata ?? null,
        ...requestAudit(request),
      });
    });
    return reply.status(204).send();
  });
  return Promise.resolve();
};
