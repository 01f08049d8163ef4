import { z } from './zod.js';
import {
  ALERT_CONDITIONS,
  ALERT_LAYERS,
  ALERT_NOTIFICATION_TYPES,
  ALERT_RULE_STATES,
  ALERT_SEVERITIES,
  ALERT_TYPES,
} from '../domain/alerts/alert-vocabulary.js';
import { MAX_ALERT_WINDOW_MINUTES } from '../domain/alerts/alert-rule-checks.js';

/** One notification target of a rule (spec §3 `notifications`). A webhook's secret is never read back. */
export const ZAlertNotificationTarget = z.object({
  id: z.uuid(),
  type: z.enum(ALERT_NOTIFICATION_TYPES),
  /** An e-mail address ('' = every admin), a URL, or '' for the in-app panel. */
  target: z.string(),
  enabled: z.boolean(),
});
export type TAlertNotificationTarget = z.infer<typeof ZAlertNotificationTarget>;

/** An alert rule of monitoring A or B as the admin page shows it, with where it stands. */
export const ZAlertRule = z.object({
  id: z.uuid(),
  layer: z.enum(ALERT_LAYERS),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(ALERT_TYPES),
  threshold: z.number(),
  condition: z.enum(ALERT_CONDITIONS),
  timeWindowMinutes: z.number().int(),
  enabled: z.boolean(),
  severity: z.enum(ALERT_SEVERITIES),
  cooldownMinutes: z.number().int(),
  triggerCount: z.number().int(),
  lastTriggered: z.iso.datetime({ offset: true }).nullable(),
  state: z.enum(ALERT_RULE_STATES),
  pendingSince: z.iso.datetime({ offset: true }).nullable(),
  /** One of spec §9's default rules. */
  isDefault: z.boolean(),
  notifications: z.array(ZAlertNotificationTarget),
});
export type TAlertRule = z.infer<typeof ZAlertRule>;

export const ZAlertRuleList = z.object({ rules: z.array(ZAlertRule) });
export type TAlertRuleList = z.infer<typeof ZAlertRuleList>;

const ruleFields = {
  name: z
    .string({ error: 'alerts:validation.nameRequired' })
    .trim()
    .min(1, { error: 'alerts:validation.nameRequired' })
    .max(120, { error: 'alerts:validation.nameTooLong' }),
  description: z.string().trim().max(500, { error: 'alerts:validation.descriptionTooLong' }).nullable(),
  type: z.enum(ALERT_TYPES, { error: 'alerts:validation.typeInvalid' }),
  // Finite (JSON has no Infinity; a huge number is refused by the per-type bounds of alert-rule-checks.ts).
  threshold: z.number({ error: 'alerts:validation.thresholdInvalid' }),
  condition: z.enum(ALERT_CONDITIONS, { error: 'alerts:validation.conditionInvalid' }),
  timeWindowMinutes: z
    .number({ error: 'alerts:validation.windowInvalid' })
    .int({ error: 'alerts:validation.windowInvalid' })
    .min(1, { error: 'alerts:validation.windowInvalid' })
    .max(MAX_ALERT_WINDOW_MINUTES, { error: 'alerts:validation.windowInvalid' }),
  severity: z.enum(ALERT_SEVERITIES, { error: 'alerts:validation.severityInvalid' }),
  enabled: z.boolean({ error: 'alerts:validation.choiceInvalid' }),
};

/** POST /api/admin/alerts/rules: a new rule (its cooldown is its layer's, spec §4); an in-app target is added. */
export const ZCreateAlertRuleRequest = z
  .object({
    layer: z.enum(ALERT_LAYERS, { error: 'alerts:validation.layerInvalid' }),
    ...ruleFields,
    description: ruleFields.description.optional(),
    enabled: ruleFields.enabled.optional(),
  })
  .strict();
export type TCreateAlertRuleRequest = z.infer<typeof ZCreateAlertRuleRequest>;

