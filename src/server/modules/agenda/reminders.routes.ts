import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZReminder, ZUpcomingReminders, type TReminder } from '../../../shared/contracts/agenda.js';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import { upcomingReminderWindow } from '../../../shared/domain/agenda-tasks.js';
import { notFound } from '../../lib/http-error.js';
import {
  deleteReminder,
  findReminder,
  listUpcomingReminders,
  markReminderSent,
  type ReminderView,
} from './reminders.repository.js';

function toReminder(row: ReminderView): TReminder {
  return {
    id: row.id,
    reminderTime: row.reminderTime.toISOString(),
    title: row.title,
    agendaTaskId: row.agendaTaskId,
    sent: row.sent,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The reminders the bell reads (spec §7), marks sent and dismisses; every route is the signed-in user's. */
export const reminderRoutes: FastifyPluginAsyncZod = (app) => {
  app.get('/api/reminders/upcoming', { schema: { response: { 200: ZUpcomingReminders } } }, (request) =>
    request.withUserDb(async (tx, userId) => {
      const { from, to } = upcomingReminderWindow(new Date());
      return { items: (await listUpcomingReminders(tx, userId, from, to)).map(toReminder) };
    }),
  );

  app.post(
    '/api/reminders/:id/sent',
    { schema: { params: ZRecordIdParams, response: { 200: ZReminder } } },
    (request) =>
      request.withUserDb(async (tx, userId) => {
        if (!(await markReminderSent(tx, userId, request.params.id, new Date()))) throw notFound();
        const row = await findReminder(tx, userId, request.params.id);
        if (!row) throw notFound();
        return toReminder(row);
      }),
  );

  app.delete('/api/reminders/:id', { schema: { params: ZRecordIdParams } }, async (request, reply) => {
    const isDeleted = await request.withUserDb((tx, userId) => deleteReminder(tx, userId, request.params.id));
    if (!isDeleted) throw notFound();
    return reply.status(204).send();
  });
  return Promise.resolve();
};
