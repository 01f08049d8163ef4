// The library of generated documents (issue 19 point 5): what kinds of documents it holds and which months a
// monthly report may cover.
import { addDays, addMonths, isMonthKey, monthKey, type TCalendarDate, type TMonthKey } from './calendar.js';

/**
 * The categories of generated_documents: the monthly operations report, the shop's quote requests (stored
 * there by the shop since issue 13) and the RED II dossier (issue 19, added later on the same PDF machinery).
 */
export const LIBRARY_CATEGORIES = ['monthly_report', 'quote', 'redii_dossier'] as const;
export type TLibraryCategory = (typeof LIBRARY_CATEGORIES)[number];

export function isLibraryCategory(value: unknown): value is TLibraryCategory {
  return typeof value === 'string' && (LIBRARY_CATEGORIES as readonly string[]).includes(value);
}

/** The month before the one of `today` ('YYYY-MM'): what the monthly job reports on, the page's default. */
export function previousMonthOf(today: TCalendarDate): TMonthKey {
  return monthKey(addMonths(`${monthKey(today)}-01`, -1));
}

/** The first and last days of a month 'YYYY-MM'. */
export function monthBounds(month: TMonthKey): { from: TCalendarDate; to: TCalendarDate } {
  const from = `${month}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

export type TReportMonthProblem = 'invalid' | 'future' | 'beforeAccount';

/**
 * Why a month cannot be reported on, or null: a month after the plant's current one has no data yet, a month
 * before the account's first has none at all. The current month may be reported on (the report says so: it
 * covers the days up to now).
 */
export function reportMonthProblem(
  month: string,
  today: TCalendarDate,
  accountMonth: TMonthKey,
): TReportMonthProblem | null {
  if (!isMonthKey(month)) return 'invalid';
  if (month > monthKey(today)) return 'future';
  if (month < accountMonth) return 'beforeAccount';
  return null;
}

/** The first year a RED II dossier may cover (the GHG page's first year). */
export const FIRST_DOSSIER_YEAR = 2000;

export type TReportYearProblem = 'required' | 'invalid' | 'future';

/**
 * Why `year` (a number or its text, as a body or a path gives it) cannot be a RED II dossier's year, or null: not
 * given, not a whole year of four digits from 2000, or after the plant's current year.
 */
export function reportYearProblem(year: unknown, today: TCalendarDate): TReportYearProblem | null {
  if (year === undefined || year === null || year === '') return 'required';
  const text = typeof year === 'number' ? String(year) : typeof year === 'string' ? year.trim() : '';
  if (!/^\d{4}$/.test(text) || Number(text) < FIRST_DOSSIER_YEAR) return 'invalid';
  if (Number(text) > Number(today.slice(0, 4))) return 'future';
  return null;
}
