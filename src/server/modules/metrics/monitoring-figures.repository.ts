import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/raw-query.js';
import type { TFigurePoint, TRouteLatency } from '../../../shared/contracts/measured-metrics.js';
import { emptyHistogram, histogramQuantile } from '../../../shared/domain/metrics/latency-histogram.js';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const epochMs = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);

/** Start of the minute holding `time`. */
export const minuteOf = (time: number) => time - (time % 60_000);

/**
 * One point per minute over the last `minutes` minutes (the current one included): requests, 5xx, mean and
 * p95 answer time, the highest instance's heap use, browser errors and mean page load. A minute with nothing
 * measured has 0 counts and null figures.
 */
export async function readFigureSeries(
  db: Db,
  minutes: number,
  now = new Date(),
): Promise<{ from: Date; to: Date; points: TFigurePoint[] }> {
  const last = minuteOf(now.getTime());
  const from = new Date(last - (minutes - 1) * 60_000);
  const to = new Date(last + 60_000);
  const [requests, histograms, memory, client] = await Promise.all([
    queryRows<{
      minute: number;
      requests: number;
      server_errors: number;
      duration_sum: number;
      duration_max: number;
    }>(
      db,
      sql`select ${epochMs('bucket_start')} as minute, sum(count)::float8 as requests,
                 coalesce(sum(count) filter (where status_code >= 500), 0)::float8 as server_errors,
                 sum(duration_sum_ms)::float8 as duration_sum, max(duration_max_ms)::float8 as duration_max
          from request_metric_buckets
          where bucket_minutes = 1 and bucket_start >= ${at(from)} and bucket_start < ${at(to)}
          group by bucket_start`,
    ),
    queryRows<{ minute: number; i: number; n: number }>(
      db,
      sql`select ${epochMs('bucket_start')} as minute, u.i::int as i, sum(u.n)::float8 as n
          from request_metric_buckets, unnest(histogram) with ordinality as u(n, i)
          where bucket_minutes = 1 and bucket_start >= ${at(from)} and bucket_start < ${at(to)}
          group by bucket_start, u.i`,
    ),
    queryRows<{ minute: number; percent: number | null }>(
      db,
      sql`select ${epochMs("date_trunc('minute', sampled_at)")} as minute,
                 max(heap_used_bytes::float8 * 100 / nullif(heap_limit_bytes, 0))::float8 as percent
          from process_samples where sampled_at >= ${at(from)} and sampled_at < ${at(to)}
          group by date_trunc('minute', sampled_at)`,
    ),
    queryRows<{ minute: number; errors: number; loads: number; load_sum: number }>(
      db,
      sql`select ${epochMs('bucket_start')} as minute,
                 coalesce(sum(count) filter (where kind = 'client_error'), 0)::float8 as errors,
                 coalesce(sum(count) filter (where kind = 'page_load'), 0)::float8 as loads,
                 coalesce(sum(value_sum) filter (where kind = 'page_load'), 0)::float8 as load_sum
          from client_metric_buckets
          where bucket_minutes = 1 and bucket_start >= ${at(from)} and bucket_start < ${at(to)}
          group by bucket_start`,
    ),
  ]);
  const histogramOf = new Map<number, number[]>();
  for (const row of histograms) {
    const histogram = histogramOf.get(row.minute) ?? emptyHistogram();
    histogram[row.i - 1] = row.n;
    histogramOf.set(row.minute, histogram);
  }
  const requestsOf = new Map(requests.map((row) => [row.minute, row]));
  const memoryOf = new Map(memory.map((row) => [row.minute, row.percent]));
  const clientOf = new Map(client.map((row) => [row.minute, row]));
  const points: TFigurePoint[] = [];
  for (let minute = from.getTime(); minute < to.getTime(); minute += 60_000) {
    const request = requestsOf.get(minute);
    const browser = clientOf.get(minute);
    const count = request?.requests ?? 0;
    points.push({
      minute: new Date(minute).toISOString(),
      requests: count,
      serverErrors: request?.server_errors ?? 0,
      meanMs: request && count > 0 ? request.duration_sum / count : null,
      p95Ms:
        request && count > 0
          ? histogramQuantile(histogramOf.get(minute) ?? [], 0.95, request.duration_max)
          : null,
      memoryPercent: memoryOf.get(minute) ?? null,
      clientErrors: browser?.errors ?? 0,
      pageLoadMs: browser && browser.loads > 0 ? browser.load_sum / browser.loads : null,
    });
  }
  return { from, to, points };
}

/** Per method and route pattern over the last `hours` hours: count, p50, p95, p99 and max, busiest first. */
export async function readRouteLatencies(db: Db, hours: number, now = new Date()): Promise<TRouteLatency[]> {
  const from = new Date(now.getTime() - hours * 3_600_000);
  const [totals, histograms] = await Promise.all([
    queryRows<{ method: string; route: string; count: number; max: number }>(
      db,
      sql`select method, route, sum(count)::float8 as count, max(duration_max_ms)::float8 as max
          from request_metric_buckets where bucket_start >= ${at(from)}
          group by method, route`,
    ),
    queryRows<{ method: string; route: string; i: number; n: number }>(
      db,
      sql`select method, route, u.i::int as i, sum(u.n)::float8 as n
          from request_metric_buckets, unnest(histogram) with ordinality as u(n, i)
          where bucket_start >= ${at(from)}
          group by method, route, u.i`,
    ),
  ]);
  const histogramOf = new Map<string, number[]>();
  for (const row of histograms) {
    const key = `${row.method} ${row.route}`;
    const histogram = histogramOf.get(key) ?? emptyHistogram();
    histogram[row.i - 1] = row.n;
    histogramOf.set(key, histogram);
  }
  return totals
    .map((row) => {
      const histogram = histogramOf.get(`${row.method} ${row.route}`) ?? [];
      return {
        method: row.method,
        route: row.route,
        count: row.count,
        p50Ms: histogramQuantile(histogram, 0.5, row.max),
        p95Ms: histogramQuantile(histogram, 0.95, row.max),
        p99Ms: histogramQuantile(histogram, 0.99, row.max),
        maxMs: row.max,
      };
    })
    .sort((a, b) => b.count - a.count || a.route.localeCompare(b.route) || a.method.localeCompare(b.method));
}
