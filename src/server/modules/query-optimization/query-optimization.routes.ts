import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZExplainRequest,
  ZExplainResponse,
  ZQueryStatistics,
} from '../../../shared/contracts/query-optimization.js';
import type { Database } from '../../db/client.js';
import { requireAdmin } from '../admin/require-admin.js';
import {
  explainListedStatement,
  readQueryStatistics,
  resetQueryStatistics,
} from './query-optimization.service.js';

export interface QueryOptimizationRoutesOptions {
  database: Database;
}

/**
 * The query optimisation page's API (admin only, issue 20): the slowest statements from pg_stat_statements,
 * their reset, and the EXPLAIN of one of them. The per-route latency table is another module's.
 */
export const queryOptimizationRoutes: FastifyPluginAsyncZod<QueryOptimizationRoutesOptions> = (
  app,
  { database },
) => {
  app.get(
    '/api/admin/query-statistics',
    { schema: { response: { 200: ZQueryStatistics } } },
    async (request) => {
      await requireAdmin(database.db, request);
      return readQueryStatistics(database);
    },
  );

  app.post('/api/admin/query-statistics/reset', async (request, reply) => {
    await requireAdmin(database.db, request);
    await resetQueryStatistics(database);
    return reply.status(204).send();
  });

  app.post(
    '/api/admin/query-statistics/explain',
    { schema: { body: ZExplainRequest, response: { 200: ZExplainResponse } } },
    async (request) => {
      await requireAdmin(database.db, request);
      return explainListedStatement(database, request.body.queryId);
    },
  );
  return Promise.resolve();
};
