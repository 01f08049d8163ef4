import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRecordRoutes } from '../records/record-routes.js';
import { teamEventRoutes } from './team-events.routes.js';
import { teamMembersResource } from './team-members.resource.js';

/** The team: members through the shared record routes, the calendar's events through their own. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRecordRoutes(app, teamMembersResource);
  await app.register(teamEventRoutes);
};
