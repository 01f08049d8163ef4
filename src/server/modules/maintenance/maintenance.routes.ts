import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const maintenanceRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
