import { dateLocale } from './date-locale';
import { formatReadingDate } from '../../shared/domain/display-formats';

export { formatFigure, formatReadingDate } from '../../shared/domain/display-formats';

/** A calendar day as jj/mm/aaaa in French, dd/mm/yyyy in English, read in UTC so it never shifts by a day. */
export function formatNumericDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A short day for a chart axis ("14/11"). */
export function formatAxisDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** A period's first and last days for display ({{from}} and {{to}} of a "Du … au …" text). */
export function formatPeriodRange(period: { from: string; to: string }, language: string) {
  return { from: formatReadingDate(period.from, language), to: formatReadingDate(period.to, language) };
}
