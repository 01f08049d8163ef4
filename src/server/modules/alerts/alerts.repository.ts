import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  alertNotificationTargets,
  alertRules,
  alertTriggers,
  type AlertNotificationTargetRow,
  type AlertRuleRow,
  type AlertTriggerRow,
  type NewAlertRuleRow,
  type NewAlertTriggerRow,
} from '../../db/schema/alerts.js';
import { users, twoFactors } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/profiles.js';
import type { AlertLayer } from '../../../shared/domain/alerts/alert-vocabulary.js';
import { MAX_KEPT_TRIGGERS } from '../../../shared/domain/alerts/alert-vocabulary.js';

export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface RuleWithTargets {
  rule: AlertRuleRow;
  targets: AlertNotificationTargetRow[];
}

async function withTargets(db: DbOrTx, rules: AlertRuleRow[]): Promise<RuleWithTargets[]> {
  if (rules.length === 0) return [];
  const targets = await db
    .select()
    .from(alertNotificationTargets)
    .where(
      inArray(
        alertNotificationTargets.ruleId,
        rules.map((rule) => rule.id),
      ),
    )
    .orderBy(asc(alertNotificationTargets.createdAt), asc(alertNotificationTargets.id));
  return rules.map((rule) => ({ rule, targets: targets.filter((target) => target.ruleId === rule.id) }));
}

export async function listRules(db: DbOrTx): Promise<RuleWithTargets[]> {
  const rules = await db
    .select()
    .from(alertRules)
    .orderBy(asc(alertRules.layer), asc(alertRules.createdAt), asc(alertRules.id));
  return withTargets(db, rules);
}

export async function findRule(db: DbOrTx, id: string): Promise<RuleWithTargets | null> {
  const [rule] = await db.select().from(alertRules).where(eq(alertRules.id, id));
  if (!rule) return null;
  const [found] = await withTargets(db, [rule]);
  return found ?? null;
}

/** The enabled rules of a layer, locked for this evaluation (a concurrent one waits, then sees the new state). */
export async function lockEnabledRules(db: DbOrTx, layer: AlertLayer): Promise<RuleWithTargets[]> {
  const rules = await db
    .select()
    .from(alertRules)
    .where(and(eq(alertRules.layer, layer), eq(alertRules.enabled, true)))
    .orderBy(asc(alertRules.createdAt), asc(alertRules.id))
    .for('update');
  return withTargets(db, rules);
}

export async function insertRule(db: DbOrTx, values: NewAlertRuleRow): Promise<AlertRuleRow> {
  const [row] = await db.insert(alertRules).values(values).returning();
  if (!row) throw new Error('alert rule not written');
  return row;
}

export async function updateRule(
  db: DbOrTx,
  id: string,
  values: Partial<NewAlertRuleRow>,
): Promise<AlertRuleRow | null> {
  const [row] = await db.update(alertRules).set(values).where(eq(alertRules.id, id)).returning();
  return row ?? null;
}

export async function deleteRule(db: DbOrTx, id: string): Promise<boolean> {
  const deleted = await db.delete(alertRules).where(eq(alertRules.id, id)).returning({ id: alertRules.id });
  return deleted.length > 0;
}

export async function insertTarget(
  db: DbOrTx,
  values: { ruleId: string; type: AlertNotificationTargetRow['type']; target: string; secret: string | null },
): Promise<AlertNotificationTargetRow> {
  const [row] = await db.insert(alertNotificationTargets).values(values).returning();
  if (!row) throw new Error('alert target not written');
  return row;
}

export async function deleteTarget(db: DbOrTx, ruleId: string, targetId: string): Promise<boolean> {
  const deleted = await db
    .delete(alertNotificationTargets)
    .where(and(eq(alertNotificationTargets.ruleId, ruleId), eq(alertNotificationTargets.id, targetId)))
    .returning({ id: alertNotificationTargets.id });
  return deleted.length > 0;
}

export async function insertTrigger(db: DbOrTx, values: NewAlertTriggerRow): Promise<AlertTriggerRow> {
  const [row] = await db.insert(alertTriggers).values(values).returning();
  if (!row) throw new Error('alert trigger not written');
  return row;
}

/** The rule's open (unresolved) triggers resolved now; the rows changed. */
export async function resolveOpenTriggersOfRule(
  db: DbOrTx,
  ruleId: string,
  now: Date,
): Promise<AlertTriggerRow[]> {
  return db
    .update(alertTriggers)
    .set({ resolved: true, resolvedAt: now })
    .where(and(eq(alertTriggers.ruleId, ruleId), eq(alertTriggers.resolved, false)))
    .returning();
}

/** Spec §9: at most 100 triggers kept, the oldest deleted first. */
export async function pruneTriggers(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from alert_triggers where id in (
    select id from alert_triggers order by triggered_at desc, id desc offset ${MAX_KEPT_TRIGGERS})`);
}

export async function listTriggers(db: DbOrTx, onlyOpen: boolean): Promise<AlertTriggerRow[]> {
  return db
    .select()
    .from(alertTriggers)
    .where(onlyOpen ? eq(alertTriggers.resolved, false) : undefined)
    .orderBy(desc(alertTriggers.triggeredAt), desc(alertTriggers.id))
    .limit(MAX_KEPT_TRIGGERS);
}

export async function acknowledgeTriggers(
  db: DbOrTx,
  userId: string,
  now: Date,
  id?: string,
): Promise<AlertTriggerRow[]> {
  return db
    .update(alertTriggers)
    .set({ acknowledged: true, acknowledgedAt: now, acknowledgedBy: userId })
    .where(
      and(
        eq(alertTriggers.acknowledged, false),
        id === undefined ? eq(alertTriggers.resolved, false) : eq(alertTriggers.id, id),
      ),
    )
    .returning();
}

export async function findTrigger(db: DbOrTx, id: string): Promise<AlertTriggerRow | null> {
  const [row] = await db.select().from(alertTriggers).where(eq(alertTriggers.id, id));
  return row ?? null;
}

export async function resolveTrigger(db: DbOrTx, id: string, now: Date): Promise<AlertTriggerRow | null> {
  const [row] = await db
    .update(alertTriggers)
    .set({ resolved: true, resolvedAt: now })
    .where(and(eq(alertTriggers.id, id), eq(alertTriggers.resolved, false)))
    .returning();
  return row ?? null;
}

/** The addresses of every admin (role admin AND a verified factor): an e-mail target left empty goes there. */
export async function findAdminEmails(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .innerJoin(twoFactors, and(eq(twoFactors.userId, users.id), eq(twoFactors.verified, true)))
    .where(eq(profiles.role, 'admin'));
  return rows.map((row) => row.email);
}
