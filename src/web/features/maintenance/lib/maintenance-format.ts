import { formatQuantity } from '../../../lib/format-quantity';
import { dateLocale } from '../../../lib/date-locale';

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date 'YYYY-MM-DD' written for people ("12 mai 2026"): read and written in UTC, so the day never
 * shifts with the browser's time zone.
 */
export function formatDueDate(date: string, language: string): string {
  let formatter = dateFormatters.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'long', timeZone: 'UTC' });
    dateFormatters.set(language, formatter);
  }
  return formatter.format(new Date(`${date}T00:00:00Z`));
}

/** An instant (ISO) as a short date and time in the browser's zone ("12 mai 2026, 08:30"). */
export function formatInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** Running hours as read on a meter: grouped thousands, the decimals as recorded ("1 234,25"). */
export function formatHours(hours: number, language: string): string {
  return formatQuantity(hours, language);
}
