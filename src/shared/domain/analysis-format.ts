/**
 * Figures of the raw-materials pages in the user's language ("19,35", "5 931,7", "37,5 %" in French, with the
 * narrow no-break spaces of Intl). Precision follows what the figure is good for: tonnes to the hundredth,
 * methane to the tenth of a Nm³, energy to the kWh.
 */

function formatNumber(value: number, language: string, maximumFractionDigits: number): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits }).format(value);
}

/** Tonnes of fresh matter, dry matter or volatile solids: "19,35". */
export function formatTonnes(value: number, language: string): string {
  return formatNumber(value, language, 2);
}

/** Nm³ of methane: "5 931,7". */
export function formatMethane(value: number, language: string): string {
  return formatNumber(value, language, 1);
}

/** kWh: "50 268". */
export function formatEnergy(value: number, language: string): string {
  return formatNumber(value, language, 0);
}

/** An analysis value as the table gives it (DM %, VS % of DM, BMP, C/N): "96,5", "8,9", "357". */
export function formatAnalysisValue(value: number, language: string): string {
  return formatNumber(value, language, 2);
}

/** A ratio such as the C/N of the mix: "24,6". */
export function formatRatio(value: number, language: string): string {
  return formatNumber(value, language, 1);
}

/** A percentage given as 0–100: "37,5 %" (French puts a narrow no-break space before %). */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

/** The plant yield factor, always with two decimals: "0,85". */
export function formatYieldFactor(value: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}

/** A delivery day 'YYYY-MM-DD' as jj/mm/aaaa (French) or dd/mm/yyyy (en-GB), read in UTC so it never shifts. */
export function formatDeliveryDate(date: string, language: string): string {
  const locale = language.startsWith('fr') ? 'fr-FR' : 'en-GB';
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));
}
