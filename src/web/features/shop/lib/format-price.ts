// Euros as the shop shows them: "1 250,00 €" in French (spec §9: EUR, fr-FR), "€1,250.00" in English.
import { dateLocale } from '../../../lib/date-locale';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(language: string): Intl.NumberFormat {
  const locale = dateLocale(language);
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formatters.set(locale, formatter);
  }
  return formatter;
}

/** An amount in euros with its two decimals, in the user's language. */
export function formatPrice(amount: number, language: string): string {
  return formatterFor(language).format(amount);
}
