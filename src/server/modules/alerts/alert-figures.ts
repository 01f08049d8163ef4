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

/** The range of stored metrics one evaluation of a rule reads. */
export function rangeOfRule(
  rule: { layer: AlertLayer; type: AlertType; timeWindowMinutes: number },
  now: Date,
): MetricWindowRange {
  const length = isCountedType(rule.type) ? rule.timeWindowMinutes * 60_000 : sampleMs(rule.layer);
  return { from: new Date(now.getTime() - length), to: now };
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
