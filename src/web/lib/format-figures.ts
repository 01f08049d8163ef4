import { dateLocale } from './date-locale';
import { formatQuantity } from './format-quantity';

/** A figure as the language writes it: comma decimals in French, at most 3 decimals, grouped thousands. */
export function formatFigure(value: number, language: string, maximumFractionDigits = 3): string {
  if (maximumFractionDigits === 3) return formatQuantity(value, language);
  return new Intl.NumberFormat(language, { maximumFractionDigits }).format(value);
}

/** A calendar day for display ("14 nov. 2026" / "14 Nov 2026"), read in UTC so it never shifts by a day. */
export function formatReadingDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

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
