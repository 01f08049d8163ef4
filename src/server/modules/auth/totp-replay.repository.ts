import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/raw-query.js';

/**
 * A TOTP code is accepted within about 90 s (the current 30 s step and its neighbours): a code claimed in
 * the last 2 minutes is a replay.
 */
const replayWindowSeconds = 120;

/**
 * Claims a code for a user, atomically: true the first time within the window, false for a replay (two
 * concurrent requests with the same code: exactly one gets true).
 */
export async function claimTotpCode(db: Db, userId: string, code: string): Promise<boolean> {
  const rows = await queryRows<{ claimed: number }>(
    db,
    sql`insert into used_totp_codes as used (user_id, code, used_at) values (${userId}, ${code}, now())
        on conflict (user_id, code) do update set used_at = now()
          where used.used_at < now() - make_interval(secs => ${replayWindowSeconds})
        returning 1 as claimed`,
  );
  return rows.length === 1;
}

export async function purgeOldTotpCodes(db: Db): Promise<void> {
  await db.execute(
    sql`delete from used_totp_codes where used_at < now() - make_interval(secs => ${replayWindowSeconds})`,
  );
}
