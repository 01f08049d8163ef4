// Euros and VAT rates as the shop shows them: "1 250,00 €" in French (spec §9: EUR, fr-FR), "€1,250.00" in English.
import { formatEuros } from '../../../../shared/domain/budget-summary';
import { dateLocale } from '../../../lib/date-locale';

/** An amount in euros with its two decimals, in the user's language. */
export function formatPrice(amount: number, language: string): string {
  return formatEuros(amount, dateLocale(language));
}

/** A VAT rate: "20", "5,5" in French, "5.5" in English. */
export function formatVatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(dateLocale(language), { maximumFractionDigits: 2 }).format(rate);
}
