import { ALERT_TYPE_UNITS, type AlertType } from './alert-vocabulary.js';

/** A day: a longer window would keep a breach pending for days before anyone hears of it. */
export const MAX_ALERT_WINDOW_MINUTES = 1440;

/** The largest threshold that means something per unit (ms: an hour; counts and rates: a million). */
const maxThresholdOfUnit = { percent: 100, ms: 3_600_000, perMinute: 1_000_000, count: 1_000_000 } as const;

/**
 * Why a threshold makes no sense for a rule type, as an i18n key of the `alerts` namespace; null when it is
 * fine. Negative, not finite, a percentage above 100 or beyond the unit's sensible range are refused.
 */
export function thresholdProblem(type: AlertType, threshold: number): string | null {
  if (!Number.isFinite(threshold)) return 'alerts:validation.thresholdInvalid';
  if (threshold < 0) return 'alerts:validation.thresholdNegative';
  const unit = ALERT_TYPE_UNITS[type];
  if (threshold > maxThresholdOfUnit[unit])
    return unit === 'percent' ? 'alerts:validation.thresholdPercent' : 'alerts:validation.thresholdTooLarge';
  return null;
}
