import { isCalendarDate } from '../../../shared/domain/calendar';
import { formatDayMonthYear, parseDayMonthYear } from '../../../shared/domain/day-month-year';

/** What the user typed, and the value the form was given for it. */
export interface DateDraft {
  text: string;
  value: string;
}

/**
 * The form's value for a typed text: '' when empty, the calendar date when the text names one ("25/11/2026"
 * → '2026-11-25'), otherwise the text itself, so the form's check says the date is not valid.
 */
export function dateValueOf(text: string): string {
  if (text.trim() === '') return '';
  return parseDayMonthYear(text) ?? text;
}

/**
 * What the date field shows: the user's own text while the form still holds what it gave, otherwise the
 * form's value written jj/mm/aaaa (a value set from elsewhere: the picker, a reset, an edited record).
 */
export function dateFieldText(value: string, draft: DateDraft | null): string {
  if (draft !== null && draft.value === value) return draft.text;
  return formatDayMonthYear(value);
}

/** The text once the user leaves the field: a date they typed, written out in full ("5/1/26" → "05/01/2026"). */
export function settledDateText(value: string, text: string): string {
  return isCalendarDate(value) ? formatDayMonthYear(value) : text;
}
