import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query.js';
import type { DbTransaction } from '../../db/user-context.js';

/** Agenda tasks still to do whose due date is today or already past (tasks without a date never count). */
export async function countDueAgendaTasks(tx: DbTransaction, userId: string, today: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    tx,
    sql`select count(*)::int as total
        from agenda_tasks
        where user_id = ${userId} and completed = false and due_date <= ${today}::date`,
  );
  return row?.total ?? 0;
}

/** Alert triggers of the user neither acknowledged nor resolved (spec §4 alert states). */
export async function countOpenAlertTriggers(tx: DbTransaction, userId: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    tx,
    sql`select count(*)::int as total
        from alert_triggers
        where user_id = ${userId} and acknowledged = false and resolved = false`,
  );
  return row?.total ?? 0;
}
