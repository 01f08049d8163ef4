import type { AlertNotificationTargetRow, AlertRuleRow, AlertTriggerRow } from '../../db/schema/alerts.js';
import { fieldsRefused, notFound } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';
import type {
  TAlertRule,
  TAlertTrigger,
  TCreateAlertRuleRequest,
  TCreateAlertTargetRequest,
  TCreatedAlertTarget,
  TUpdateAlertRuleRequest,
} from '../../../shared/contracts/alerts.js';
import { thresholdProblem } from '../../../shared/domain/alerts/alert-rule-checks.js';
import { ALERT_COOLDOWN_MINUTES } from '../../../shared/domain/alerts/alert-vocabulary.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import { createWebhookSecret } from '../../integrations/webhooks/webhook-signature.js';
import { findWebhookTargetProblem, type ServerSelf } from '../../integrations/webhooks/webhook-target.js';
import type { Db } from '../../db/client.js';
import {
  findRule,
  findTrigger,
  insertRule,
  insertTarget,
  resolveTrigger,
  updateRule,
  type RuleWithTargets,
} from './alerts.repository.js';

function targetOf(row: AlertNotificationTargetRow) {
  return { id: row.id, type: row.type, target: row.target, enabled: row.enabled };
}

export function ruleOf({
  rule,
  targets,
}: {
  rule: AlertRuleRow;
  targets: AlertNotificationTargetRow[];
}): TAlertRule {
  return {
    id: rule.id,
    layer: rule.layer,
    name: rule.name,
    description: rule.description,
    type: rule.type,
    threshold: rule.threshold,
    condition: rule.condition,
    timeWindowMinutes: rule.timeWindowMinutes,
    enabled: rule.enabled,
    severity: rule.severity,
    cooldownMinutes: rule.cooldownMinutes,
    triggerCount: rule.triggerCount,
    lastTriggered: rule.lastTriggered?.toISOString() ?? null,
    state: rule.state,
    pendingSince: rule.pendingSince?.toISOString() ?? null,
    isDefault: rule.seedKey !== null,
    notifications: targets.map(targetOf),
  };
}

export function triggerOf(row: AlertTriggerRow, callerId: string): TAlertTrigger {
  return {
    id: row.id,
    ruleId: row.ruleId,
    layer: row.layer,
    ruleName: row.ruleName,
    type: row.type,
    condition: row.condition,
    severity: row.severity,
    message: row.message,
    value: row.value,
    threshold: row.threshold,
    triggeredAt: row.triggeredAt.toISOString(),
    acknowledged: row.acknowledged,
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    isAcknowledgedByMe: row.acknowledgedBy === callerId,
    resolved: row.resolved,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    cleanup: row.cleanup ?? null,
  };
}

function refuseThreshold(rule: Pick<AlertRuleRow, 'type' | 'threshold'>, language: TLanguage): void {
  const problem = thresholdProblem(rule.type, rule.threshold);
  if (problem) throw fieldsRefused({ threshold: problem }, translatorFor(language));
}

export async function createRule(
  db: Db,
  request: TCreateAlertRuleRequest,
  adminId: string,
  language: TLanguage,
): Promise<TAlertRule> {
  refuseThreshold(request, language);
  return db.transaction(async (tx) => {
    const rule = await insertRule(tx, {
      layer: request.layer,
      name: request.name,
      description: request.description ?? null,
      type: request.type,
      threshold: request.threshold,
      condition: request.condition,
      timeWindowMinutes: request.timeWindowMinutes,
      severity: request.severity,
      enabled: request.enabled ?? true,
      cooldownMinutes: ALERT_COOLDOWN_MINUTES[request.layer],
      createdBy: adminId,
    });
    const inApp = await insertTarget(tx, { ruleId: rule.id, type: 'in_app', target: '', secret: null });
    return ruleOf({ rule, targets: [inApp] });
  });
}

async function existingRule(db: Db, id: string): Promise<RuleWithTargets> {
  const found = await findRule(db, id);
  if (!found) throw notFound();
  return found;
}

/** A changed rule starts again from normal: its pending time was measured against the old condition. */
export async function changeRule(
  db: Db,
  id: string,
  request: TUpdateAlertRuleRequest,
  language: TLanguage,
): Promise<TAlertRule> {
  const { rule } = await existingRule(db, id);
  refuseThreshold(
    { type: request.type ?? rule.type, threshold: request.threshold ?? rule.threshold },
    language,
  );
  const isConditionChanged = ['type', 'threshold', 'condition', 'timeWindowMinutes'].some(
    (field) => field in request,
  );
  await updateRule(db, id, {
    ...request,
    ...(isConditionChanged && rule.state === 'pending' ? { state: 'normal', pendingSince: null } : {}),
  });
  return ruleOf(await existingRule(db, id));
}

/** A disabled rule stops where it is: not pending any more (its open trigger, if any, stays to be resolved). */
export async function setRuleEnabled(db: Db, id: string, enabled: boolean): Promise<TAlertRule> {
  await existingRule(db, id);
  await updateRule(db, id, enabled ? { enabled } : { enabled, state: 'normal', pendingSince: null });
  return ruleOf(await existingRule(db, id));
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function addTarget(
  db: Db,
  ruleId: string,
  request: TCreateAlertTargetRequest,
  self: ServerSelf,
  language: TLanguage,
): Promise<TCreatedAlertTarget> {
  await existingRule(db, ruleId);
  const t = translatorFor(language);
  let target = request.target;
  if (request.type === 'in_app') target = '';
  else if (request.type === 'email') {
    if (target !== '' && (target.length > 254 || !emailPattern.test(target)))
      throw fieldsRefused({ target: 'validation.emailInvalid' }, t);
  } else {
    const problem = findWebhookTargetProblem(target, self);
    if (problem) throw fieldsRefused({ target: `alerts:targets.${problem}` }, t);
  }
  const secret = request.type === 'webhook' ? createWebhookSecret() : null;
  const row = await insertTarget(db, { ruleId, type: request.type, target, secret });
  return { target: targetOf(row), secret };
}

/** An admin's resolve: the rule goes back to normal (it fires again only after a new window); no notice sent. */
export async function resolveByAdmin(db: Db, id: string, callerId: string): Promise<TAlertTrigger> {
  return db.transaction(async (tx) => {
    const resolved = await resolveTrigger(tx, id, new Date());
    if (!resolved) {
      const existing = await findTrigger(tx, id);
      if (!existing) throw notFound();
      return triggerOf(existing, callerId);
    }
    const found = await findRule(tx, resolved.ruleId);
    if (found?.rule.state === 'firing')
      await updateRule(tx, resolved.ruleId, { state: 'normal', pendingSince: null });
    return triggerOf(resolved, callerId);
  });
}
