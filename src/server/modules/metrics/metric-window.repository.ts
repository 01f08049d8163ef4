import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/raw-query.js';
import { emptyHistogram, histogramQuantile } from '../../../shared/domain/metrics/latency-histogram.js';
import type { MetricWindow, MetricWindowRange, MetricWindowReader } from './metric-window.js';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Crash kinds of process_events (a clean stop and a start are not crashes). */
export const CRASH_EVENT_KINDS = sql`('uncaught_exception', 'unhandled_rejection')`;

/**
 * The stored figures of buckets starting in [from, to) (minute rows, and hourly rows once rolled up), memory
 * samples and process events in it, summed over every instance. No observation: the figure is null, not 0.
 */
export const readMetricWindow: MetricWindowReader = async (db: Db, range: MetricWindowRange) => {
  const { from, to } = range;
  const [requests, histogram, memory, crashes, client] = await Promise.all([
    queryRows<{ requests: number; server_errors: number; duration_sum: number; duration_max: number | null }>(
      db,
      sql`select coalesce(sum(count), 0)::float8 as requests,
                 coalesce(sum(count) filter (where status_code >= 500), 0)::float8 as server_errors,
                 coalesce(sum(duration_sum_ms), 0)::float8 as duration_sum,
                 max(duration_max_ms)::float8 as duration_max
          from request_metric_buckets where bucket_start >= ${at(from)} and bucket_start < ${at(to)}`,
    ),
    readHistogram(db, from, to),
    queryRows<{ percent: number | null }>(
      db,
      sql`select max(percent)::float8 as percent from (
            select distinct on (instance_id) heap_used_bytes::float8 * 100 / nullif(heap_limit_bytes, 0) as percent
            from process_samples where sampled_at >= ${at(from)} and sampled_at < ${at(to)}
            order by instance_id, sampled_at desc) as latest`,
    ),
    queryRows<{ crashes: number }>(
      db,
      sql`select count(*)::float8 as crashes from process_events
          where kind in ${CRASH_EVENT_KINDS} and occurred_at >= ${at(from)} and occurred_at < ${at(to)}`,
    ),
    queryRows<{ errors: number; loads: number; load_sum: number }>(
      db,
      sql`select coalesce(sum(count) filter (where kind = 'client_error'), 0)::float8 as errors,
                 coalesce(sum(count) filter (where kind = 'page_load'), 0)::float8 as loads,
                 coalesce(sum(value_sum) filter (where kind = 'page_load'), 0)::float8 as load_sum
          from client_metric_buckets where bucket_start >= ${at(from)} and bucket_start < ${at(to)}`,
    ),
  ]);
  const request = requests[0];
  const requestCount = request?.requests ?? 0;
  const loads = client[0]?.loads ?? 0;
  const window: MetricWindow = {
    from,
    to,
    requestCount,
    serverErrorCount: request?.server_errors ?? 0,
    averageResponseMs: requestCount > 0 ? (request?.duration_sum ?? 0) / requestCount : null,
    p95ResponseMs: requestCount > 0 ? histogramQuantile(histogram, 0.95, request?.duration_max ?? 0) : null,
    crashCount: crashes[0]?.crashes ?? 0,
    memoryUsedPercent: memory[0]?.percent ?? null,
    clientErrorCount: client[0]?.errors ?? 0,
    averagePageLoadMs: loads > 0 ? (client[0]?.load_sum ?? 0) / loads : null,
  };
  return window;
};

/** The summed latency histogram of every request bucket starting in [from, to). */
async function readHistogram(db: Db, from: Date, to: Date): Promise<number[]> {
  const rows = await queryRows<{ i: number; n: number }>(
    db,
    sql`select u.i::int as i, sum(u.n)::float8 as n
        from request_metric_buckets, unnest(histogram) with ordinality as u(n, i)
        where bucket_start >= ${at(from)} and bucket_start < ${at(to)}
        group by u.i`,
  );
  const histogram = emptyHistogram();
  for (const row of rows) histogram[row.i - 1] = row.n;
  return histogram;
}
