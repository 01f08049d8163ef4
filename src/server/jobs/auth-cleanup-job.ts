import { lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, verifications } from '../db/schema/auth.js';
import { longestAuthWindowMs } from '../modules/auth/auth-rate-limits.js';
import { purgeOldTotpCodes } from '../modules/auth/totp-replay.repository.js';
import { purgeEndedRateLimitWindows } from '../modules/rate-limit/rate-limit.repository.js';
import type { Job } from './scheduler.js';

/**
 * Every 10 minutes, deletes what can no longer serve: ended sessions, expired verification links and
 * challenges, TOTP codes past their replay window, ended rate-limit windows.
 */
export function createAuthCleanupJob(db: Db): Job {
  return {
    name: 'auth-cleanup',
    lockKey: 4_842_017_303,
    intervalMs: 10 * 60_000,
    async run() {
      const now = new Date();
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
      await db.delete(verifications).where(lt(verifications.expiresAt, now));
      await purgeOldTotpCodes(db);
      await purgeEndedRateLimitWindows(db, longestAuthWindowMs);
    },
  };
}
