import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZAgendaTask, type TAgendaTask } from '../../../shared/contracts/agenda.js';
import { pageSchema } from '../../../shared/contracts/records.js';
import type { DbTransaction } from '../../db/user-context.js';
import { findNextReminderTimes } from './reminders.repository.js';

const ZAgendaTaskPage = pageSchema(ZAgendaTask);

/** The items with their next unsent reminder, read in one query for all of them. */
export async function withReminderTimes(
  tx: DbTransaction,
  userId: string,
  items: readonly TAgendaTask[],
): Promise<TAgendaTask[]> {
  const times = await findNextReminderTimes(
    tx,
    userId,
    items.map((item) => item.id),
  );
  return items.map((item) => ({ ...item, reminderAt: times.get(item.id)?.toISOString() ?? null }));
}

/** The shared routes that answer a task or a page of tasks (list, create, read, update). */
function answersTasks(request: FastifyRequest, reply: FastifyReply, path: string): boolean {
  const url = request.routeOptions.url;
  return (url === path || url === `${path}/:id`) && reply.statusCode < 300;
}

/**
 * Adds `reminderAt` to the tasks the shared records routes answer. Those routes map one table row to one item
 * and cannot join, so the page's reminders are read by a second query (one for the whole page, on the
 * `reminders_agenda_task_id_idx` index) in a second short transaction of the same user, just before the answer is
 * serialised. Writes are already committed at that point, so a create or update shows the reminder it wrote.
 * Scoped to the agenda plugin: no other module's answer goes through it.
 */
export function addReminderTimesToAnswers(app: FastifyInstance, path: string): void {
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!answersTasks(request, reply, path)) return payload;
    const page = ZAgendaTaskPage.safeParse(payload);
    if (page.success) {
      if (page.data.items.length === 0) return payload;
      const items = await request.withUserDb((tx, userId) => withReminderTimes(tx, userId, page.data.items));
      return { ...page.data, items };
    }
    const task = ZAgendaTask.safeParse(payload);
    if (!task.success) return payload;
    const [item] = await request.withUserDb((tx, userId) => withReminderTimes(tx, userId, [task.data]));
    return item ?? payload;
  });
}
