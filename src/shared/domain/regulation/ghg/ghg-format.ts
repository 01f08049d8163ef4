import { formatDayMonthYear } from '../../day-month-year.js';

/** A saving given as a fraction, as a percentage with one decimal: "113,2 %" (narrow no-break space in French). */
export function formatSavings(fraction: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(fraction);
}

/** A threshold given as a fraction, as a whole percentage: "65 %". */
export function formatThreshold(fraction: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(fraction);
}

/** An emission or a term, gCO2eq/MJ, two decimals at most: "-111,9". */
export function formatEmission(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A share, a weight, a moisture or an efficiency, four decimals at most: "0,3247". */
export function formatRatio(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 4 }).format(value);
}

/** Fresh tonnes, one decimal at most: "1 250,5". */
export function formatTonnes(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}

/** A value of the values table in its own precision (no float noise). */
export function formatGhgValue(value: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 4, useGrouping: false }).format(value);
}

/** A calendar date as jj/mm/aaaa, whatever the language (the app's rule for dates). */
export function formatDate(date: string): string {
  return formatDayMonthYear(date);
}

/** A month's name: "janvier" / "January". */
export function formatMonth(year: number, month: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
