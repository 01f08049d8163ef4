import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse } from '../../../shared/contracts/health.js';
import type { Database } from '../../db/client.js';
import { isDatabaseReachable } from './health.repository.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database; version: string }> = (
  app,
  options,
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: ZHealthResponse, 503: ZHealthResponse },
      },
    },
    async (_request, reply) => {
      const isReachable = await isDatabaseReachable(options.database.db);
      const body = {
        status: isReachable ? ('ok' as const) : ('unavailable' as const),
        database: isReachable ? ('ok' as const) : ('unavailable' as const),
        engine: options.database.engine,
        version: options.version,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply
        .status(isReachable ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
  return Promise.resolve();
};
