import { isCalendarDate, type TCalendarDate } from './calendar.js';

/**
 * Dates as French users type and read them, "25/11/2026" (jj/mm/aaaa), the same order as en-GB's dd/mm/yyyy,
 * whatever the browser's own language: a native date input would show "11/25/2026" on an en-US browser.
 */

/** Day, month and year with `/`, `.`, `-` or spaces between them; a two-digit year is in 2000–2099. */
const separatedPattern = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4}|\d{2})$/;
/** The same typed without separators on a phone's numeric keypad: "25112026" or "251126". */
const compactPattern = /^(\d{2})(\d{2})(\d{4}|\d{2})$/;
const isoPattern = /^\d{4}-\d{2}-\d{2}$/;

function fullYear(year: string): string {
  return year.length === 2 ? `20${year}` : year;
}

/**
 * The calendar date ('YYYY-MM-DD') a typed text names: "25/11/2026", "5/1/26", "25.11.2026", "25112026",
 * or an ISO date pasted as is. Null when it names no day that exists (31/02/2026) or is not a date at all.
 */
export function parseDayMonthYear(text: string): TCalendarDate | null {
  const trimmed = text.trim();
  if (isoPattern.test(trimmed)) return isCalendarDate(trimmed) ? trimmed : null;
  const match = separatedPattern.exec(trimmed) ?? compactPattern.exec(trimmed);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const date = `${fullYear(year)}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDate(date) ? date : null;
}

/** "2026-11-25" → "25/11/2026"; any other text comes back unchanged. */
export function formatDayMonthYear(value: string): string {
  if (!isCalendarDate(value)) return value;
  const [year = '', month = '', day = ''] = value.split('-');
  return `${day}/${month}/${year}`;
}
