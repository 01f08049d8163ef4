import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DbTransaction } from '../../db/user-context.js';

/**
 * How long measured figures are kept (issue 20; docs/ARCHITECTURE.md "Measured metrics"):
 * - minute buckets (requests and browser figures): 48 h, then folded into hourly buckets;
 * - hourly buckets: 90 days;
 * - memory samples: 14 days; process events (starts, stops, crashes): 90 days;
 * - error group samples: 30 days; an error group not seen for 90 days goes with its samples.
 */
export const METRICS_RETENTION = {
  minuteBucketsHours: 48,
  hourlyBucketsDays: 90,
  processSamplesDays: 14,
  processEventsDays: 90,
  errorSamplesDays: 30,
  errorGroupsDays: 90,
} as const;

const hourOf = (column: string) =>
  sql.raw(`to_timestamp(floor(extract(epoch from ${column}) / 3600) * 3600)`);

/** Folds the minute buckets that started before `cutoff` (an hour's start) into hourly ones, in one statement each. */
export async function rollUpMinuteBuckets(db: Db | DbTransaction, cutoff: Date): Promise<void> {
  const before = sql`${cutoff.toISOString()}::timestamptz`;
  await db.execute(sql`
    with moved as (
      delete from request_metric_buckets where bucket_minutes = 1 and bucket_start < ${before}
      returning bucket_start, method, route, status_code, count, duration_sum_ms, duration_max_ms, histogram
    ), totals as (
      select ${hourOf('bucket_start')} as hour, method, route, status_code, sum(count)::bigint as count,
             sum(duration_sum_ms) as duration_sum_ms, max(duration_max_ms) as duration_max_ms
      from moved group by 1, 2, 3, 4
    ), buckets as (
      select ${hourOf('m.bucket_start')} as hour, m.method, m.route, m.status_code, u.i, sum(u.n)::bigint as n
      from moved as m, unnest(m.histogram) with ordinality as u(n, i) group by 1, 2, 3, 4, 5
    ), histograms as (
      select hour, method, route, status_code, array_agg(n order by i) as histogram from buckets group by 1, 2, 3, 4
    )
    insert into request_metric_buckets as b
      (bucket_start, bucket_minutes, method, route, status_code, count, duration_sum_ms, duration_max_ms, histogram)
    select t.hour, 60, t.method, t.route, t.status_code, t.count, t.duration_sum_ms, t.duration_max_ms, h.histogram
    from totals as t join histograms as h using (hour, method, route, status_code)
    on conflict (bucket_start, bucket_minutes, method, route, status_code) do update set
      count = b.count + excluded.count,
      duration_sum_ms = b.duration_sum_ms + excluded.duration_sum_ms,
      duration_max_ms = greatest(b.duration_max_ms, excluded.duration_max_ms),
      histogram = array(select coalesce(x, 0) + coalesce(y, 0)
                        from unnest(b.histogram, excluded.histogram) with ordinality as u(x, y, i) order by i)`);
  await db.execute(sql`
    with moved as (
      delete from client_metric_buckets where bucket_minutes = 1 and bucket_start < ${before}
      returning bucket_start, kind, count, value_sum, value_max
    )
    insert into client_metric_buckets as b (bucket_start, bucket_minutes, kind, count, value_sum, value_max)
    select ${hourOf('bucket_start')}, 60, kind, sum(count)::bigint, sum(value_sum), max(value_max)
    from moved group by 1, 3
    on conflict (bucket_start, bucket_minutes, kind) do update set
      count = b.count + excluded.count,
      value_sum = b.value_sum + excluded.value_sum,
      value_max = greatest(b.value_max, excluded.value_max)`);
}

const daysBefore = (now: Date, days: number) =>
  sql`${new Date(now.getTime() - days * 86_400_000).toISOString()}::timestamptz`;

/** The hourly rollup, then every deletion of METRICS_RETENTION, as of `now`. */
export async function applyMetricsRetention(db: Db, now = new Date()): Promise<void> {
  const hour = now.getTime() - (now.getTime() % 3_600_000);
  await db.transaction(async (tx) => {
    await rollUpMinuteBuckets(tx, new Date(hour - METRICS_RETENTION.minuteBucketsHours * 3_600_000));
  });
  const r = METRICS_RETENTION;
  await db.execute(
    sql`delete from request_metric_buckets where bucket_start < ${daysBefore(now, r.hourlyBucketsDays)}`,
  );
  await db.execute(
    sql`delete from client_metric_buckets where bucket_start < ${daysBefore(now, r.hourlyBucketsDays)}`,
  );
  await db.execute(
    sql`delete from process_samples where sampled_at < ${daysBefore(now, r.processSamplesDays)}`,
  );
  await db.execute(
    sql`delete from process_events where occurred_at < ${daysBefore(now, r.processEventsDays)}`,
  );
  await db.execute(
    sql`delete from error_group_samples where occurred_at < ${daysBefore(now, r.errorSamplesDays)}`,
  );
  await db.execute(sql`delete from error_groups where last_seen < ${daysBefore(now, r.errorGroupsDays)}`);
}
