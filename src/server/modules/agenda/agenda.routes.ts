import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const agendaRoutes: FastifyPluginAsyncZod = () => Promise.resolve();
