import type { Db } from '../db/client.js';
import { purgeOldAppliedActions } from '../modules/offline/offline-actions.repository.js';
import type { Job } from './scheduler.js';

/**
 * Every hour, deletes the offline actions applied more than 30 days ago (OFFLINE_APPLIED_ACTION_RETENTION_DAYS):
 * their replays can no longer come, so their keys and answers no longer serve.
 */
export function createOfflineCleanupJob(db: Db): Job {
  return {
    name: 'offline-cleanup',
    lockKey: 4_842_017_304,
    intervalMs: 60 * 60_000,
    async run() {
      await purgeOldAppliedActions(db);
    },
  };
}
