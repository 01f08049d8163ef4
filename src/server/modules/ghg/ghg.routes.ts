import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZGhgOverrides,
  ZGhgQuery,
  ZGhgReport,
  ZUpdateGhgOverridesRequest,
} from '../../../shared/contracts/ghg.js';
import { translatorFor } from '../../lib/i18n.js';
import { ghgReport, readGhgOverrides, updateGhgOverrides } from './ghg.service.js';

/**
 * RED II greenhouse-gas savings (issue 19 point 3): the year's and each month's calculation from the feed log
 * (GET /api/regulation/ghg), and the operator's own Annex VI values (GET/PATCH /api/regulation/ghg/overrides).
 */
export const ghgRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/api/regulation/ghg',
    { schema: { querystring: ZGhgQuery, response: { 200: ZGhgReport } } },
    (request) => request.withUserDb((tx, userId) => ghgReport(tx, userId, request.query.year)),
  );
  app.get('/api/regulation/ghg/overrides', { schema: { response: { 200: ZGhgOverrides } } }, (request) =>
    request.withUserDb((tx, userId) => readGhgOverrides(tx, userId)),
  );
  app.patch(
    '/api/regulation/ghg/overrides',
    { schema: { body: ZUpdateGhgOverridesRequest, response: { 200: ZGhgOverrides } } },
    (request) =>
      request.withUserDb((tx, userId) =>
        updateGhgOverrides(tx, userId, request.body, translatorFor(request.language)),
      ),
  );
  return Promise.resolve();
};
