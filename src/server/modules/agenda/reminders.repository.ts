import { and, asc, between, eq, inArray, isNull, min, or, sql } from 'drizzle-orm';
import { agendaTasks, reminders } from '../../db/schema/agenda.js';
import { qualified } from '../../db/qualified-sql.js';
import type { DbTransaction } from '../../db/user-context.js';

/** Most reminders the bell reads at once (its badge stops at 99+). */
const MAX_UPCOMING_REMINDERS = 100;

/** What a reminder read answers: the row and the title of its task, if any. */
const reminderColumns = {
  id: reminders.id,
  reminderTime: reminders.reminderTime,
  sent: reminders.sent,
  sentAt: reminders.sentAt,
  agendaTaskId: reminders.agendaTaskId,
  // The task's title as it is now; a reminder of no task keeps its own message.
  title: sql<string | null>`coalesce(${agendaTasks.title}, ${reminders.message})`,
};

export interface ReminderView {
  id: string;
  reminderTime: Date;
  sent: boolean;
  sentAt: Date | null;
  agendaTaskId: string | null;
  title: string | null;
}

const taskOfReminder = and(
  eq(agendaTasks.id, reminders.agendaTaskId),
  eq(agendaTasks.userId, reminders.userId),
);

/**
 * The task's one unsent reminder, set to `at`: the unsent one is replaced (a sent reminder stays as history).
 * The caller holds the task's row (created or locked in the same transaction), so two writes cannot leave two.
 */
export async function replaceTaskReminder(
  tx: DbTransaction,
  userId: string,
  task: { id: string; title: string },
  at: Date,
): Promise<void> {
  await removeTaskReminder(tx, userId, task.id);
  await tx.insert(reminders).values({ userId, agendaTaskId: task.id, reminderTime: at, message: task.title });
}

export async function removeTaskReminder(tx: DbTransaction, userId: string, taskId: string): Promise<void> {
  await tx
    .delete(reminders)
    .where(and(eq(reminders.userId, userId), eq(reminders.agendaTaskId, taskId), eq(reminders.sent, false)));
}

/** A renamed task: its unsent reminder says the new title (the bell also reads the task's title live). */
export async function renameTaskReminder(tx: DbTransaction, userId: string, taskId: string, title: string) {
  await tx
    .update(reminders)
    .set({ message: title })
    .where(and(eq(reminders.userId, userId), eq(reminders.agendaTaskId, taskId), eq(reminders.sent, false)));
}

/**
 * The next unsent reminder of the agenda task of the row, as a column of a statement on agenda_tasks (a
 * subquery per row on reminders' task index): a page of tasks reads its reminders in its own statement.
 * `qualified`: it names columns of two tables.
 */
export const nextReminderTime = qualified(
  sql<Date | string | null>`(select min(${reminders.reminderTime}) from ${reminders}
    where ${reminders.agendaTaskId} = ${agendaTasks.id} and ${reminders.userId} = ${agendaTasks.userId}
      and ${reminders.sent} = false)`,
).as('reminder_at');

/** The next unsent reminder of each of the tasks (one query for a whole page). */
export async function findNextReminderTimes(
  tx: DbTransaction,
  userId: string,
  taskIds: readonly string[],
): Promise<Map<string, Date>> {
  if (taskIds.length === 0) return new Map();
  const rows = await tx
    .select({ taskId: reminders.agendaTaskId, next: min(reminders.reminderTime) })
    .from(reminders)
    .where(
      and(
        eq(reminders.userId, userId),
        eq(reminders.sent, false),
        inArray(reminders.agendaTaskId, [...taskIds]),
      ),
    )
    .groupBy(reminders.agendaTaskId);
  const times = new Map<string, Date>();
  for (const { taskId, next } of rows) {
    // min() of a timestamptz comes back as text on some drivers: read it as an instant either way.
    if (taskId !== null && next !== null) times.set(taskId, new Date(next));
  }
  return times;
}

/**
 * Spec §7: unsent reminders due between `from` and `to` (both included), soonest first. Reminders of a task
 * already completed are left out: the bell has nothing to say about work that is done.
 */
export function listUpcomingReminders(
  tx: DbTransaction,
  userId: string,
  from: Date,
  to: Date,
): Promise<ReminderView[]> {
  return tx
    .select(reminderColumns)
    .from(reminders)
    .leftJoin(agendaTasks, taskOfReminder)
    .where(
      and(
        eq(reminders.userId, userId),
        eq(reminders.sent, false),
        between(reminders.reminderTime, from, to),
        or(isNull(agendaTasks.id), eq(agendaTasks.completed, false)),
      ),
    )
    .orderBy(asc(reminders.reminderTime), asc(reminders.id))
    .limit(MAX_UPCOMING_REMINDERS);
}

export async function findReminder(
  tx: DbTransaction,
  userId: string,
  id: string,
): Promise<ReminderView | null> {
  const [row] = await tx
    .select(reminderColumns)
    .from(reminders)
    .leftJoin(agendaTasks, taskOfReminder)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** Marks the reminder sent now; one already sent keeps its first sent_at. False when the user has no such reminder. */
export async function markReminderSent(
  tx: DbTransaction,
  userId: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const [row] = await tx
    .update(reminders)
    .set({ sent: true, sentAt: sql`coalesce(${reminders.sentAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .returning({ id: reminders.id });
  return row !== undefined;
}

export async function deleteReminder(tx: DbTransaction, userId: string, id: string): Promise<boolean> {
  const deleted = await tx
    .delete(reminders)
    .where(and(eq(reminders.id, id), eq(reminders.userId, userId)))
    .returning({ id: reminders.id });
  return deleted.length > 0;
}
