/**
 * A reading's own band (issue 18 point 1): the mean ± k standard deviations of the same measure over the days
 * before it. A reading outside it is unusual for this plant even when it is within the process limits.
 */
import { addDays, type TCalendarDate } from './calendar.js';

export interface RollingBandRule {
  /** Days looked back over, the reading's own day excluded. */
  windowDays: number;
  /** Fewest earlier values for a band to be drawn at all. */
  minPoints: number;
  /** Half-width of the band in standard deviations. */
  sigmas: number;
  /**
   * Narrowest half-width, as a share of the mean's size: a flat history (σ ≈ 0) would otherwise flag any change
   * of the last digit.
   */
  minHalfWidthShare: number;
}

/** Ours (no source gives one): two weeks, a week of points, 3 σ, at least 5 % of the mean. */
export const DEFAULT_ROLLING_BAND: RollingBandRule = {
  windowDays: 14,
  minPoints: 7,
  sigmas: 3,
  minHalfWidthShare: 0.05,
};

export interface DatedValue {
  date: TCalendarDate;
  value: number;
}

export interface RollingBand {
  mean: number;
  standardDeviation: number;
  low: number;
  high: number;
  /** Earlier values the band rests on. */
  points: number;
  windowDays: number;
  sigmas: number;
}

/**
 * The band of the values dated in the `windowDays` days before `date` (the day itself excluded), or null when
 * fewer than `minPoints` values fall there. σ is the population standard deviation of those values.
 */
export function rollingBand(
  history: readonly DatedValue[],
  date: TCalendarDate,
  rule: RollingBandRule = DEFAULT_ROLLING_BAND,
): RollingBand | null {
  const from = addDays(date, -rule.windowDays);
  const values = history
    .filter((entry) => entry.date >= from && entry.date < date)
    .map((entry) => entry.value);
  if (values.length < rule.minPoints || values.length === 0) return null;
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  const standardDeviation = Math.sqrt(variance);
  const halfWidth = Math.max(rule.sigmas * standardDeviation, rule.minHalfWidthShare * Math.abs(mean));
  return {
    mean,
    standardDeviation,
    low: mean - halfWidth,
    high: mean + halfWidth,
    points: values.length,
    windowDays: rule.windowDays,
    sigmas: rule.sigmas,
  };
}
