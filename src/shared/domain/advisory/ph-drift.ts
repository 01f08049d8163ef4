/**
 * pH drift (domain.md "Process monitoring", smallops.eu): a digester is healthy at pH 6.8–7.6; below 6.8 acidosis
 * is already advanced, and FOS/TAC shows it 5–14 days earlier. A well-buffered digester holds its pH, so a steady
 * fall inside the band means the buffer is being used up.
 */
import type { TCalendarDate } from '../calendar.js';
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
import { fosTacDriftOn, fosTacDriftSince, type TFosTacFinding } from './fos-tac-drift.js';

export const PH_HEALTHY_RANGE: AdviceRange = { min: 6.8, max: 7.6, origin: 'cited' };

/**
 * Slope from which the trend counts as falling: −0.01 pH a day is −0.14 over the 14-day window, more than twice a
 * field probe's usual scatter (±0.05) and about a sixth of the healthy band; kept up, it takes a digester from 7.2
 * to 6.8 in six weeks. Ours: no source gives a figure.
 */
export const PH_FALLING_SLOPE_PER_DAY: AdviceThreshold = { value: -0.01, origin: 'our-default' };

/** Same window as FOS/TAC: 14 days, at least 5 days with readings spanning a week. */
export const PH_TREND_WINDOW: TrendWindowRule = { windowDays: 14, minDaysWithReadings: 5, minSpanDays: 6 };

/** A pH reading older than a week says nothing about today. */
export const PH_MAX_READING_AGE_DAYS = 7;

/** FOS/TAC shows acidosis this many days before the pH does (domain.md). */
export const FOS_TAC_LEAD_OVER_PH_DAYS = { min: 5, max: 14 } as const;

const ONSET_LOOK_BACK_DAYS = 90;

export const PH_FINDINGS = ['acidic', 'alkaline', 'falling'] as const;
export type TPhFinding = (typeof PH_FINDINGS)[number];

export interface PhInput {
  /** Digester pH readings, several a day allowed. */
  readings: readonly DatedReading[];
  /** The FOS/TAC readings, to say when both drift (optional). */
  fosTacReadings?: readonly DatedReading[];
}

export interface PhDrift {
  finding: TPhFinding;
  latest: DatedReading;
  trend: Trend;
}

export interface PhDriftEvidence extends PhDrift {
  since: TCalendarDate;
  healthyRange: AdviceRange;
  fallingSlopePerDay: AdviceThreshold;
  /** FOS/TAC drifting too (any finding), with its onset; null when it is stable or not logged. */
  fosTac: {
    finding: TFosTacFinding;
    since: TCalendarDate;
    /** Days from the FOS/TAC onset to the pH onset: positive when FOS/TAC drifted first, as it should. */
    leadDays: number;
  } | null;
  /** pH acidic or falling while FOS/TAC is stressed or rising: the two signs of acidosis together. */
  isAcidosisPattern: boolean;
  fosTacLeadOverPhDays: typeof FOS_TAC_LEAD_OVER_PH_DAYS;
}

export type TPhDriftAdvice = Advice<'ph-drift', PhDriftEvidence>;

const severityOf: Record<TPhFinding, TAdviceSeverity> = {
  // Below 6.8 acidosis is already advanced (domain.md).
  acidic: 'act',
  // Above the band: free ammonia rises with pH, a risk to watch rather than an emergency.
  alkaline: 'watch',
  falling: 'watch',
};

function driftOn(sortedReadings: readonly DatedReading[], asOf: TCalendarDate): PhDrift | null {
  const upToDay = sortedReadings.filter((reading) => reading.date <= asOf);
  const latest = upToDay[upToDay.length - 1];
  if (latest === undefined || daysBetween(latest.date, asOf) > PH_MAX_READING_AGE_DAYS) return null;
  const trend = trendOver(upToDay, asOf, PH_TREND_WINDOW);
  if (latest.value < PH_HEALTHY_RANGE.min) return { finding: 'acidic', latest, trend };
  if (latest.value > PH_HEALTHY_RANGE.max) return { finding: 'alkaline', latest, trend };
  const isFalling = trend.slopePerDay !== null && trend.slopePerDay <= PH_FALLING_SLOPE_PER_DAY.value;
  return isFalling ? { finding: 'falling', latest, trend } : null;
}

/** Where the pH stands on `asOf` from the readings up to that day; null when healthy or too thin to say. */
export function phDriftOn(readings: readonly DatedReading[], asOf: TCalendarDate): PhDrift | null {
  return driftOn(readingsUpTo(readings, asOf), asOf);
}

function fosTacAlongside(
  fosTacReadings: readonly DatedReading[],
  today: TCalendarDate,
  phSince: TCalendarDate,
): PhDriftEvidence['fosTac'] {
  const drift = fosTacDriftOn(fosTacReadings, today);
  if (drift === null) return null;
  const since = fosTacDriftSince(fosTacReadings, today);
  return { finding: drift.finding, since, leadDays: daysBetween(since, phSince) };
}

/**
 * Acidic (< 6.8) → act; alkaline (> 7.6) or falling inside the band → watch. Nothing when the latest reading is
 * over a week old, and no trend from fewer than 5 days. Situation: the finding and its onset.
 */
export function phDriftAdvice(input: PhInput, today: TCalendarDate): TPhDriftAdvice | null {
  const sorted = readingsUpTo(input.readings, today);
  const drift = driftOn(sorted, today);
  if (drift === null) return null;
  const since = situationSince(today, ONSET_LOOK_BACK_DAYS, (day) => driftOn(sorted, day)?.finding ?? null);
  const fosTac = fosTacAlongside(input.fosTacReadings ?? [], today, since);
  const isAcidosisPattern =
    (drift.finding === 'acidic' || drift.finding === 'falling') &&
    (fosTac?.finding === 'stressed' || fosTac?.finding === 'rising');
  return {
    id: adviceId('ph-drift', drift.finding, since),
    rule: 'ph-drift',
    severity: severityOf[drift.finding],
    date: since,
    evidence: {
      ...drift,
      since,
      healthyRange: PH_HEALTHY_RANGE,
      fallingSlopePerDay: PH_FALLING_SLOPE_PER_DAY,
      fosTac,
      isAcidosisPattern,
      fosTacLeadOverPhDays: FOS_TAC_LEAD_OVER_PH_DAYS,
    },
    source: adviceSource('domain:process-monitoring/ph'),
    actionPath: '/dashboard/production',
  };
}
