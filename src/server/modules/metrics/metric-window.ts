import type { Db } from '../../db/client.js';

/**
 * What the server measured over a time window, across every user and every instance: the figures the alert
 * rules (spec §3, §9 monitoring A and B) are evaluated against and the monitoring page charts. A figure with no
 * observation in the window is null ("no data"), never 0: no request is not "0 % errors".
 */
export interface MetricWindow {
  from: Date;
  to: Date;
  /** API requests answered (every route pattern except /metrics and the health probe). */
  requestCount: number;
  /** Of those, answered with a 5xx status. */
  serverErrorCount: number;
  /** Mean and 95th percentile of the answer time, ms; null without a request. */
  averageResponseMs: number | null;
  p95ResponseMs: number | null;
  /** Uncaught exceptions, unhandled rejections and restarts after an unclean stop, on any instance. */
  crashCount: number;
  /** Latest sample in the window: V8 heap used over its limit, %, on the instance that uses the most; null without a sample. */
  memoryUsedPercent: number | null;
  /** Errors and unhandled rejections reported by browsers. */
  clientErrorCount: number;
  /** Mean page-load time reported by browsers (navigation timing), ms; null without a report. */
  averagePageLoadMs: number | null;
}

export interface MetricWindowRange {
  from: Date;
  to: Date;
}

/** Reads the window's figures from the stored metrics (implemented by the metrics module). */
export type MetricWindowReader = (db: Db, range: MetricWindowRange) => Promise<MetricWindow>;
