import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLocalKeyResponse } from '../../../shared/contracts/offline.js';
import { findOrCreateLocalKey } from './local-key.repository.js';

/**
 * GET /api/offline/key (issue 6, spec §9): the signed-in user's key for the browser's encrypted offline data.
 * Only that user's session gets it, and no cache may keep it.
 */
export const localKeyRoutes: FastifyPluginAsyncZod = (app) => {
  app.get(
    '/api/offline/key',
    { schema: { response: { 200: ZLocalKeyResponse } } },
    async (request, reply) => {
      const key = await request.withUserDb((tx, userId) => findOrCreateLocalKey(tx, userId));
      void reply.header('cache-control', 'no-store');
      return {
        algorithm: 'AES-GCM' as const,
        length: 256 as const,
        key: Buffer.from(key).toString('base64'),
      };
    },
  );
  return Promise.resolve();
};
