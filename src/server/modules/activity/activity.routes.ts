import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActivitiesQuery,
  ZActivitiesResponse,
  ZLogActivityRequest,
} from '../../../shared/contracts/account.js';
import { listActivities, recordActivity } from './activity.repository.js';

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

  app.post('/api/activities', { schema: { body: ZLogActivityRequest } }, async (request, reply) => {
    await request.withUserDb((tx, userId) =>
      recordActivity(tx, {
        userId,
        activityType: request.body.activityType,
        description: request.body.description ?? null,
        metadata: request.body.metadata ?? null,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      }),
    );
    return reply.status(204).send();
  });
  return Promise.resolve();
};
