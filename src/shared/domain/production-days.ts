/**
 * The production log read day by day (issue 18 point 1): a day's biogas and energy are the sums of its readings,
 * its intensive values (flows, temperature, pH, FOS/TAC, CH4 %, H2S) their means, and its methane measured either
 * from the biogas and its CH4 share or, without a CH4 reading, from the biomethane flow over 24 hours.
 */
import type { TCalendarDate } from './calendar.js';

/** The figures of one reading of the log (the API item has them, with the same names). */
export interface ProductionReadingValues {
  readingDate: TCalendarDate;
  /** 'HH:MM' or 'HH:MM:SS', to order the readings of one day; null when not given. */
  readingTime?: string | null;
  biogasM3: number;
  biomethaneNm3PerHour: number | null;
  kwhProduced: number | null;
  temperatureC: number | null;
  ph: number | null;
  fosTac: number | null;
  methanePercent: number | null;
  h2sPpm: number | null;
}

/** The measures averaged over a day (a rate or a state, not an amount). */
export const INTENSIVE_MEASURES = [
  'biomethaneNm3PerHour',
  'temperatureC',
  'ph',
  'fosTac',
  'methanePercent',
  'h2sPpm',
] as const;
export type TIntensiveMeasure = (typeof INTENSIVE_MEASURES)[number];

export interface ProductionDay {
  date: TCalendarDate;
  readingCount: number;
  /** Sum of the day's readings. */
  biogasM3: number;
  /** Sum of the day's readings that give it; null when none does. */
  kwhProduced: number | null;
  /** Means of the day's readings that give them; null when none does. */
  biomethaneNm3PerHour: number | null;
  temperatureC: number | null;
  ph: number | null;
  fosTac: number | null;
  methanePercent: number | null;
  h2sPpm: number | null;
  /**
   * Methane produced that day, Nm³: biogas × CH4 % when the day has a CH4 reading, else the mean biomethane
   * flow × 24 h; null when the day has neither.
   */
  measuredMethaneNm3: number | null;
}

const hoursPerDay = 24;

function mean(values: readonly number[]): number | null {
  return values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
}

function present(values: readonly (number | null)[]): number[] {
  return values.filter((value): value is number => value !== null);
}

/** The methane of a day from its biogas, mean CH4 % and mean biomethane flow (see ProductionDay). */
export function dayMethaneNm3(
  biogasM3: number,
  methanePercent: number | null,
  biomethaneNm3PerHour: number | null,
): number | null {
  if (methanePercent !== null) return (biogasM3 * methanePercent) / 100;
  if (biomethaneNm3PerHour !== null) return biomethaneNm3PerHour * hoursPerDay;
  return null;
}

function summariseDay(date: TCalendarDate, readings: readonly ProductionReadingValues[]): ProductionDay {
  const biogasM3 = readings.reduce((sum, reading) => sum + reading.biogasM3, 0);
  const energies = present(readings.map((reading) => reading.kwhProduced));
  const means = Object.fromEntries(
    INTENSIVE_MEASURES.map((measure) => [
      measure,
      mean(present(readings.map((reading) => reading[measure]))),
    ]),
  ) as Record<TIntensiveMeasure, number | null>;
  return {
    date,
    readingCount: readings.length,
    biogasM3,
    kwhProduced: energies.length === 0 ? null : energies.reduce((sum, value) => sum + value, 0),
    ...means,
    measuredMethaneNm3: dayMethaneNm3(biogasM3, means.methanePercent, means.biomethaneNm3PerHour),
  };
}

/** The days that have readings, oldest first, each summed or averaged over its readings. */
export function productionDays(readings: readonly ProductionReadingValues[]): ProductionDay[] {
  const byDate = new Map<TCalendarDate, ProductionReadingValues[]>();
  for (const reading of readings) {
    const day = byDate.get(reading.readingDate);
    if (day) day.push(reading);
    else byDate.set(reading.readingDate, [reading]);
  }
  return [...byDate.keys()].sort().map((date) => summariseDay(date, byDate.get(date) ?? []));
}

export interface ProductionTotals {
  /** Days with at least one reading. */
  daysLogged: number;
  readingCount: number;
  biogasM3: number;
  kwhProduced: number | null;
  measuredMethaneNm3: number | null;
  /** Means of the daily values (each day weighs the same, however many readings it has). */
  averages: {
    biogasM3PerDay: number | null;
    kwhPerDay: number | null;
  } & Record<TIntensiveMeasure, number | null>;
}

/** Totals and averages over the days of a period. */
export function productionTotals(days: readonly ProductionDay[]): ProductionTotals {
  const energies = present(days.map((day) => day.kwhProduced));
  const methanes = present(days.map((day) => day.measuredMethaneNm3));
  const biogasM3 = days.reduce((sum, day) => sum + day.biogasM3, 0);
  const kwhProduced = energies.length === 0 ? null : energies.reduce((sum, value) => sum + value, 0);
  const intensive = Object.fromEntries(
    INTENSIVE_MEASURES.map((measure) => [measure, mean(present(days.map((day) => day[measure])))]),
  ) as Record<TIntensiveMeasure, number | null>;
  return {
    daysLogged: days.length,
    readingCount: days.reduce((sum, day) => sum + day.readingCount, 0),
    biogasM3,
    kwhProduced,
    measuredMethaneNm3: methanes.length === 0 ? null : methanes.reduce((sum, value) => sum + value, 0),
    averages: {
      biogasM3PerDay: days.length === 0 ? null : biogasM3 / days.length,
      kwhPerDay: kwhProduced === null ? null : kwhProduced / energies.length,
      ...intensive,
    },
  };
}
