import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Whether the database answers a trivial query. */
export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
