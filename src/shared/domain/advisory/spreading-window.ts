/**
 * Spreading windows ahead (domain.md "Weather and digestate spreading", spreading-windows.ts): the next forecast day
 * on which digestate may be spread, or, when none of the coming days allows it, a reminder that the digestate has
 * to wait in storage: at least 4 months of storage, 6 advised for liquid digestate (domain.md "French rules").
 */
import { isCalendarDate, type TCalendarDate } from '../calendar.js';
import type { SpreadingDay, TSpreadingReason } from '../spreading-windows.js';
import { adviceId, adviceSource, type Advice, type TAdviceSeverity } from './advice.js';
import { daysBetween } from './dated-series.js';

/** Digestate storage the rules ask for, in months of production (domain.md "French rules"). */
export const DIGESTATE_STORAGE_MONTHS = { minimum: 4, advisedForLiquid: 6 } as const;

/** Fewer than 3 forecast days from today cannot say "no window in the coming days". */
export const SPREADING_MIN_FORECAST_DAYS = 3;

export type TSpreadingReasonCode = TSpreadingReason['code'];
export type TSpreadingBlock = 'calendar' | 'weather' | 'calendar-and-weather';

export const SPREADING_FINDINGS = ['next-window', 'no-window'] as const;
export type TSpreadingFinding = (typeof SPREADING_FINDINGS)[number];

export interface SpreadingInput {
  /** The forecast days with their windows (spreadingWindows of the plant's land use and digestate type). */
  days: readonly SpreadingDay[];
}

export interface SpreadingWindowEvidence {
  finding: TSpreadingFinding;
  forecastStart: TCalendarDate;
  forecastEnd: TCalendarDate;
  /** Forecast days from today on: the points used. */
  forecastDays: number;
  /** The first of them on which digestate may be spread; null when none. */
  nextSpreadingDate: TCalendarDate | null;
  /** Days from today to it (0: today). */
  daysAhead: number | null;
  /** How many of the forecast days allow spreading. */
  spreadingDayCount: number;
  /** What closes every day, when no day allows spreading. */
  blockedBy: TSpreadingBlock | null;
  /** On how many days each reason holds. */
  reasonDayCounts: Record<TSpreadingReasonCode, number>;
  storageMonths: typeof DIGESTATE_STORAGE_MONTHS;
}

export type TSpreadingWindowAdvice = Advice<'spreading-window', SpreadingWindowEvidence>;

function reasonDayCounts(days: readonly SpreadingDay[]): Record<TSpreadingReasonCode, number> {
  const counts: Record<TSpreadingReasonCode, number> = {
    'calendar-ban': 0,
    snow: 0,
    'frozen-soil': 0,
    'heavy-rain': 0,
    'strong-wind': 0,
  };
  for (const day of days) {
    for (const code of new Set(day.reasons.map((reason) => reason.code))) counts[code] += 1;
  }
  return counts;
}

function blockOf(days: readonly SpreadingDay[]): TSpreadingBlock {
  const bannedDays = days.filter((day) =>
    day.reasons.some((reason) => reason.code === 'calendar-ban'),
  ).length;
  if (bannedDays === days.length) return 'calendar';
  return bannedDays === 0 ? 'weather' : 'calendar-and-weather';
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The ban a day falls in, named by the day its season began ('2026-10-01' for a 1 Oct – 31 Jan ban seen in
 * January 2027), so the whole ban is one situation across New Year.
 */
function banSeasonKey(day: SpreadingDay): string | null {
  for (const reason of day.reasons) {
    if (reason.code !== 'calendar-ban') continue;
    if (reason.ban === 'all-year') return 'all-year';
    const { month, day: dayOfMonth } = reason.ban.from;
    const start = `${pad(month)}-${pad(dayOfMonth)}`;
    const year = Number(day.date.slice(0, 4));
    // 'MM-DD' strings compare as dates within a year: a start later in the year than the day began last year.
    const startYear = start <= day.date.slice(5) ? year : year - 1;
    return `${String(startYear).padStart(4, '0')}-${start}`;
  }
  return null;
}

/**
 * A spreading day among the forecast → info with its date; none → watch to check the storage, info only when the
 * nitrates calendar alone closes every day (the season the storage was sized for). Nothing with fewer than 3
 * forecast days from today. Situation: the next spreading date; when there is none, the calendar ban's season, or
 * else the forecast's first day (each day without a window is a new forecast).
 */
export function spreadingWindowAdvice(
  input: SpreadingInput,
  today: TCalendarDate,
): TSpreadingWindowAdvice | null {
  const days = input.days
    .filter((day) => {
      if (!isCalendarDate(day.date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(day.date)}`);
      return day.date >= today;
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined || days.length < SPREADING_MIN_FORECAST_DAYS) return null;
  const spreadingDays = days.filter((day) => day.mayBeSpread);
  const next = spreadingDays[0] ?? null;
  const blockedBy = next === null ? blockOf(days) : null;
  const evidence: SpreadingWindowEvidence = {
    finding: next === null ? 'no-window' : 'next-window',
    forecastStart: first.date,
    forecastEnd: last.date,
    forecastDays: days.length,
    nextSpreadingDate: next?.date ?? null,
    daysAhead: next === null ? null : daysBetween(today, next.date),
    spreadingDayCount: spreadingDays.length,
    blockedBy,
    reasonDayCounts: reasonDayCounts(days),
    storageMonths: DIGESTATE_STORAGE_MONTHS,
  };
  const base = {
    rule: 'spreading-window',
    evidence,
    source: adviceSource('domain:weather/digestate-spreading'),
    actionPath: '/dashboard/weather',
  } as const;
  if (next !== null) {
    return {
      ...base,
      id: adviceId('spreading-window', 'next-window', next.date),
      severity: 'info',
      date: next.date,
    };
  }
  const banSeason = blockedBy === 'calendar' ? banSeasonKey(first) : null;
  const severity: TAdviceSeverity = blockedBy === 'calendar' ? 'info' : 'watch';
  return {
    ...base,
    id:
      banSeason === null
        ? adviceId('spreading-window', 'no-window', 'weather', first.date)
        : adviceId('spreading-window', 'no-window', 'calendar', banSeason),
    severity,
    date: first.date,
  };
}
