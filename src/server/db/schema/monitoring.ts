// Monitoring (spec §3 usage, performance, error metrics); the alert rules and triggers are in alerts.ts.
// Figures are measured, not simulated.
import { doublePrecision, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, ownerId, timestamps } from './columns.js';
import { ownRowsPolicy } from './rls.js';

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
