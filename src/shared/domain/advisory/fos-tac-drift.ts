/**
 * FOS/TAC drift (domain.md "Process monitoring"): the Nordmann titration ratio of volatile acids (FOS) to
 * alkalinity (TAC) is < 0.3 when the digester is under-fed, 0.3–0.4 when stable, > 0.4 when stressed, and "the
 * trend matters more than one value": a steady rise inside the stable band is the early sign of acidosis.
 */
import { addDays, type TCalendarDate } from '../calendar.js';
import {
  adviceId,
  adviceSource,
  type Advice,
  type AdviceRange,
  type AdviceThreshold,
  type TAdviceSeverity,
} from './advice.js';
import {
  daysBetween,
  readingsUpTo,
  situationSince,
  trendOver,
  type DatedReading,
  type Trend,
  type TrendWindowRule,
} from './dated-series.js';

/** Stable band, both ends included (smallops.eu, adhara-viveka; "check" in domain.md). */
export const FOS_TAC_STABLE_RANGE: AdviceRange = { min: 0.3, max: 0.4, origin: 'cited' };

/**
 * Slope from which the trend counts as rising: +0.005 a day is +0.07 over the 14-day window, 70 % of the width of
 * the stable band; at that pace a digester at 0.33 reaches 0.4 in two weeks, inside the 5–14 days by which
 * FOS/TAC leads the pH (domain.md). A single titration's day-to-day scatter (a few hundredths) moves a 14-day
 * least-squares slope far less than that. Ours: no source gives a figure.
 */
export const FOS_TAC_RISING_SLOPE_PER_DAY: AdviceThreshold = { value: 0.005, origin: 'our-default' };

/**
 * The trend is fitted on the daily means of the last 14 days (the brief's 7–14, the longer end to smooth the
 * titration's scatter), from at least 5 days with readings spanning at least a week (first and last 6 days
 * apart): fewer points make any slope a coin toss.
 */
export const FOS_TAC_TREND_WINDOW: TrendWindowRule = {
  windowDays: 14,
  minDaysWithReadings: 5,
  minSpanDays: 6,
};

/**
 * The latest reading says something about today only while it is at most a week old: FOS/TAC is a daily test
 * (domain.md maintenance plan), so a week without one means the log is not kept.
 */
export const FOS_TAC_MAX_READING_AGE_DAYS = 7;

/** How far back the onset of a situation is looked for (its id stays the same while it lasts). */
const ONSET_LOOK_BACK_DAYS = 90;

export const FOS_TAC_FINDINGS = ['stressed', 'rising', 'under-fed'] as const;
export type TFosTacFinding = (typeof FOS_TAC_FINDINGS)[number];

/** FOS/TAC readings (dimensionless: mg/L acetic acid equivalent ÷ mg/L CaCO3), several a day allowed. */
export interface FosTacInput {
  readings: readonly DatedReading[];
}

export interface FosTacDrift {
  finding: TFosTacFinding;
  latest: DatedReading;
  trend: Trend;
}

export interface FosTacDriftEvidence extends FosTacDrift {
  /** First day of the unbroken run of days with this finding. */
  since: TCalendarDate;
  stableRange: AdviceRange;
  risingSlopePerDay: AdviceThreshold;
  /**
   * When the fitted line reaches the top of the stable band at its current pace; null unless the finding is
   * 'rising'.
   */
  projectedToReachMaxOn: TCalendarDate | null;
}

export type TFosTacDriftAdvice = Advice<'fos-tac-drift', FosTacDriftEvidence>;

const severityOf: Record<TFosTacFinding, TAdviceSeverity> = {
  stressed: 'act',
  rising: 'watch',
  // Under-fed is lost production, not a danger: the digester could take more feed.
  'under-fed': 'info',
};

function driftOn(sortedReadings: readonly DatedReading[], asOf: TCalendarDate): FosTacDrift | null {
  const upToDay = sortedReadings.filter((reading) => reading.date <= asOf);
  const latest = upToDay[upToDay.length - 1];
  if (latest === undefined || daysBetween(latest.date, asOf) > FOS_TAC_MAX_READING_AGE_DAYS) return null;
  const trend = trendOver(upToDay, asOf, FOS_TAC_TREND_WINDOW);
  const { min, max } = FOS_TAC_STABLE_RANGE;
  if (latest.value > max) return { finding: 'stressed', latest, trend };
  if (latest.value < min) return { finding: 'under-fed', latest, trend };
  const isRising = trend.slopePerDay !== null && trend.slopePerDay >= FOS_TAC_RISING_SLOPE_PER_DAY.value;
  return isRising ? { finding: 'rising', latest, trend } : null;
}

/** Where FOS/TAC stands on `asOf` from the readings up to that day; null when stable or too thin to say. */
export function fosTacDriftOn(readings: readonly DatedReading[], asOf: TCalendarDate): FosTacDrift | null {
  return driftOn(readingsUpTo(readings, asOf), asOf);
}

/** The day a FOS/TAC drift with the same finding as on `asOf` began (`asOf` itself when it began today). */
export function fosTacDriftSince(readings: readonly DatedReading[], asOf: TCalendarDate): TCalendarDate {
  const sorted = readingsUpTo(readings, asOf);
  return situationSince(asOf, ONSET_LOOK_BACK_DAYS, (day) => driftOn(sorted, day)?.finding ?? null);
}

function projectedToReachMax(drift: FosTacDrift, asOf: TCalendarDate): TCalendarDate | null {
  const { slopePerDay, fittedValueAsOf } = drift.trend;
  if (drift.finding !== 'rising' || slopePerDay === null || fittedValueAsOf === null) return null;
  const daysAhead = Math.max(0, Math.ceil((FOS_TAC_STABLE_RANGE.max - fittedValueAsOf) / slopePerDay));
  return addDays(asOf, daysAhead);
}

/**
 * Stressed (latest > 0.4) → act; rising inside the band → watch; under-fed (latest < 0.3) → info. Nothing when
 * the latest reading is over a week old, and no trend from fewer than 5 days. Situation: the finding and its
 * onset.
 */
export function fosTacDriftAdvice(input: FosTacInput, today: TCalendarDate): TFosTacDriftAdvice | null {
  const sorted = readingsUpTo(input.readings, today);
  const drift = driftOn(sorted, today);
  if (drift === null) return null;
  const since = situationSince(today, ONSET_LOOK_BACK_DAYS, (day) => driftOn(sorted, day)?.finding ?? null);
  return {
    id: adviceId('fos-tac-drift', drift.finding, since),
    rule: 'fos-tac-drift',
    severity: severityOf[drift.finding],
    date: since,
    evidence: {
      ...drift,
      since,
      stableRange: FOS_TAC_STABLE_RANGE,
      risingSlopePerDay: FOS_TAC_RISING_SLOPE_PER_DAY,
      projectedToReachMaxOn: projectedToReachMax(drift, today),
    },
    source: adviceSource('domain:process-monitoring/fos-tac'),
    actionPath: '/dashboard/production',
  };
}
