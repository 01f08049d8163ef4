import type {
  TProductionPeriod,
  TProductionSummary,
  TProductionToday,
} from '../../../shared/contracts/production.js';
import { addDays } from '../../../shared/domain/calendar.js';
import { DEFAULT_PLANT_YIELD_FACTOR } from '../../../shared/domain/feedstock-analysis.js';
import {
  productionAnomalies,
  type AnomalyOptions,
  type ProductionAnomaly,
} from '../../../shared/domain/production-anomalies.js';
import { productionClassOf, type TProductionClass } from '../../../shared/domain/production-class.js';
import {
  productionDays,
  productionTotals,
  type ProductionDay,
} from '../../../shared/domain/production-days.js';
import { DEFAULT_ROLLING_BAND } from '../../../shared/domain/production-rolling-band.js';
import { productionYieldGap, type YieldGap } from '../../../shared/domain/production-yield-gap.js';
import type { TInputTonnageSource } from '../../../shared/domain/feed-log.js';
import type { FeedstockLot } from '../../../shared/domain/feedstock-analysis.js';
import { toFeedstockLot } from '../../../shared/domain/raw-material-lots.js';
import { findFeedEntriesBetween } from '../feed-log/feed-log.repository.js';
import type { DbTransaction } from '../../db/user-context.js';
import { readPlantSettings } from '../plant-settings/plant-settings.repository.js';
import { findUserToday } from '../profile/user-today.js';
import { toFreshTonnes } from '../raw-materials/fresh-tonnes.js';
import { findLotsDeliveredBetween } from '../raw-materials/raw-materials.repository.js';
import { findLatestReadingDate, findReadingsBetween } from './production.repository.js';

/** Most anomalies a summary lists (the newest); the count says how many there are. */
export const MAX_LISTED_ANOMALIES = 100;

function classOf(nm3PerHour: number | null): TProductionClass | null {
  return nm3PerHour === null ? null : productionClassOf(nm3PerHour);
}

/** The plant's own H2S and CH4 limits (plant settings: they depend on the engine maker or the grid contract). */
async function anomalyOptions(tx: DbTransaction, userId: string): Promise<AnomalyOptions> {
  const settings = await readPlantSettings(tx, userId);
  return { thresholds: { h2sPpmMax: settings.h2sMaxPpm, methanePercentMin: settings.methaneMinPct } };
}

interface Period {
  from: string;
  to: string;
  days: number;
}

/**
 * The period's feed, one entry per lot: the tonnes of each lot the feed log says were loaded in it, or, when the
 * log has no entry in the period, the lots delivered in it.
 */
async function periodFeed(
  tx: DbTransaction,
  userId: string,
  period: Period,
): Promise<{ lots: FeedstockLot[]; source: TInputTonnageSource }> {
  const entries = await findFeedEntriesBetween(tx, userId, period.from, period.to);
  if (entries.length > 0) {
    const fedByLot = new Map<string, { lot: (typeof entries)[number]['lot']; tonnes: number }>();
    for (const entry of entries) {
      const fed = fedByLot.get(entry.lot.id) ?? { lot: entry.lot, tonnes: 0 };
      fed.tonnes += entry.tonnes;
      fedByLot.set(entry.lot.id, fed);
    }
    return {
      lots: [...fedByLot.values()].map(({ lot, tonnes }) => toFeedstockLot({ ...lot, quantity: tonnes })),
      source: 'feed-log',
    };
  }
  const delivered = await findLotsDeliveredBetween(tx, userId, period.from, period.to);
  return {
    lots: delivered.map((lot) => toFeedstockLot({ ...lot, quantity: toFreshTonnes(lot.quantity, lot.unit) })),
    source: 'deliveries',
  };
}

/** The yield gap of a period: the days logged in it against the period's feed. */
async function yieldGapOf(
  tx: DbTransaction,
  userId: string,
  days: readonly ProductionDay[],
  period: Period,
): Promise<YieldGap> {
  const feed = await periodFeed(tx, userId, period);
  return productionYieldGap({
    days,
    ...feed,
    periodDays: period.days,
    yieldFactor: DEFAULT_PLANT_YIELD_FACTOR,
  });
}

/** The yield gap of the `periodDays` days ending on `today` (the advisory's yield-gap rule reads it). */
export async function readYieldGap(
  tx: DbTransaction,
  userId: string,
  today: string,
  periodDays: number,
): Promise<YieldGap> {
  const from = addDays(today, -(periodDays - 1));
  const days = productionDays(await findReadingsBetween(tx, userId, from, today));
  return yieldGapOf(tx, userId, days, { from, to: today, days: periodDays });
}

/**
 * The logged days from `from` to `to`, their totals and the anomalies of their readings, newest first (the
 * bands also read the two weeks before): the production page's period and the monthly report read the same.
 */
export async function readProductionBetween(
  tx: DbTransaction,
  userId: string,
  from: string,
  to: string,
): Promise<{
  days: ProductionDay[];
  totals: ReturnType<typeof productionTotals>;
  anomalies: ProductionAnomaly[];
}> {
  const readings = await findReadingsBetween(tx, userId, addDays(from, -DEFAULT_ROLLING_BAND.windowDays), to);
  const days = productionDays(readings.filter((reading) => reading.readingDate >= from));
  const anomalies = productionAnomalies(readings, from, await anomalyOptions(tx, userId)).reverse();
  return { days, totals: productionTotals(days), anomalies };
}

/**
 * The page's figures for the `periodDays` days ending on the plant's today (the user's calendar date): the logged
 * days, totals and averages, the size class from the average biomethane flow, the yield gap against the
 * period's feed, and the anomalies of the period's readings (the bands also read the two weeks before).
 */
export async function productionSummary(
  tx: DbTransaction,
  userId: string,
  periodDays: TProductionPeriod,
  now: Date = new Date(),
): Promise<TProductionSummary> {
  const today = await findUserToday(tx, userId, now);
  const from = addDays(today, -(periodDays - 1));
  const { days, totals, anomalies } = await readProductionBetween(tx, userId, from, today);
  const yieldGap = await yieldGapOf(tx, userId, days, { from, to: today, days: periodDays });
  return {
    period: { days: periodDays, from, to: today },
    days,
    totals,
    productionClass: classOf(totals.averages.biomethaneNm3PerHour),
    yieldGap,
    anomalies: anomalies.slice(0, MAX_LISTED_ANOMALIES),
    anomalyCount: anomalies.length,
  };
}

/** The dashboard card: the last logged day up to today, its class and its anomalies. */
export async function productionToday(
  tx: DbTransaction,
  userId: string,
  today: string,
): Promise<TProductionToday> {
  const last = await findLatestReadingDate(tx, userId, today);
  if (last === null) return { day: null, productionClass: null, anomalyCount: 0 };
  const readings = await findReadingsBetween(
    tx,
    userId,
    addDays(last, -DEFAULT_ROLLING_BAND.windowDays),
    last,
  );
  const [day] = productionDays(readings.filter((reading) => reading.readingDate === last));
  return {
    day: day ?? null,
    productionClass: classOf(day?.biomethaneNm3PerHour ?? null),
    anomalyCount: productionAnomalies(readings, last, await anomalyOptions(tx, userId)).length,
  };
}
