// Completing and reopening an agenda task (spec §4), as POST /api/agenda-tasks/:id/complete and /reopen answer
// it and as the offline `complete` / `reopen` commands apply it: the task with its next unsent reminder.
import type { TAgendaTask } from '../../../shared/contracts/agenda.js';
import { agendaTaskStateAfter } from '../../../shared/domain/agenda-tasks.js';
import type { DbTransaction } from '../../db/user-context.js';
import { notFound } from '../../lib/http-error.js';
import { setAgendaTaskState } from './agenda-tasks.repository.js';
import { toAgendaTask } from './agenda.resource.js';
import { findNextReminderTimes } from './reminders.repository.js';

/**
 * `at` is when the user completed the task (now online, the action's moment offline); a task completed already
 * keeps its first completion time. 404 when the user has no such task.
 */
export async function changeAgendaTaskState(
  tx: DbTransaction,
  userId: string,
  id: string,
  action: 'complete' | 'reopen',
  at: Date,
): Promise<TAgendaTask> {
  const row = await setAgendaTaskState(tx, userId, id, agendaTaskStateAfter(action, at));
  if (!row) throw notFound();
  const reminders = await findNextReminderTimes(tx, userId, [row.id]);
  return toAgendaTask(row, reminders.get(row.id) ?? null);
}
