// The words of the alert rules (spec §3 alert rule A and B, alert trigger), shared by the server's tables and
// contracts and the monitoring page.

/** Monitoring A (server figures, every 30 s) and monitoring B (the browser's figures, every 2 min). */
export const ALERT_LAYERS = ['a', 'b'] as const;
export type AlertLayer = (typeof ALERT_LAYERS)[number];

/** Types of monitoring A, plus error_count and page_load_time for the default rules of monitoring B (§9). */
export const ALERT_TYPES = [
  'error_rate',
  'response_time',
  'request_count',
  'crash_detection',
  'memory_usage',
  'error_count',
  'page_load_time',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const ALERT_CONDITIONS = ['greater_than', 'less_than', 'equals', 'not_equals'] as const;
export type AlertCondition = (typeof ALERT_CONDITIONS)[number];

export const ALERT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

export const ALERT_NOTIFICATION_TYPES = ['email', 'slack', 'webhook', 'in_app'] as const;
export type AlertNotificationType = (typeof ALERT_NOTIFICATION_TYPES)[number];

/**
 * Where a rule stands between two evaluations (spec §4): normal, pending (breached, its time window running)
 * or firing (a trigger is open). Acknowledged and resolved are states of the trigger.
 */
export const ALERT_RULE_STATES = ['normal', 'pending', 'firing'] as const;
export type AlertRuleState = (typeof ALERT_RULE_STATES)[number];

/** Spec §4 §9: no re-trigger within 5 minutes (monitoring A) or 10 minutes (monitoring B). */
export const ALERT_COOLDOWN_MINUTES: Record<AlertLayer, number> = { a: 5, b: 10 };

/** Spec §9: evaluated every 30 s (A) and every 2 min (B). */
export const ALERT_EVALUATION_INTERVAL_MS: Record<AlertLayer, number> = { a: 30_000, b: 120_000 };

/** Spec §9: at most 100 triggers kept. */
export const MAX_KEPT_TRIGGERS = 100;

/** Spec §8: how long the panel's toast stays, by severity; null: until dismissed. */
export const ALERT_TOAST_DURATION_MS: Record<AlertSeverity, number | null> = {
  low: 5_000,
  medium: 8_000,
  high: 12_000,
  critical: null,
};

/** The unit each type's figure is read in (the page and the messages write it). */
export const ALERT_TYPE_UNITS: Record<AlertType, 'percent' | 'ms' | 'perMinute' | 'count'> = {
  error_rate: 'percent',
  response_time: 'ms',
  request_count: 'perMinute',
  crash_detection: 'count',
  memory_usage: 'percent',
  error_count: 'count',
  page_load_time: 'ms',
};
