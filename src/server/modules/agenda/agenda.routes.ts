import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAgendaTask } from '../../../shared/contracts/agenda.js';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import { agendaTaskStateAfter } from '../../../shared/domain/agenda-tasks.js';
import { notFound } from '../../lib/http-error.js';
import { registerRecordRoutes } from '../records/record-routes.js';
import { agendaResource, toAgendaTask } from './agenda.resource.js';
import { setAgendaTaskState } from './agenda-tasks.repository.js';
import { reminderRoutes } from './reminders.routes.js';
import { findNextReminderTimes } from './reminders.repository.js';

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
        request.withUserDb(async (tx, userId) => {
          const row = await setAgendaTaskState(
            tx,
            userId,
            request.params.id,
            agendaTaskStateAfter(action, new Date()),
          );
          if (!row) throw notFound();
          const reminders = await findNextReminderTimes(tx, userId, [row.id]);
          return toAgendaTask(row, reminders.get(row.id) ?? null);
        }),
    );
  }

  await app.register(reminderRoutes);
};
