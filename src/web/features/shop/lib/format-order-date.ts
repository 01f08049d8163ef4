// When an order was placed or moved: jj/mm/aaaa and hh:mm (French and British English both write the day first),
// in the browser's time zone.
import { dateLocale } from '../../../lib/date-locale';

export function formatOrderDay(iso: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

export function formatOrderTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
}
