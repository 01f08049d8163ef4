// Alert rules and triggers of monitoring A and B (spec §3 alert rule, alert trigger, active alert; §4 states
// and cooldowns; §9 defaults). System-wide and edited by admins: server-only tables (RLS on, no policy, revoked
// from the application role), written by the admin routes and the evaluation jobs on the owner connection.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ALERT_CONDITIONS,
  ALERT_LAYERS,
  ALERT_NOTIFICATION_TYPES,
  ALERT_RULE_STATES,
  ALERT_SEVERITIES,
  ALERT_TYPES,
} from '../../../shared/domain/alerts/alert-vocabulary.js';
import { users } from './auth.js';
import { id, isOneOf, timestamps } from './columns.js';

/** What a memory alert's automatic cleanup did (spec §8 texts are written from it). */
export type AlertCleanupOutcome = { isDone: true; cleaned: number } | { isDone: false };

export const alertRules = pgTable(
  'alert_rules',
  {
    id: id(),
    layer: text('layer', { enum: ALERT_LAYERS }).notNull(),
    // Addition: names a default rule of spec §9, so the seed writes each one once (null for an admin's rule).
    seedKey: text('seed_key'),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: ALERT_TYPES }).notNull(),
    threshold: doublePrecision('threshold').notNull(),
    condition: text('condition', { enum: ALERT_CONDITIONS }).notNull(),
    // Spec `timeWindow`, in minutes.
    timeWindowMinutes: integer('time_window_minutes').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    severity: text('severity', { enum: ALERT_SEVERITIES }).notNull(),
    triggerCount: integer('trigger_count').notNull().default(0),
    lastTriggered: timestamp('last_triggered', { withTimezone: true }),
    // No re-trigger within this delay (spec §4: 5 min in monitoring A, 10 min in B).
    cooldownMinutes: integer('cooldown_minutes').notNull(),
    // Where the rule stands between evaluations (alert-engine.ts): normal, pending since a time, firing.
    state: text('state', { enum: ALERT_RULE_STATES }).notNull().default('normal'),
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('alert_rules_layer_check', isOneOf(t.layer, ALERT_LAYERS)),
    check('alert_rules_type_check', isOneOf(t.type, ALERT_TYPES)),
    check('alert_rules_condition_check', isOneOf(t.condition, ALERT_CONDITIONS)),
    check('alert_rules_severity_check', isOneOf(t.severity, ALERT_SEVERITIES)),
    check('alert_rules_state_check', isOneOf(t.state, ALERT_RULE_STATES)),
    check(
      'alert_rules_time_window_minutes_check',
      sql`${t.timeWindowMinutes} > 0 and ${t.timeWindowMinutes} <= 1440`,
    ),
    check('alert_rules_trigger_count_check', sql`${t.triggerCount} >= 0`),
    check('alert_rules_cooldown_minutes_check', sql`${t.cooldownMinutes} >= 0`),
    check('alert_rules_pending_since_check', sql`${t.state} <> 'pending' or ${t.pendingSince} is not null`),
    uniqueIndex('alert_rules_seed_key_key').on(t.seedKey),
    index('alert_rules_layer_idx').on(t.layer, t.createdAt),
    index('alert_rules_created_by_idx').on(t.createdBy),
  ],
).enableRLS();
export type AlertRuleRow = typeof alertRules.$inferSelect;
export type NewAlertRuleRow = typeof alertRules.$inferInsert;

/** Spec §3 `notifications` of a rule: one row per target. A webhook's secret is shown once, at creation. */
export const alertNotificationTargets = pgTable(
  'alert_notification_targets',
  {
    id: id(),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => alertRules.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ALERT_NOTIFICATION_TYPES }).notNull(),
    // An e-mail address, a Slack-compatible incoming-webhook URL, a webhook URL; '' for in_app.
    target: text('target').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    // Standard Webhooks signing secret (`whsec_<base64>`), webhook targets only.
    secret: text('secret'),
    ...timestamps(),
  },
  (t) => [
    check('alert_notification_targets_type_check', isOneOf(t.type, ALERT_NOTIFICATION_TYPES)),
    check(
      'alert_notification_targets_secret_check',
      sql`(${t.type} = 'webhook') = (${t.secret} is not null)`,
    ),
    index('alert_notification_targets_rule_id_idx').on(t.ruleId),
  ],
).enableRLS();
export type AlertNotificationTargetRow = typeof alertNotificationTargets.$inferSelect;

export const alertTriggers = pgTable(
  'alert_triggers',
  {
    id: id(),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => alertRules.id, { onDelete: 'cascade' }),
    layer: text('layer', { enum: ALERT_LAYERS }).notNull(),
    // Snapshot of the rule at trigger time.
    ruleName: text('rule_name').notNull(),
    type: text('type', { enum: ALERT_TYPES }).notNull(),
    condition: text('condition', { enum: ALERT_CONDITIONS }).notNull(),
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
    // A memory alert's automatic cleanup (spec §4 §8).
    cleanup: jsonb('cleanup').$type<AlertCleanupOutcome>(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    ...timestamps(),
  },
  (t) => [
    check('alert_triggers_layer_check', isOneOf(t.layer, ALERT_LAYERS)),
    check('alert_triggers_type_check', isOneOf(t.type, ALERT_TYPES)),
    check('alert_triggers_condition_check', isOneOf(t.condition, ALERT_CONDITIONS)),
    check('alert_triggers_severity_check', isOneOf(t.severity, ALERT_SEVERITIES)),
    check(
      'alert_triggers_acknowledged_at_check',
      sql`not ${t.acknowledged} or ${t.acknowledgedAt} is not null`,
    ),
    check('alert_triggers_resolved_at_check', sql`not ${t.resolved} or ${t.resolvedAt} is not null`),
    index('alert_triggers_triggered_at_idx').on(t.triggeredAt.desc()),
    index('alert_triggers_rule_id_triggered_at_idx').on(t.ruleId, t.triggeredAt.desc()),
    index('alert_triggers_acknowledged_by_idx').on(t.acknowledgedBy),
  ],
).enableRLS();
export type AlertTriggerRow = typeof alertTriggers.$inferSelect;
export type NewAlertTriggerRow = typeof alertTriggers.$inferInsert;
