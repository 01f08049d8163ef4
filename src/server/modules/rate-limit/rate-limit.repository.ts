import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/raw-query.js';

export interface RateLimitRule {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

export interface RateLimitDecision {
  isAllowed: boolean;
  /** When refused: milliseconds until the window ends. */
  retryAfterMs: number;
}

/**
 * Counts one hit on `key` in a fixed window, atomically in one statement (several server instances share
 * the count): a window older than the rule's restarts at 1.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule): Promise<RateLimitDecision> {
  const windowSeconds = rule.windowMs / 1000;
  const [row] = await queryRows<{ hits: number; ends_in_ms: number }>(
    db,
    sql`insert into rate_limit_buckets as bucket (key, window_started_at, hits)
        values (${key}, now(), 1)
        on conflict (key) do update set
          hits = case when bucket.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                      then 1 else bucket.hits + 1 end,
          window_started_at = case when bucket.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                                   then now() else bucket.window_started_at end
        returning hits,
          (extract(epoch from (window_started_at + make_interval(secs => ${windowSeconds}) - now())) * 1000)::float8
            as ends_in_ms`,
  );
  const hits = row?.hits ?? 1;
  const endsInMs = Math.max(0, Math.ceil(row?.ends_in_ms ?? rule.windowMs));
  return { isAllowed: hits <= rule.max, retryAfterMs: hits <= rule.max ? 0 : endsInMs };
}

/** Deletes the windows that ended (a job calls it; a stale row is harmless, only space). */
export async function purgeEndedRateLimitWindows(db: Db, longestWindowMs: number): Promise<void> {
  await db.execute(
    sql`delete from rate_limit_buckets where window_started_at < now() - make_interval(secs => ${longestWindowMs / 1000})`,
  );
}
