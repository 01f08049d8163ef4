import type { DayOfYear } from '../../../../shared/domain/spreading-calendar';

/**
 * A day of the nitrates calendar as words: "1er octobre", "15 janvier" in French, "1 October" in English. French
 * writes the first of a month as an ordinal, which Intl does not. The year 2000 is a leap year, so 29 February
 * reads too.
 */
export function dayOfYearText(locale: 'fr-FR' | 'en-GB', { month, day }: DayOfYear): string {
  const text = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, day)),
  );
  return day === 1 && locale === 'fr-FR' ? text.replace(/^1(?=\s)/, '1er') : text;
}
