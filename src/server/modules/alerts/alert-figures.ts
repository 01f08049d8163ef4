import type { AlertLayer, AlertType } from '../../../shared/domain/alerts/alert-vocabulary.js';
import { ALERT_EVALUATION_INTERVAL_MS } from '../../../shared/domain/alerts/alert-vocabulary.js';
import type { MetricWindow, MetricWindowRange } from '../metrics/metric-window.js';

/**
 * Counted types (a crash, browser errors) read the count over the rule's whole time window: the window is
 * the counting period ("more than 20 errors in 5 min"). The others read a short recent sample at every
 * evaluation and must stay breached for the rule's time window (alert-engine.ts).
 */
export function isCountedType(type: AlertType): boolean {
  return type === 'crash_detection' || type === 'error_count';
}

/** The sample a level type reads: one minute in monitoring A, the 2 minutes between evaluations in B. */
export function sampleMs(layer: AlertLayer): number {
  return Math.max(60_000, ALERT_EVALUATION_INTERVAL_MS[layer]);
}

/**
 * How long after a minute ends its figures are surely stored: every instance writes its request and browser
 * figures every 10 s (request-recorder.ts, client reports), with some margin.
 */
export const STORED_FIGURES_LAG_MS = 15_000;

/**
 * The range of stored metrics one evaluation of a rule reads: whole minutes, the last one ended at least
 * STORED_FIGURES_LAG_MS ago. Figures are stored in minute buckets: a range cut inside a minute would count a
 * part of it (at 12:00:05, the minute begun 5 s ago, nearly empty: a request peak read as a calm minute).
 */
export function rangeOfRule(
  rule: { layer: AlertLayer; type: AlertType; timeWindowMinutes: number },
  now: Date,
): MetricWindowRange {
  const length = isCountedType(rule.type) ? rule.timeWindowMinutes * 60_000 : sampleMs(rule.layer);
  const end = Math.floor((now.getTime() - STORED_FIGURES_LAG_MS) / 60_000) * 60_000;
  return { from: new Date(end - length), to: new Date(end) };
}

/**
 * The figure a rule of this type compares with its threshold, from what was measured over its range; null
 * when nothing was measured ("no data": no request is not "0 % errors").
 */
export function figureOf(type: AlertType, window: MetricWindow): number | null {
  const minutes = (window.to.getTime() - window.from.getTime()) / 60_000;
  switch (type) {
    case 'error_rate':
      return window.requestCount > 0 ? (window.serverErrorCount / window.requestCount) * 100 : null;
    case 'response_time':
      return window.averageResponseMs;
    case 'request_count':
      return minutes > 0 ? window.requestCount / minutes : null;
    case 'crash_detection':
      return window.crashCount;
    case 'memory_usage':
      return window.memoryUsedPercent;
    case 'error_count':
      return window.clientErrorCount;
    case 'page_load_time':
      return window.averagePageLoadMs;
  }
}
