/**
 * The mass and energy balance of a period (issue 19 point 4; domain.md "RED II": mass balance audited every
 * year): what entered the digester (the feed log) against what the production log measured, and the digestate.
 *
 * - Inputs are the feed log's days as the feed-log page sums them (shared/domain/feed-log.ts): fresh tonnes, kg of
 *   volatile solids, expected methane at the lab potential (t × DM × VS × BMP, before the plant's yield factor).
 * - Outputs are the production log's days as the production page sums them (shared/domain/production-days.ts):
 *   biogas m³, electricity kWh, and the methane of a day: biogas × CH4 % when the day has a CH4 reading, else the
 *   day's mean biomethane flow (Nm³/h) × 24 h. Biomethane Nm³ alone is that mean flow × 24 h per day.
 * - Energy is methane × its higher heating value (PCS, 11.06 kWh/Nm³, feedstock-analysis.ts), inputs and outputs
 *   alike, so the gap compares like with like.
 * - Digestate is not measured anywhere: it is calculated as inputs − the mass of the biogas that left, the biogas
 *   volume × BIOGAS_DENSITY_KG_PER_M3 (labelled "calculé" on the page).
 *
 * Isomorphic and pure: days in, periods out (no rounding).
 */
import { daysInMonth, type TCalendarDate } from '../calendar.js';
import type { FeedDay } from '../feed-log.js';
import { METHANE_HHV_KWH_PER_NM3 } from '../feedstock-analysis.js';
import type { ProductionDay } from '../production-days.js';

/**
 * Density of biogas, kg per m³, to turn the biogas volume into the mass that left the digester. Worked out from
 * the densities of methane (0.717 kg/Nm³) and carbon dioxide (1.977 kg/Nm³) at 0 °C and 1 atm for a biogas of
 * 55 to 60 % CH4: 0.6 × 0.717 + 0.4 × 1.977 ≈ 1.22, 0.55 × 0.717 + 0.45 × 1.977 ≈ 1.28, rounded down to 1.2
 * because the meter reads at site temperature (above 0 °C), which lowers it. À vérifier (not a figure of
 * domain.md): the plant's gas composition and metering conditions decide it. Biogas is a few % of the inputs' mass, so the digestate
 * figure moves little with it.
 */
export const BIOGAS_DENSITY_KG_PER_M3 = 1.2;

/**
 * Rule of the balance check (the ratio is measured output energy ÷ expected input energy at lab potential):
 * - above MASS_BALANCE_MAX_RATIO_PCT: the plant measured more energy than its inputs can hold at the lab potential,
 *   which is impossible: feed entries are missing (or a lot's lab values are too low);
 * - below MASS_BALANCE_MIN_RATIO_PCT: less than half of the lab potential came out, far below the usual plant
 *   yield factor of 0.85 (domain.md): production readings are missing, or the digester is in trouble.
 * Between the two the period balances. A month's balance also carries the retention time (inputs of late in a
 * month produce in the next), which the year's balance smooths out.
 */
export const MASS_BALANCE_MAX_RATIO_PCT = 100;
export const MASS_BALANCE_MIN_RATIO_PCT = 50;

export const MASS_BALANCE_STATUSES = [
  'balanced',
  'above_expected',
  'below_floor',
  'not_comparable',
  'no_feed',
  'no_production',
  'no_data',
] as const;
export type TMassBalanceStatus = (typeof MASS_BALANCE_STATUSES)[number];

export interface MassBalanceInputs {
  daysFed: number;
  entryCount: number;
  freshTonnes: number;
  volatileSolidsKg: number;
  expectedMethaneNm3: number;
  expectedEnergyKwhPcs: number;
  /** Entries whose lot lacks DM, VS or BMP: their tonnes count, their methane does not. */
  incompleteEntryCount: number;
}

export interface MassBalanceOutputs {
  daysLogged: number;
  readingCount: number;
  biogasM3: number;
  /** Methane measured (see the file's comment); null when no day gives CH4 % or a biomethane flow. */
  measuredMethaneNm3: number | null;
  /** measuredMethaneNm3 × PCS; null with it. */
  energyKwhPcs: number | null;
  /** Mean biomethane flow × 24 h, summed over the days that give a flow; null when none does. */
  biomethaneNm3: number | null;
  /** Electricity of the readings that give it; null when none does. */
  electricityKwh: number | null;
}

export interface MassBalanceDigestate {
  /** Calculated, not measured: inputs − biogas mass. */
  calculatedTonnes: number;
  biogasMassTonnes: number;
  densityKgPerM3: number;
}

export interface MassBalancePeriod {
  /** 'YYYY-MM' for a month, 'YYYY' for the year. */
  key: string;
  from: TCalendarDate;
  to: TCalendarDate;
  /** Null when the period has no feed entry (never zeros printed as facts). */
  inputs: MassBalanceInputs | null;
  /** Null when the period has no production reading. */
  outputs: MassBalanceOutputs | null;
  /** Null unless the period has both. */
  digestate: MassBalanceDigestate | null;
  /** Output energy ÷ expected energy, % and the difference in kWh (output − expected); null when not comparable. */
  gap: { ratioPct: number; kwh: number } | null;
  status: TMassBalanceStatus;
}

export interface MassBalanceYear {
  year: number;
  densityKgPerM3: number;
  minRatioPct: number;
  maxRatioPct: number;
  months: MassBalancePeriod[];
  total: MassBalancePeriod;
}

