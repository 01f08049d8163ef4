import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const budgetRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
