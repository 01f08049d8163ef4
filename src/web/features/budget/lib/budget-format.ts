import {
  addMonths,
  monthKey,
  todayIn,
  type TCalendarDate,
  type TMonthKey,
} from '../../../../shared/domain/calendar';
import { dateLocale } from '../../../lib/date-locale';

/** Today in the browser's time zone: the default invoice date of a new invoice. */
export function browserToday(): TCalendarDate {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());
}

/** A calendar day for display ("14 nov. 2026"), read in UTC so that it never shifts by a day. */
export function formatCalendarDate(date: TCalendarDate, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** "novembre 2026" for '2026-11'. */
export function formatMonthLabel(month: TMonthKey, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** The month's name in the given width ('narrow' "N", 'short' "nov."), for chart axes. */
export function formatMonthName(month: TMonthKey, language: string, width: 'narrow' | 'short'): string {
  return new Intl.DateTimeFormat(dateLocale(language), { month: width, timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** The month `n` months after (or before, when negative) `month`. */
export function shiftMonth(month: TMonthKey, n: number): TMonthKey {
  return monthKey(addMonths(`${month}-01`, n));
}

/** A change in percent with its sign ("+25 %", "−12,5 %"); null means not computable. */
export function formatPercentChange(percent: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(percent / 100);
}
