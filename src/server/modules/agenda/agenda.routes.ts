import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAgendaTask } from '../../../shared/contracts/agenda.js';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import { registerRecordRoutes } from '../records/record-routes.js';
import { changeAgendaTaskState } from './agenda-task-state.service.js';
import { agendaResource } from './agenda.resource.js';
import { reminderRoutes } from './reminders.routes.js';

/**
 * Agenda tasks (CRUD, CSV, list filters for the month, week and list views), completing and reopening them
 * (spec §4), and the reminders the bell reads.
 */
export const agendaRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRecordRoutes(app, agendaResource);

  for (const action of ['complete', 'reopen'] as const) {
    app.post(
      `${agendaResource.path}/:id/${action}`,
      { schema: { params: ZRecordIdParams, response: { 200: ZAgendaTask } } },
      (request) =>
        request.withUserDb((tx, userId) =>
          changeAgendaTaskState(tx, userId, request.params.id, action, new Date()),
        ),
    );
  }

  await app.register(reminderRoutes);
};
