import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatQuantity } from '../../../lib/format-quantity';
import { formatEuros } from '../../../../shared/domain/budget-summary';
import { dateLocale } from '../../../lib/date-locale';

/** The number, date and money formats of the dashboard's cards, in the user's language. */
export function useDashboardFormats() {
  const { i18n } = useTranslation();
  const whole = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(i18n.language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const month = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    number: (value: number) => formatQuantity(value, i18n.language),
    whole: (value: number) => whole.format(value),
    date: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
    month: (key: string) => month.format(new Date(`${key}-01T00:00:00Z`)),
    euros: (value: number) => formatEuros(value, i18n.language),
  };
}

export const dashboardListClass = 'space-y-1 text-sm text-slate-700';
