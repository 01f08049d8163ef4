import type { Db } from '../db/client.js';
import { runDataRetention } from '../modules/data-rights/data-retention.repository.js';
import {
  DATA_RETENTION_INTERVAL_MS,
  DATA_RETENTION_JOB_LOCK_KEY,
} from '../modules/data-rights/retention-periods.js';
import type { Job } from './scheduler.js';

/**
 * Every hour (issue 21): activity logs past a year, user metrics and voice conversations past 90 days, expired
 * GDPR exports and a deleted account's accounting records past 10 years, with one data_retention_cleanup
 * activity of the counts when anything went (RETENTION_PERIODS).
 */
export function createDataRetentionJob(db: Db): Job {
  return {
    name: 'data-retention',
    lockKey: DATA_RETENTION_JOB_LOCK_KEY,
    intervalMs: DATA_RETENTION_INTERVAL_MS,
    async run() {
      await runDataRetention(db, new Date());
    },
  };
}
