/**
 * Yield gap: methane measured at the plant against the methane its feed should give there (domain.md
 * "Feedstocks": lab BMP × DM × VS of each lot, times the plant yield factor, 0.85 by default), over the last 30
 * days. A plant well below its own expectation is losing gas (a stressed digester, a leak, a feed worse than its
 * analysis) or mis-metering it.
 */
import { addDays, monthKey, type TCalendarDate } from '../calendar.js';
import { DEFAULT_PLANT_YIELD_FACTOR } from '../feedstock-analysis.js';
import { adviceId, adviceSource, type Advice, type AdviceThreshold } from './advice.js';
import { assertFinite } from './dated-series.js';

export const YIELD_GAP_PERIOD_DAYS = 30;

/**
 * Advice below 80 % of the expected methane. The expectation already carries the plant yield factor (lab BMPs run
 * above plant yields), and 30 days of feed are not 30 days of gas (a retention time of 60 days and more spreads a
 * change of feed over two months): a shortfall of a fifth is beyond that lag, and calls for lab BMPs where the
 * expectation rests on defaults (domain.md's ranges run 20–40 % either side of their means). Ours: no source
 * gives a figure.
 */
export const YIELD_GAP_MIN_RATIO: AdviceThreshold = { value: 0.8, origin: 'our-default' };

/** At least three weeks of the 30 days with both gas and feed logged: fewer make totals of a few odd days. */
export const YIELD_GAP_MIN_DAYS_COVERED = 21;

export interface YieldGapInput {
  /** Nm³ CH4 measured over the last 30 days (0 °C, 1013 mbar). */
  measuredMethaneNm3: number;
  /** Nm³ CH4 expected at the plant from the same days' feed (lab methane × yield factor). */
  expectedMethaneNm3: number;
  /** Days of the 30 on which both the gas and the feed were logged (the totals are over those days). */
  daysCovered: number;
  /** The yield factor the expectation used (default 0.85), shown with the figures. */
  yieldFactor?: number;
}

export interface YieldGapEvidence {
  periodStart: TCalendarDate;
  periodEnd: TCalendarDate;
  daysCovered: number;
  measuredMethaneNm3: number;
  expectedMethaneNm3: number;
  /** measured ÷ expected. */
  ratio: number;
  minRatio: AdviceThreshold;
  yieldFactor: number;
}

export type TYieldGapAdvice = Advice<'yield-gap', YieldGapEvidence>;

/**
 * Measured below 80 % of expected over the last 30 days → watch. Nothing with fewer than 21 days covered or no
 * expected methane. Situation: the calendar month (two totals carry no onset: a dismissal holds for the month,
 * and a gap that lasts comes back the next).
 */
export function yieldGapAdvice(input: YieldGapInput, today: TCalendarDate): TYieldGapAdvice | null {
  const { measuredMethaneNm3, expectedMethaneNm3, daysCovered } = input;
  for (const [name, value] of [
    ['Measured methane', measuredMethaneNm3],
    ['Expected methane', expectedMethaneNm3],
    ['Days covered', daysCovered],
  ] as const) {
    assertFinite(name, value);
    if (value < 0) throw new RangeError(`${name} must be >= 0: ${value}`);
  }
  if (daysCovered > YIELD_GAP_PERIOD_DAYS) {
    throw new RangeError(`Days covered must be at most ${YIELD_GAP_PERIOD_DAYS}: ${daysCovered}`);
  }
  if (daysCovered < YIELD_GAP_MIN_DAYS_COVERED || expectedMethaneNm3 === 0) return null;
  const ratio = measuredMethaneNm3 / expectedMethaneNm3;
  if (ratio >= YIELD_GAP_MIN_RATIO.value) return null;
  return {
    id: adviceId('yield-gap', 'below-expected', monthKey(today)),
    rule: 'yield-gap',
    severity: 'watch',
    date: today,
    evidence: {
      periodStart: addDays(today, -(YIELD_GAP_PERIOD_DAYS - 1)),
      periodEnd: today,
      daysCovered,
      measuredMethaneNm3,
      expectedMethaneNm3,
      ratio,
      minRatio: YIELD_GAP_MIN_RATIO,
      yieldFactor: input.yieldFactor ?? DEFAULT_PLANT_YIELD_FACTOR,
    },
    source: adviceSource('domain:feedstocks/plant-yield'),
    actionPath: '/dashboard/raw-materials/analysis',
  };
}
