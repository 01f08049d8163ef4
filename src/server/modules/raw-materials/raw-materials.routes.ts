import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const rawMaterialsRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
