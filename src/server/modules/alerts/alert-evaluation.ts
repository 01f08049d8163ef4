import type { Db } from '../../db/client.js';
import type { AlertTriggerRow } from '../../db/schema/alerts.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { enqueueWebhooks } from '../../integrations/webhooks/webhook-queue.js';
import type { AlertLayer } from '../../../shared/domain/alerts/alert-vocabulary.js';
import type { MetricWindow, MetricWindowReader } from '../metrics/metric-window.js';
import { stepRule } from './alert-engine.js';
import { figureOf, isCountedType, rangeOfRule } from './alert-figures.js';
import { alertMessage } from './alert-messages.js';
import { alertNotices, type AlertNotices } from './alert-notifications.js';
import {
  findAdminEmails,
  insertTrigger,
  listRules,
  lockEnabledRules,
  pruneTriggers,
  resolveOpenTriggersOfRule,
  updateRule,
  type RuleWithTargets,
} from './alerts.repository.js';
import type { MemoryCleanupRegistry } from './memory-cleanup-registry.js';

export interface AlertEvaluationDependencies {
  db: Db;
  readMetricWindow: MetricWindowReader;
  cleanups: MemoryCleanupRegistry;
  mailer: Pick<Mailer, 'send'>;
  /** Sends the webhooks just queued (the delivery job's work, run at once rather than at its next tick). */
  deliverWebhooks(): Promise<unknown>;
  now?: () => Date;
  logger?: { error(object: Record<string, unknown>, message: string): void };
}

export interface AlertEvaluationResult {
  fired: number;
  resolved: number;
}

function rangeKey(range: { from: Date; to: Date }): string {
  return `${range.from.getTime()}-${range.to.getTime()}`;
}

/** The windows the layer's rules read, each range read once (before the transaction: PGlite has one connection). */
async function readWindows(
  deps: AlertEvaluationDependencies,
  rules: readonly RuleWithTargets[],
  now: Date,
): Promise<Map<string, MetricWindow>> {
  const windows = new Map<string, MetricWindow>();
  for (const { rule } of rules) {
    const range = rangeOfRule(rule, now);
    const key = rangeKey(range);
    if (!windows.has(key)) windows.set(key, await deps.readMetricWindow(deps.db, range));
  }
  return windows;
}

/**
 * One evaluation of a layer's enabled rules (alert-engine.ts has the semantics): the rules are locked for the
 * transaction, so even two evaluations that the job lock did not keep apart fire a rule once; triggers, rule
 * states and webhook deliveries are written together; the mails leave after the commit.
 */
export async function evaluateAlertLayer(
  deps: AlertEvaluationDependencies,
  layer: AlertLayer,
): Promise<AlertEvaluationResult> {
  const now = (deps.now ?? (() => new Date()))();
  const known = (await listRules(deps.db)).filter(({ rule }) => rule.layer === layer && rule.enabled);
  if (known.length === 0) return { fired: 0, resolved: 0 };
  const windows = await readWindows(deps, known, now);
  const result: AlertEvaluationResult = { fired: 0, resolved: 0 };
  const mails = await deps.db.transaction(async (tx) => {
    const notices: AlertNotices = { webhooks: [], mails: [] };
    const noticesOf: { trigger: AlertTriggerRow; kind: 'fired' | 'resolved'; entry: RuleWithTargets }[] = [];
    for (const entry of await lockEnabledRules(tx, layer)) {
      const { rule } = entry;
      const window = windows.get(rangeKey(rangeOfRule(rule, now)));
      // A rule edited since the windows were read: evaluated at the next run.
      if (!window) continue;
      const step = stepRule({ ...rule, isEvent: isCountedType(rule.type) }, figureOf(rule.type, window), now);
      if (step.action === 'fire') {
        const cleanup = rule.type === 'memory_usage' ? deps.cleanups.runAll() : null;
        const trigger = await insertTrigger(tx, {
          ruleId: rule.id,
          layer: rule.layer,
          ruleName: rule.name,
          type: rule.type,
          condition: rule.condition,
          severity: rule.severity,
          message: alertMessage({ ...rule, ruleName: rule.name, value: step.value }, 'fr'),
          value: step.value,
          threshold: rule.threshold,
          triggeredAt: now,
          cleanup,
          metadata: { from: window.from.toISOString(), to: window.to.toISOString() },
        });
        await updateRule(tx, rule.id, {
          state: 'firing',
          pendingSince: null,
          lastTriggered: now,
          triggerCount: rule.triggerCount + 1,
        });
        noticesOf.push({ trigger, kind: 'fired', entry });
        result.fired += 1;
      } else if (step.action === 'resolve') {
        await updateRule(tx, rule.id, { state: 'normal', pendingSince: null });
        // None when an admin resolved it already: the one resolved notice is for the trigger still open.
        for (const trigger of await resolveOpenTriggersOfRule(tx, rule.id, now)) {
          noticesOf.push({ trigger, kind: 'resolved', entry });
          result.resolved += 1;
        }
      } else if (step.state !== rule.state || step.pendingSince?.getTime() !== rule.pendingSince?.getTime()) {
        await updateRule(tx, rule.id, { state: step.state, pendingSince: step.pendingSince });
      }
    }
    await pruneTriggers(tx);
    const needsAdmins = noticesOf.some(({ entry }) =>
      entry.targets.some((target) => target.type === 'email' && target.target === '' && target.enabled),
    );
    const adminEmails = needsAdmins ? await findAdminEmails(tx) : [];
    for (const { trigger, kind, entry } of noticesOf) {
      const made = alertNotices(trigger, kind, entry.targets, adminEmails);
      notices.webhooks.push(...made.webhooks);
      notices.mails.push(...made.mails);
    }
    await enqueueWebhooks(tx, notices.webhooks, now);
    return notices.mails;
  });
  for (const mail of mails) await deps.mailer.send(mail);
  if (result.fired + result.resolved > 0)
    await deps.deliverWebhooks().catch((error: unknown) => {
      deps.logger?.error({ err: error }, 'alert webhooks not delivered now (the delivery job retries)');
    });
  return result;
}
