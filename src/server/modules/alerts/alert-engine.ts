import type { AlertCondition, AlertRuleState } from '../../../shared/domain/alerts/alert-vocabulary.js';
import { isBreached } from './alert-condition.js';

/** What the engine needs of a rule between two evaluations (stored on the rule's row). */
export interface RuleStanding {
  condition: AlertCondition;
  threshold: number;
  timeWindowMinutes: number;
  cooldownMinutes: number;
  /** An event type (a crash): fires at the first evaluation that sees it, no time window to last. */
  isEvent: boolean;
  state: AlertRuleState;
  pendingSince: Date | null;
  lastTriggered: Date | null;
}

export type RuleStep =
  | { action: 'none'; state: AlertRuleState; pendingSince: Date | null }
  | { action: 'fire'; state: 'firing'; pendingSince: null; value: number }
  | { action: 'resolve'; state: 'normal'; pendingSince: null };

/**
 * One evaluation of a rule against the figure just measured (spec §4 alert states). The semantics:
 *
 * - No data (null) is neither a breach nor a recovery: the rule keeps its state, its pending time included.
 * - normal + breach: the rule goes pending from now. A pending rule fires at the first evaluation at which the
 *   breach has lasted its time window (now - pendingSince >= window), so it never fires before the window and
 *   fires within one evaluation after it. An event rule (crash detection) fires at the first breach.
 * - Cooldown: a rule whose last trigger is younger than its cooldown does not fire; it stays pending and fires
 *   at the first evaluation after the cooldown if still breached.
 * - firing + breach: nothing (one trigger per episode).
 * - pending + no breach: back to normal, nothing sent. firing + no breach: the trigger resolves (ONE resolved
 *   notice), the rule back to normal.
 */
export function stepRule(rule: RuleStanding, value: number | null, now: Date): RuleStep {
  const unchanged = { action: 'none', state: rule.state, pendingSince: rule.pendingSince } as const;
  if (value === null) return unchanged;
  if (!isBreached(value, rule.condition, rule.threshold)) {
    if (rule.state === 'firing') return { action: 'resolve', state: 'normal', pendingSince: null };
    return { action: 'none', state: 'normal', pendingSince: null };
  }
  if (rule.state === 'firing') return unchanged;
  const pendingSince = rule.state === 'pending' && rule.pendingSince ? rule.pendingSince : now;
  const hasLasted = rule.isEvent || now.getTime() - pendingSince.getTime() >= rule.timeWindowMinutes * 60_000;
  const isCoolingDown =
    rule.lastTriggered !== null &&
    now.getTime() - rule.lastTriggered.getTime() < rule.cooldownMinutes * 60_000;
  if (hasLasted && !isCoolingDown) return { action: 'fire', state: 'firing', pendingSince: null, value };
  return { action: 'none', state: 'pending', pendingSince };
}
