// Monitoring (spec §3 alert rule / trigger and usage, performance, error metrics; §4 alert states;
// §9 monitoring A and B). One rule table serves both layers; figures are measured, not simulated.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { id, isOneOf, ownerId, timestamps } from './columns.js';
import { ownRowsPolicy } from './rls.js';

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

export interface AlertNotification {
  type: AlertNotificationType;
  target: string;
  enabled: boolean;
}

export const alertRules = pgTable(
  'alert_rules',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: ALERT_TYPES }).notNull(),
    threshold: doublePrecision('threshold').notNull(),
    condition: text('condition', { enum: ALERT_CONDITIONS }).notNull(),
    // Spec `timeWindow`, in minutes.
    timeWindowMinutes: integer('time_window_minutes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    severity: text('severity', { enum: ALERT_SEVERITIES }).notNull(),
    notifications: jsonb('notifications').$type<AlertNotification[]>().notNull().default([]),
    triggerCount: integer('trigger_count').notNull().default(0),
    lastTriggered: timestamp('last_triggered', { withTimezone: true }),
    // Addition: no re-trigger within this delay (spec §4: 5 min in monitoring A, 10 min in B).
    cooldownMinutes: integer('cooldown_minutes').notNull().default(5),
    ...timestamps(),
  },
  (t) => [
    check('alert_rules_type_check', isOneOf(t.type, ALERT_TYPES)),
    check('alert_rules_condition_check', isOneOf(t.condition, ALERT_CONDITIONS)),
    check('alert_rules_severity_check', isOneOf(t.severity, ALERT_SEVERITIES)),
    check('alert_rules_time_window_minutes_check', sql`${t.timeWindowMinutes} > 0`),
    check('alert_rules_trigger_count_check', sql`${t.triggerCount} >= 0`),
    check('alert_rules_cooldown_minutes_check', sql`${t.cooldownMinutes} >= 0`),
    // Target of alert_triggers' same-owner foreign key.
    unique('alert_rules_user_id_id_unique').on(t.userId, t.id),
    index('alert_rules_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    ownRowsPolicy('alert_rules', t.userId),
  ],
);
export type AlertRuleRow = typeof alertRules.$inferSelect;
export type NewAlertRuleRow = typeof alertRules.$inferInsert;

export const alertTriggers = pgTable(
  'alert_triggers',
  {
    id: id(),
    userId: ownerId(),
    ruleId: uuid('rule_id').notNull(),
    // Snapshot of the rule's name and severity at trigger time.
    ruleName: text('rule_name').notNull(),
    severity: text('severity', { enum: ALERT_SEVERITIES }).notNull(),
    message: text('message').notNull(),
    value: doublePrecision('value').notNull(),
    threshold: doublePrecision('threshold').notNull(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledged: boolean('acknowledged').notNull().default(false),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolved: boolean('resolved').notNull().default(false),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'alert_triggers_rule_fk',
      columns: [t.userId, t.ruleId],
      foreignColumns: [alertRules.userId, alertRules.id],
    }).onDelete('cascade'),
    check('alert_triggers_severity_check', isOneOf(t.severity, ALERT_SEVERITIES)),
    check(
      'alert_triggers_acknowledged_at_check',
      sql`not ${t.acknowledged} or ${t.acknowledgedAt} is not null`,
    ),
    check('alert_triggers_resolved_at_check', sql`not ${t.resolved} or ${t.resolvedAt} is not null`),
    index('alert_triggers_user_id_triggered_at_idx').on(t.userId, t.triggeredAt.desc()),
    // Cooldown check and "at most 100 triggers kept" per rule.
    index('alert_triggers_rule_id_triggered_at_idx').on(t.ruleId, t.triggeredAt.desc()),
    index('alert_triggers_acknowledged_by_idx').on(t.acknowledgedBy),
    ownRowsPolicy('alert_triggers', t.userId),
  ],
);
export type AlertTriggerRow = typeof alertTriggers.$inferSelect;
export type NewAlertTriggerRow = typeof alertTriggers.$inferInsert;

// The spec's `timestamp` field of the three metric tables is `occurred_at`: the moment it happened on the
// client, which differs from created_at when an offline queue replays it later.

export const usageMetrics = pgTable(
  'usage_metrics',
  {
    id: id(),
    userId: ownerId(),
    eventName: text('event_name').notNull(),
    eventType: text('event_type').notNull(),
    pageUrl: text('page_url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    sessionId: text('session_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index('usage_metrics_user_id_occurred_at_idx').on(t.userId, t.occurredAt.desc()),
    index('usage_metrics_occurred_at_idx').on(t.occurredAt),
    ownRowsPolicy('usage_metrics', t.userId),
  ],
);
export type UsageMetricRow = typeof usageMetrics.$inferSelect;
export type NewUsageMetricRow = typeof usageMetrics.$inferInsert;

export const performanceMetrics = pgTable(
  'performance_metrics',
  {
    id: id(),
    userId: ownerId(),
    metricType: text('metric_type').notNull(),
    metricName: text('metric_name').notNull(),
    value: doublePrecision('value').notNull(),
    unit: text('unit'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index('performance_metrics_user_id_occurred_at_idx').on(t.userId, t.occurredAt.desc()),
    // Alert evaluation: values since a time, across users.
    index('performance_metrics_occurred_at_idx').on(t.occurredAt),
    ownRowsPolicy('performance_metrics', t.userId),
  ],
);
export type PerformanceMetricRow = typeof performanceMetrics.$inferSelect;
export type NewPerformanceMetricRow = typeof performanceMetrics.$inferInsert;

export const errorMetrics = pgTable(
  'error_metrics',
  {
    id: id(),
    userId: ownerId(),
    errorType: text('error_type').notNull(),
    errorMessage: text('error_message').notNull(),
    stackTrace: text('stack_trace'),
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    index('error_metrics_user_id_occurred_at_idx').on(t.userId, t.occurredAt.desc()),
    // Alert evaluation: errors since a time, across users.
    index('error_metrics_occurred_at_idx').on(t.occurredAt),
    ownRowsPolicy('error_metrics', t.userId),
  ],
);
export type ErrorMetricRow = typeof errorMetrics.$inferSelect;
export type NewErrorMetricRow = typeof errorMetrics.$inferInsert;
