/**
 * The daily feed log (issue 18, "Journal d'alimentation"): what the operator loads into the digester, lot by lot,
 * in tonnes of fresh matter. From each lot's dry matter (DM, % of fresh matter), volatile solids (VS, % of DM) and
 * methane potential (BMP, Nm³ CH4 per tonne of VS), lab values first then the defaults the analysis page uses:
 * - kg VS fed = t × DM % × VS % × 1000 / 10 000;
 * - expected methane, Nm³ = t × DM × VS × BMP (the lab potential, before the plant's yield factor);
 * - organic loading rate (OLR) of a day = kg VS fed ÷ digester working volume (kg VS / m³ / day).
 */
import type { TCalendarDate } from './calendar.js';
import { addDays } from './calendar.js';

/**
 * Where a period's inputs are read from: the feed log (what was loaded) when it has entries in the period, the
 * lots delivered in it otherwise (a plant that does not keep the log yet).
 */
export const INPUT_TONNAGE_SOURCES = ['feed-log', 'deliveries'] as const;
export type TInputTonnageSource = (typeof INPUT_TONNAGE_SOURCES)[number];

/** Fresh tonnes of one entry (the table's check holds the same bounds). */
export const FEED_TONNES_BOUNDS = { min: 0.001, max: 1000 } as const;
export const FEED_NOTES_MAX_LENGTH = 1000;

/** The periods the page offers, in days ending on the plant's today. */
export const FEED_PERIODS = [7, 30, 365] as const;
export type TFeedPeriod = (typeof FEED_PERIODS)[number];

/** The values of a lot the feed figures need; null where neither the lab nor a default gives one. */
export interface FeedLotValues {
  dryMatterPct: number | null;
  volatileSolidsPctOfDm: number | null;
  bmpNm3PerTonneVs: number | null;
}

/** kg of volatile solids in `tonnes` of fresh matter; null without DM or VS. */
export function volatileSolidsKgOf(tonnes: number, lot: FeedLotValues): number | null {
  const { dryMatterPct, volatileSolidsPctOfDm } = lot;
  if (dryMatterPct === null || volatileSolidsPctOfDm === null) return null;
  return (tonnes * dryMatterPct * volatileSolidsPctOfDm * 1000) / 10_000;
}

/** Nm³ of methane `tonnes` of fresh matter can give at lab potential; null without DM, VS or BMP. */
export function expectedMethaneNm3Of(tonnes: number, lot: FeedLotValues): number | null {
  const kgVs = volatileSolidsKgOf(tonnes, lot);
  if (kgVs === null || lot.bmpNm3PerTonneVs === null) return null;
  return (kgVs / 1000) * lot.bmpNm3PerTonneVs;
}

/** kg VS / m³ / day; null without a digester volume. */
export function olrOf(volatileSolidsKg: number, digesterVolumeM3: number | null): number | null {
  return digesterVolumeM3 === null || digesterVolumeM3 <= 0 ? null : volatileSolidsKg / digesterVolumeM3;
}

/** One entry as the figures read it. */
export interface FeedEntryFigures {
  fedOn: TCalendarDate;
  tonnes: number;
  lot: FeedLotValues;
}

export interface FeedDay {
  date: TCalendarDate;
  entryCount: number;
  tonnes: number;
  /** kg VS of the entries whose lot has DM and VS; `incompleteEntryCount` counts the others. */
  volatileSolidsKg: number;
  expectedMethaneNm3: number;
  olrKgVsPerM3Day: number | null;
  incompleteEntryCount: number;
}

export interface FeedTotals {
  daysFed: number;
  entryCount: number;
  tonnes: number;
  volatileSolidsKg: number;
  expectedMethaneNm3: number;
  /** Mean OLR over the days fed; null without a volume or a day fed. */
  meanOlrKgVsPerM3Day: number | null;
  incompleteEntryCount: number;
}

/** The days with entries from `from` to `to` (both included), oldest first, each summed over its entries. */
export function feedDays(
  entries: readonly FeedEntryFigures[],
  from: TCalendarDate,
  to: TCalendarDate,
  digesterVolumeM3: number | null,
): FeedDay[] {
  const byDate = new Map<TCalendarDate, FeedDay>();
  for (const entry of entries) {
    if (entry.fedOn < from || entry.fedOn > to) continue;
    const day = byDate.get(entry.fedOn) ?? {
      date: entry.fedOn,
      entryCount: 0,
      tonnes: 0,
      volatileSolidsKg: 0,
      expectedMethaneNm3: 0,
      olrKgVsPerM3Day: null,
      incompleteEntryCount: 0,
    };
    const kgVs = volatileSolidsKgOf(entry.tonnes, entry.lot);
    const methane = expectedMethaneNm3Of(entry.tonnes, entry.lot);
    day.entryCount += 1;
    day.tonnes += entry.tonnes;
    day.volatileSolidsKg += kgVs ?? 0;
    day.expectedMethaneNm3 += methane ?? 0;
    if (kgVs === null || methane === null) day.incompleteEntryCount += 1;
    byDate.set(entry.fedOn, day);
  }
  return [...byDate.values()]
    .map((day) => ({ ...day, olrKgVsPerM3Day: olrOf(day.volatileSolidsKg, digesterVolumeM3) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export function feedTotals(days: readonly FeedDay[]): FeedTotals {
  const sum = (pick: (day: FeedDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  const olrs = days.flatMap((day) => (day.olrKgVsPerM3Day === null ? [] : [day.olrKgVsPerM3Day]));
  return {
    daysFed: days.length,
    entryCount: sum((day) => day.entryCount),
    tonnes: sum((day) => day.tonnes),
    volatileSolidsKg: sum((day) => day.volatileSolidsKg),
    expectedMethaneNm3: sum((day) => day.expectedMethaneNm3),
    meanOlrKgVsPerM3Day: olrs.length === 0 ? null : olrs.reduce((a, b) => a + b, 0) / olrs.length,
    incompleteEntryCount: sum((day) => day.incompleteEntryCount),
  };
}

/** The first day of a period of `days` days ending on `today`. */
export function feedPeriodStart(today: TCalendarDate, days: number): TCalendarDate {
  return addDays(today, -(days - 1));
}

/** What is left of a lot: delivered minus fed, never below 0 (a lot fed past its weighing is empty, not owed). */
export function remainingTonnesOf(deliveredTonnes: number, fedTonnes: number): number {
  return Math.max(0, Math.round((deliveredTonnes - fedTonnes) * 1000) / 1000);
}
