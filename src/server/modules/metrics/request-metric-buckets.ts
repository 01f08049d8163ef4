import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { requestMetricBuckets } from '../../db/schema/measured-metrics.js';

export interface RequestBucketRow {
  bucketStart: Date;
  bucketMinutes: 1 | 60;
  method: string;
  route: string;
  statusCode: number;
  count: number;
  durationSumMs: number;
  durationMaxMs: number;
  histogram: number[];
}

/** `array(a[i] + b[i])` of two bigint arrays of the same buckets (a missing count is 0). */
export const addedHistograms = (stored: string, added: string) =>
  sql.raw(
    `array(select coalesce(a, 0) + coalesce(b, 0) from unnest(${stored}, ${added}) with ordinality as u(a, b, i) order by i)`,
  );

/**
 * Adds the rows to the stored buckets in one statement: several instances (and the rollup) write the same
 * bucket, so a conflict adds counts, sums and histograms and keeps the larger maximum.
 */
export async function addRequestBuckets(db: Db, rows: readonly RequestBucketRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(requestMetricBuckets)
    .values([...rows])
    .onConflictDoUpdate({
      target: [
        requestMetricBuckets.bucketStart,
        requestMetricBuckets.bucketMinutes,
        requestMetricBuckets.method,
        requestMetricBuckets.route,
        requestMetricBuckets.statusCode,
      ],
      set: {
        count: sql`request_metric_buckets.count + excluded.count`,
        durationSumMs: sql`request_metric_buckets.duration_sum_ms + excluded.duration_sum_ms`,
        durationMaxMs: sql`greatest(request_metric_buckets.duration_max_ms, excluded.duration_max_ms)`,
        histogram: addedHistograms('request_metric_buckets.histogram', 'excluded.histogram'),
      },
    });
}
