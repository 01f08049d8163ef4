import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZProductionSummary, ZProductionSummaryQuery } from '../../../shared/contracts/production.js';
import { registerRecordRoutes } from '../records/record-routes.js';
import { productionSummary } from './production-summary.service.js';
import { productionLogResource } from './production.resource.js';

/** The production log (CRUD, CSV) and the page's summary over 7, 30 or 365 days. */
export const productionRoutes: FastifyPluginAsyncZod = (app) => {
  registerRecordRoutes(app, productionLogResource);

  app.get(
    '/api/production-logs/summary',
    { schema: { querystring: ZProductionSummaryQuery, response: { 200: ZProductionSummary } } },
    (request) => request.withUserDb((tx, userId) => productionSummary(tx, userId, request.query.days)),
  );
  return Promise.resolve();
};
