// Words every report writes the same way: a month's name, a date jj/mm/aaaa, the footer.
import { advisoryFormats } from '../../../../shared/domain/advisory/advisory-formats.js';
import { dateLocale } from '../../../../shared/domain/display-formats.js';
import type { TLanguage } from '../../../../shared/i18n/languages.js';
import type { TFunction } from '../../../../shared/i18n/translate.js';

/** "novembre 2026" / "November 2026". */
export function monthName(month: string, language: TLanguage): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/** A calendar date as jj/mm/aaaa (dd/mm/yyyy in English), the app's rule. */
export function dayText(date: string, language: TLanguage): string {
  return advisoryFormats(language).date(date);
}

/** The footer's words of a library report. */
export function reportFooter(t: TFunction, language: TLanguage, generatedOn: string) {
  return {
    generatedOn: t('library:report.generatedOn', { date: dayText(generatedOn, language) }),
    pageLabel: (page: number, count: number) => t('library:report.page', { page, count }),
  };
}
