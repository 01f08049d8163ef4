import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  addHistogram,
  emptyHistogram,
  latencyBucketIndex,
} from '../../../shared/domain/metrics/latency-histogram.js';
import { addRequestBuckets, type RequestBucketRow } from './request-metric-buckets.js';

/** Requests not counted: the Prometheus scrape and the health probe (a load balancer's, every few seconds). */
const unrecordedRoutes = new Set(['/metrics', '/api/health']);

/** Past this many pending cells (the database away for long), new series of a minute are dropped, not kept. */
const MAX_PENDING_CELLS = 20_000;

/** One (method, route, status) series of a minute, as it will be stored. */
type Cell = Omit<RequestBucketRow, 'bucketStart' | 'bucketMinutes'>;

export interface RequestRecorder {
  /** One answered request: a map lookup and a few increments. */
  record(method: string, route: string, statusCode: number, durationMs: number): void;
  /** Writes what was counted so far (adds to the stored minutes); a failed write keeps the counts for the next. */
  flush(): Promise<void>;
  /** Stops the timer and flushes one last time. */
  stop(): Promise<void>;
}

export interface RequestRecorderOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** About 10 s in production; tests flush by hand. */
  flushIntervalMs?: number;
  now?: () => number;
}

/** Whether a route pattern is one the stored request figures count (API routes, but not the probes). */
export function isRecordedRoute(route: string): boolean {
  return (route.startsWith('/api/') || route === 'unmatched') && !unrecordedRoutes.has(route);
}

export function createRequestRecorder(options: RequestRecorderOptions): RequestRecorder {
  const now = options.now ?? Date.now;
  // minute (ms since the epoch) -> `${method} ${status} ${route}` -> counts
  const minutes = new Map<number, Map<string, Cell>>();
  let currentMinute = -1;
  let current = new Map<string, Cell>();
  let pendingCells = 0;

  const cellsOf = (minute: number) => {
    if (minute === currentMinute) return current;
    let cells = minutes.get(minute);
    if (!cells) {
      cells = new Map();
      minutes.set(minute, cells);
    }
    currentMinute = minute;
    current = cells;
    return cells;
  };

  const record: RequestRecorder['record'] = (method, route, statusCode, durationMs) => {
    const time = now();
    const cells = cellsOf(time - (time % 60_000));
    const key = `${method} ${statusCode} ${route}`;
    let cell = cells.get(key);
    if (!cell) {
      if (pendingCells >= MAX_PENDING_CELLS) return;
      pendingCells += 1;
      cell = {
        method,
        route,
        statusCode,
        count: 0,
        durationSumMs: 0,
        durationMaxMs: 0,
        histogram: emptyHistogram(),
      };
      cells.set(key, cell);
    }
    cell.count += 1;
    cell.durationSumMs += durationMs;
    if (durationMs > cell.durationMaxMs) cell.durationMaxMs = durationMs;
    const bucket = latencyBucketIndex(durationMs);
    cell.histogram[bucket] = (cell.histogram[bucket] ?? 0) + 1;
  };

  let flushing: Promise<void> = Promise.resolve();
  const flushOnce = async () => {
    if (minutes.size === 0) return;
    const taken = [...minutes.entries()];
    minutes.clear();
    currentMinute = -1;
    current = new Map();
    pendingCells = 0;
    const rows: RequestBucketRow[] = taken.flatMap(([minute, cells]) =>
      [...cells.values()].map((cell) => ({
        bucketStart: new Date(minute),
        bucketMinutes: 1 as const,
        ...cell,
      })),
    );
    try {
      await addRequestBuckets(options.db, rows);
    } catch (error) {
      options.log.error({ err: error }, 'request metrics not stored; kept for the next flush');
      for (const [minute, cells] of taken) {
        for (const [key, cell] of cells) {
          const into = cellsOf(minute);
          const existing = into.get(key);
          if (!existing) {
            into.set(key, cell);
            pendingCells += 1;
            continue;
          }
          existing.count += cell.count;
          existing.durationSumMs += cell.durationSumMs;
          existing.durationMaxMs = Math.max(existing.durationMaxMs, cell.durationMaxMs);
          addHistogram(existing.histogram, cell.histogram);
        }
      }
    }
  };
  const flush = () => {
    flushing = flushing.then(flushOnce);
    return flushing;
  };

  const timer =
    options.flushIntervalMs === undefined
      ? undefined
      : setInterval(() => {
          void flush();
        }, options.flushIntervalMs);
  timer?.unref();

  return {
    record,
    flush,
    async stop() {
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}
