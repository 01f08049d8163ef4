import { dateLocale } from '../../../lib/date-locale';

/** An instant as the alert cards show it: jj/mm/aaaa hh:mm in French, dd/mm/yyyy hh:mm in English. */
export function formatAlertInstant(iso: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
