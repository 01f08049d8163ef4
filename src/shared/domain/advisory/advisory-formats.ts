import { dateLocale } from '../display-formats.js';

/**
 * The advisory's figures and dates as the language writes them: decimal comma and jj/mm/aaaa in French (the
 * advisory page and the monthly report alike).
 */
export function advisoryFormats(language: string) {
  const locale = dateLocale(language);
  const numberWith = (digits: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
  const two = numberWith(2);
  const three = numberWith(3);
  const one = numberWith(1);
  const whole = numberWith(0);
  const date = new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const instant = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return {
    /** Ratios and pH: up to 2 decimals ("0,38", "7,2"). */
    ratio: (value: number) => two.format(value),
    /** Slopes: up to 3 decimals ("0,006"). */
    fine: (value: number) => three.format(value),
    one: (value: number) => one.format(value),
    whole: (value: number) => whole.format(value),
    /** A calendar date 'YYYY-MM-DD' as jj/mm/aaaa. */
    date: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
    /** An instant (ISO timestamp) as jj/mm/aaaa in the browser's zone. */
    instant: (iso: string) => instant.format(new Date(iso)),
  };
}

export type AdvisoryFormats = ReturnType<typeof advisoryFormats>;
