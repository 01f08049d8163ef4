import type { Db } from '../db/client.js';
import { applyMetricsRetention } from '../modules/metrics/metrics-retention.repository.js';
import type { Job } from './scheduler.js';

/** Lock key of the measured metrics' rollup and retention (one instance at a time). */
export const METRICS_RETENTION_JOB_LOCK_KEY = 4_842_017_320;

/** Every hour: minute buckets older than 48 h folded into hourly ones, then the periods of METRICS_RETENTION applied. */
export function createMetricsRetentionJob(db: Db): Job {
  return {
    name: 'metrics-retention',
    lockKey: METRICS_RETENTION_JOB_LOCK_KEY,
    intervalMs: 60 * 60_000,
    async run() {
      await applyMetricsRetention(db);
    },
  };
}
