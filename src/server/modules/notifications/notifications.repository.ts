import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query.js';
import type { DbTransaction } from '../../db/user-context.js';

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
