import type { TAgendaTask } from '../../../shared/contracts/agenda.js';
import type { DbTransaction } from '../../db/user-context.js';
import { findNextReminderTimes } from './reminders.repository.js';

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
