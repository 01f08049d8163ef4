import type { TCalendarDate } from './calendar.js';

/**
 * The nitrates calendar: when a fertiliser may not be spread, by land use and fertiliser type (domain.md "Weather
 * and digestate spreading": national action programme, arrêté of 19 December 2011, annex I, 2016 version). Raw
 * digestate is type II. Regional programmes tighten these periods and the 2023 programme renames the types
 * (0 / I.a / I.b / II / III): the table is the national floor, to be checked against the user's regional rules.
 */

export const LAND_USES = [
  'not-cultivated',
  'autumn-crops',
  'autumn-rapeseed',
  'spring-crops-without-catch-crop',
  'grassland-over-6-months',
] as const;
export type TLandUse = (typeof LAND_USES)[number];

export const FERTILISER_TYPES = ['type-1', 'type-2', 'type-3'] as const;
export type TFertiliserType = (typeof FERTILISER_TYPES)[number];

/** Raw digestate, unless the user sets otherwise. */
export const DIGESTATE_FERTILISER_TYPE: TFertiliserType = 'type-2';

/** A day of the year, month 1–12. */
export interface DayOfYear {
  month: number;
  day: number;
}

/** A ban, both days included; `from` after `to` runs over the new year (1 Oct – 31 Jan). */
export interface BanPeriod {
  from: DayOfYear;
  to: DayOfYear;
}

export type TSpreadingBans = 'all-year' | readonly BanPeriod[];

const on = (day: number, month: number): DayOfYear => ({ month, day });
const period = (from: DayOfYear, to: DayOfYear): BanPeriod => ({ from, to });

const banTable: Readonly<Record<TLandUse, Readonly<Record<TFertiliserType, TSpreadingBans>>>> = {
  'not-cultivated': { 'type-1': 'all-year', 'type-2': 'all-year', 'type-3': 'all-year' },
  'autumn-crops': {
    'type-1': [period(on(15, 11), on(15, 1))],
    'type-2': [period(on(1, 10), on(31, 1))],
    'type-3': [period(on(1, 9), on(31, 1))],
  },
  'autumn-rapeseed': {
    'type-1': [period(on(15, 11), on(15, 1))],
    'type-2': [period(on(15, 10), on(31, 1))],
    'type-3': [period(on(1, 9), on(31, 1))],
  },
  'spring-crops-without-catch-crop': {
    'type-1': [period(on(1, 7), on(31, 8)), period(on(15, 11), on(15, 1))],
    'type-2': [period(on(1, 7), on(31, 1))],
    'type-3': [period(on(1, 7), on(15, 2))],
  },
  'grassland-over-6-months': {
    'type-1': [period(on(15, 12), on(15, 1))],
    'type-2': [period(on(15, 11), on(15, 1))],
    'type-3': [period(on(1, 10), on(31, 1))],
  },
};

/** The periods a fertiliser type may not be spread on a land use. */
export function spreadingBans(landUse: TLandUse, fertiliserType: TFertiliserType): TSpreadingBans {
  return banTable[landUse][fertiliserType];
}

const dayKey = ({ month, day }: DayOfYear) => month * 100 + day;

function isWithin(date: DayOfYear, { from, to }: BanPeriod): boolean {
  const key = dayKey(date);
  return dayKey(from) <= dayKey(to)
    ? key >= dayKey(from) && key <= dayKey(to)
    : key >= dayKey(from) || key <= dayKey(to);
}

export type TSpreadingBanOn = { isBanned: false } | { isBanned: true; ban: 'all-year' | BanPeriod };

/** Whether the calendar bans spreading on this day ('YYYY-MM-DD'), and by which period. */
export function spreadingBanOn(
  date: TCalendarDate,
  landUse: TLandUse,
  fertiliserType: TFertiliserType,
): TSpreadingBanOn {
  const bans = spreadingBans(landUse, fertiliserType);
  if (bans === 'all-year') return { isBanned: true, ban: 'all-year' };
  const day: DayOfYear = { month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
  const ban = bans.find((candidate) => isWithin(day, candidate));
  return ban ? { isBanned: true, ban } : { isBanned: false };
}
