import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFeedLots, ZFeedSummary, ZFeedSummaryQuery } from '../../../shared/contracts/feed-log.js';
import { registerRecordRoutes } from '../records/record-routes.js';
import { feedableLots, feedSummary } from './feed-log-summary.service.js';
import { feedLogResource } from './feed-log.resource.js';

/** The feed log (CRUD, CSV), the page's summary over 7, 30 or 365 days and the lots the quick entry offers. */
export const feedLogRoutes: FastifyPluginAsyncZod = (app) => {
  registerRecordRoutes(app, feedLogResource);

  // Static paths: Fastify matches them before the collection's "/:id".
  app.get(
    '/api/feed-logs/summary',
    { schema: { querystring: ZFeedSummaryQuery, response: { 200: ZFeedSummary } } },
    (request) => request.withUserDb((tx, userId) => feedSummary(tx, userId, request.query.days)),
  );
  app.get('/api/feed-logs/lots', { schema: { response: { 200: ZFeedLots } } }, (request) =>
    request.withUserDb((tx, userId) => feedableLots(tx, userId)),
  );
  return Promise.resolve();
};
