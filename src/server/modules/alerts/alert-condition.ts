import type { AlertCondition } from '../../../shared/domain/alerts/alert-vocabulary.js';

/**
 * Two figures are equal when they differ by at most this share of the larger (or by this much near zero):
 * 0.1 + 0.2 equals 0.3, an error rate of 100 * 1 / 3 equals 33.333333333. Measured figures are not exact.
 */
export const EQUALITY_TOLERANCE = 1e-9;

export function isNearlyEqual(a: number, b: number): boolean {
  return Math.abs(a - b) <= EQUALITY_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Whether a measured figure breaches the rule's condition (spec §3 conditions). */
export function isBreached(value: number, condition: AlertCondition, threshold: number): boolean {
  switch (condition) {
    case 'greater_than':
      return value > threshold && !isNearlyEqual(value, threshold);
    case 'less_than':
      return value < threshold && !isNearlyEqual(value, threshold);
    case 'equals':
      return isNearlyEqual(value, threshold);
    case 'not_equals':
      return !isNearlyEqual(value, threshold);
  }
}