/** PATCH /api/admin/alerts/rules/:id: the fields to change, checked on the rule as it would be stored. */
export const ZUpdateAlertRuleRequest = z
  .object({
    name: ruleFields.name.optional(),
    description: ruleFields.description.optional(),
    type: ruleFields.type.optional(),
    threshold: ruleFields.threshold.optional(),
    condition: ruleFields.condition.optional(),
    timeWindowMinutes: ruleFields.timeWindowMinutes.optional(),
    severity: ruleFields.severity.optional(),
  })
  .strict();
export type TUpdateAlertRuleRequest = z.infer<typeof ZUpdateAlertRuleRequest>;

/** PUT /api/admin/alerts/rules/:id/enabled. */
export const ZSetAlertRuleEnabledRequest = z.object({ enabled: ruleFields.enabled }).strict();

/** POST /api/admin/alerts/rules/:id/targets. */
export const ZCreateAlertTargetRequest = z
  .object({
    type: z.enum(ALERT_NOTIFICATION_TYPES, { error: 'alerts:validation.targetTypeInvalid' }),
    target: z.string({ error: 'alerts:validation.targetInvalid' }).trim().max(2000, {
      error: 'alerts:validation.targetInvalid',
    }),
  })
  .strict();
export type TCreateAlertTargetRequest = z.infer<typeof ZCreateAlertTargetRequest>;

/** The new target; a webhook's signing secret (`whsec_…`) is in this answer only: it is never shown again. */
export const ZCreatedAlertTarget = z.object({
  target: ZAlertNotificationTarget,
  secret: z.string().nullable(),
});
export type TCreatedAlertTarget = z.infer<typeof ZCreatedAlertTarget>;

export const ZAlertRuleIdParams = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });
export const ZAlertTargetIdParams = z.object({
  id: z.uuid({ error: 'validation.idInvalid' }),
  targetId: z.uuid({ error: 'validation.idInvalid' }),
});

/** What a memory alert's automatic cleanup did (spec §8 texts written from it). */
export const ZAlertCleanup = z.discriminatedUnion('isDone', [
  z.object({ isDone: z.literal(true), cleaned: z.number().int().min(0) }),
  z.object({ isDone: z.literal(false) }),
]);

/** An alert trigger (spec §3), also the "active alert" of monitoring B while unresolved. */
export const ZAlertTrigger = z.object({
  id: z.uuid(),
  ruleId: z.uuid(),
  layer: z.enum(ALERT_LAYERS),
  ruleName: z.string(),
  type: z.enum(ALERT_TYPES),
  condition: z.enum(ALERT_CONDITIONS),
  severity: z.enum(ALERT_SEVERITIES),
  message: z.string(),
  value: z.number(),
  threshold: z.number(),
  triggeredAt: z.iso.datetime({ offset: true }),
  acknowledged: z.boolean(),
  acknowledgedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Whether the one who acknowledged it is the caller (no e-mail of another admin is shown). */
  isAcknowledgedByMe: z.boolean(),
  resolved: z.boolean(),
  resolvedAt: z.iso.datetime({ offset: true }).nullable(),
  cleanup: ZAlertCleanup.nullable(),
});
export type TAlertTrigger = z.infer<typeof ZAlertTrigger>;

export const ZAlertTriggerList = z.object({ triggers: z.array(ZAlertTrigger) });
export type TAlertTriggerList = z.infer<typeof ZAlertTriggerList>;

/** GET /api/admin/alerts/active: the panel's open (unresolved) alerts, newest first, and how many wait. */
export const ZActiveAlerts = z.object({
  alerts: z.array(ZAlertTrigger),
  unacknowledgedCount: z.number().int().min(0),
});
export type TActiveAlerts = z.infer<typeof ZActiveAlerts>;

export const ZAcknowledgedCount = z.object({ acknowledged: z.number().int().min(0) });
