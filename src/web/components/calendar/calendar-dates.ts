import {
  addDays,
  monthGrid,
  todayIn,
  type MonthGridDay,
  type TCalendarDate,
  type TMonthKey,
} from '../../../shared/domain/calendar';
import { dateLocale } from '../../lib/date-locale';

/** Keys of the `calendar` catalog's weekday names, Monday first (the French week). */
export const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type TWeekdayKey = (typeof weekdayKeys)[number];

/** The browser's calendar date now (its own time zone: the one the user reads the clock in). */
export function browserToday(now: Date = new Date()): TCalendarDate {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, now);
}

/** The grid of a month 'YYYY-MM' (Monday first, neighbour days flagged). */
export function monthGridOf(month: TMonthKey): MonthGridDay[][] {
  return monthGrid(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
}

/** The first and last dates a month grid shows (at most 6 weeks: 42 days), to query what falls in it. */
export function monthGridRange(month: TMonthKey): { from: TCalendarDate; to: TCalendarDate } {
  const weeks = monthGridOf(month);
  const from = weeks[0]?.[0]?.date ?? `${month}-01`;
  return { from, to: weeks.at(-1)?.at(-1)?.date ?? addDays(from, 41) };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date written for people ("lundi 4 mai"): formatted at UTC midnight in UTC, so the day never
 * shifts with the browser's time zone.
 */
export function formatCalendarDate(
  date: TCalendarDate,
  language: string,
  options: Intl.DateTimeFormatOptions,
): string {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(dateLocale(language), { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(`${date}T00:00:00Z`));
}

/** "Mai 2026": a month's title, its first letter capitalised. */
export function formatMonthTitle(month: TMonthKey, language: string): string {
  const text = formatCalendarDate(`${month}-01`, language, { month: 'long', year: 'numeric' });
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
