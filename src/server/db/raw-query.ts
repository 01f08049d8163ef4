import type { SQL } from 'drizzle-orm';
import type { Db } from './client.js';
import type { DbTransaction } from './user-context.js';

/**
 * Runs a raw SQL query and returns its rows. Both drivers answer `{ rows }`; the row type is the caller's
 * promise about the SELECT list (keep raw SQL for what the query builder cannot say).
 */
export async function queryRows<TRow extends Record<string, unknown>>(
  executor: Db | DbTransaction,
  query: SQL,
): Promise<TRow[]> {
  const result = (await executor.execute(query)) as { rows: unknown[] };
  return result.rows as TRow[];
}