function sumOf<T>(items: readonly T[], pick: (item: T) => number): number {
  return items.reduce((total, item) => total + pick(item), 0);
}

function sumOfKnown<T>(items: readonly T[], pick: (item: T) => number | null): number | null {
  const known = items.map(pick).filter((value): value is number => value !== null);
  return known.length === 0 ? null : known.reduce((total, value) => total + value, 0);
}

function inputsOf(days: readonly FeedDay[]): MassBalanceInputs | null {
  if (days.length === 0) return null;
  const expectedMethaneNm3 = sumOf(days, (day) => day.expectedMethaneNm3);
  return {
    daysFed: days.length,
    entryCount: sumOf(days, (day) => day.entryCount),
    freshTonnes: sumOf(days, (day) => day.tonnes),
    volatileSolidsKg: sumOf(days, (day) => day.volatileSolidsKg),
    expectedMethaneNm3,
    expectedEnergyKwhPcs: expectedMethaneNm3 * METHANE_HHV_KWH_PER_NM3,
    incompleteEntryCount: sumOf(days, (day) => day.incompleteEntryCount),
  };
}

const hoursPerDay = 24;

function outputsOf(days: readonly ProductionDay[]): MassBalanceOutputs | null {
  if (days.length === 0) return null;
  const measuredMethaneNm3 = sumOfKnown(days, (day) => day.measuredMethaneNm3);
  return {
    daysLogged: days.length,
    readingCount: sumOf(days, (day) => day.readingCount),
    biogasM3: sumOf(days, (day) => day.biogasM3),
    measuredMethaneNm3,
    energyKwhPcs: measuredMethaneNm3 === null ? null : measuredMethaneNm3 * METHANE_HHV_KWH_PER_NM3,
    biomethaneNm3: sumOfKnown(days, (day) =>
      day.biomethaneNm3PerHour === null ? null : day.biomethaneNm3PerHour * hoursPerDay,
    ),
    electricityKwh: sumOfKnown(days, (day) => day.kwhProduced),
  };
}

/** Where a period stands against the rule of MASS_BALANCE_MIN_RATIO_PCT / MASS_BALANCE_MAX_RATIO_PCT. */
export function massBalanceStatus(
  inputs: MassBalanceInputs | null,
  outputs: MassBalanceOutputs | null,
): { status: TMassBalanceStatus; gap: MassBalancePeriod['gap'] } {
  if (!inputs && !outputs) return { status: 'no_data', gap: null };
  if (!inputs) return { status: 'no_feed', gap: null };
  if (!outputs) return { status: 'no_production', gap: null };
  if (outputs.energyKwhPcs === null || inputs.expectedEnergyKwhPcs <= 0) {
    return { status: 'not_comparable', gap: null };
  }
  const ratioPct = (outputs.energyKwhPcs / inputs.expectedEnergyKwhPcs) * 100;
  const gap = { ratioPct, kwh: outputs.energyKwhPcs - inputs.expectedEnergyKwhPcs };
  if (ratioPct > MASS_BALANCE_MAX_RATIO_PCT) return { status: 'above_expected', gap };
  if (ratioPct < MASS_BALANCE_MIN_RATIO_PCT) return { status: 'below_floor', gap };
  return { status: 'balanced', gap };
}

/** The balance of `from`..`to` (both included) from the feed and production days (others are ignored). */
export function massBalancePeriod(
  key: string,
  feed: readonly FeedDay[],
  production: readonly ProductionDay[],
  from: TCalendarDate,
  to: TCalendarDate,
): MassBalancePeriod {
  const inputs = inputsOf(feed.filter((day) => day.date >= from && day.date <= to));
  const outputs = outputsOf(production.filter((day) => day.date >= from && day.date <= to));
  const digestate =
    inputs && outputs
      ? {
          biogasMassTonnes: (outputs.biogasM3 * BIOGAS_DENSITY_KG_PER_M3) / 1000,
          calculatedTonnes: inputs.freshTonnes - (outputs.biogasM3 * BIOGAS_DENSITY_KG_PER_M3) / 1000,
          densityKgPerM3: BIOGAS_DENSITY_KG_PER_M3,
        }
      : null;
  return { key, from, to, inputs, outputs, digestate, ...massBalanceStatus(inputs, outputs) };
}

function lastDayOfMonth(year: number, month: number): TCalendarDate {
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
}

/**
 * The balance of each month of `year` up to `lastMonth` (12 for a past year, the current month for this one) and
 * of the year (those months together).
 */
export function massBalanceYear(
  year: number,
  feed: readonly FeedDay[],
  production: readonly ProductionDay[],
  lastMonth = 12,
): MassBalanceYear {
  const months = Array.from({ length: Math.max(0, Math.min(12, lastMonth)) }, (_, index) => {
    const month = index + 1;
    const key = `${String(year)}-${String(month).padStart(2, '0')}`;
    return massBalancePeriod(key, feed, production, `${key}-01`, lastDayOfMonth(year, month));
  });
  const total = massBalancePeriod(
    String(year),
    feed,
    production,
    `${String(year)}-01-01`,
    lastDayOfMonth(year, Math.max(1, Math.min(12, lastMonth))),
  );
  return {
    year,
    densityKgPerM3: BIOGAS_DENSITY_KG_PER_M3,
    minRatioPct: MASS_BALANCE_MIN_RATIO_PCT,
    maxRatioPct: MASS_BALANCE_MAX_RATIO_PCT,
    months,
    total,
  };
}
