/**
 * The yield gap (issue 18 point 1, reused by the advisory): the methane the plant measured over a period against
 * the methane the period's feed should give at the plant (what the feed log says was loaded, or, for a period the
 * log does not cover, the lots delivered in it) (lab or default BMP × DM × VS × the
 * plant yield factor, feedstock-analysis.ts). The feed's methane is spread evenly over the period's days and
 * compared over the days the log covers, so a week logged on three days is not read as a 57 % shortfall.
 */
import type { TCalendarDate } from './calendar.js';
import type { TInputTonnageSource } from './feed-log.js';
import { DEFAULT_PLANT_YIELD_FACTOR, analyseLot, type FeedstockLot } from './feedstock-analysis.js';

export interface YieldGapInput {
  /** Measured methane per logged day (ProductionDay has these fields); days without a figure are not covered. */
  days: readonly { date: TCalendarDate; measuredMethaneNm3: number | null }[];
  /** The period's feed, one entry per lot (fresh tonnes fed, or delivered when `source` is 'deliveries'). */
  lots: readonly FeedstockLot[];
  source: TInputTonnageSource;
  /** Days in the period (7, 30, 365…). */
  periodDays: number;
  /** Plant yield factor in (0, 1]; 0.85 by default (domain.md). */
  yieldFactor?: number;
}

export interface YieldGap {
  /** Methane measured over the covered days, Nm³. */
  measuredMethaneNm3: number;
  /** The feed's methane at the plant over the covered days, Nm³ (feedMethaneNm3 × daysCovered / periodDays). */
  expectedMethaneNm3: number;
  /** Days of the period with a measured methane figure. */
  daysCovered: number;
  periodDays: number;
  /** The feed's methane at the plant for the whole period, Nm³. */
  feedMethaneNm3: number;
  /** Where the feed was read: the feed log, or the deliveries when the log has no entry in the period. */
  source: TInputTonnageSource;
  /** Lots fed (or delivered) in the period, and those lacking DM, VS or BMP (counted as no methane). */
  lotCount: number;
  incompleteLotCount: number;
  yieldFactor: number;
  /** measured / expected; null when nothing is expected. */
  ratio: number | null;
}

export function productionYieldGap(input: YieldGapInput): YieldGap {
  const { periodDays } = input;
  if (!Number.isInteger(periodDays) || periodDays < 1) {
    throw new RangeError(`periodDays must be a positive whole number: ${String(periodDays)}`);
  }
  const yieldFactor = input.yieldFactor ?? DEFAULT_PLANT_YIELD_FACTOR;
  const analyses = input.lots.map((lot) => analyseLot(lot, { yieldFactor }));
  const feedMethaneNm3 = analyses.reduce((sum, lot) => sum + (lot.methaneAtPlantNm3 ?? 0), 0);
  const covered = input.days.filter(
    (day): day is { date: TCalendarDate; measuredMethaneNm3: number } => day.measuredMethaneNm3 !== null,
  );
  const daysCovered = Math.min(new Set(covered.map((day) => day.date)).size, periodDays);
  const measuredMethaneNm3 = covered.reduce((sum, day) => sum + day.measuredMethaneNm3, 0);
  const expectedMethaneNm3 = (feedMethaneNm3 * daysCovered) / periodDays;
  return {
    measuredMethaneNm3,
    expectedMethaneNm3,
    daysCovered,
    periodDays,
    feedMethaneNm3,
    source: input.source,
    lotCount: analyses.length,
    incompleteLotCount: analyses.filter((lot) => !lot.isComplete).length,
    yieldFactor,
    ratio: expectedMethaneNm3 > 0 ? measuredMethaneNm3 / expectedMethaneNm3 : null,
  };
}
