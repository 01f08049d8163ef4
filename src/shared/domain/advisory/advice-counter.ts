/**
 * What the sidebar counter and the advisory page do with the advice and the ids the operator dismissed or has
 * seen (stored by the caller): an id names a situation, so a dismissal holds until the situation changes.
 */
import { severityRank, type TAdviceSeverity } from './advice.js';

interface IdentifiedAdvice {
  id: string;
  severity: TAdviceSeverity;
}

/** The advice not dismissed, in their given order. */
export function activeAdvice<TAdvice extends IdentifiedAdvice>(
  advice: readonly TAdvice[],
  dismissedIds: Iterable<string>,
): TAdvice[] {
  const dismissed = new Set(dismissedIds);
  return advice.filter((item) => !dismissed.has(item.id));
}

/**
 * How many advice are new to the operator: neither dismissed nor seen, and at least as urgent as
 * `minimumSeverity` (default 'info': all of them).
 */
export function newAdviceCount(
  advice: readonly IdentifiedAdvice[],
  dismissedIds: Iterable<string>,
  seenIds: Iterable<string> = [],
  minimumSeverity: TAdviceSeverity = 'info',
): number {
  const seen = new Set(seenIds);
  return activeAdvice(advice, dismissedIds).filter(
    (item) => !seen.has(item.id) && severityRank(item.severity) <= severityRank(minimumSeverity),
  ).length;
}

/**
 * The stored ids that still name a current advice, so the stored list does not grow for ever. Forgetting the
 * others is safe enough: a situation that ends almost never comes back with the same id (a new onset, a restock,
 * a new carbon load make new ids); the yield gap, keyed by month, may show again within its month.
 */
export function currentIds(storedIds: Iterable<string>, advice: readonly IdentifiedAdvice[]): string[] {
  const current = new Set(advice.map((item) => item.id));
  return [...new Set(storedIds)].filter((id) => current.has(id));
}
