// How figures and dates are written for a reader, French or English: the web app's pages and the server's PDF
// reports use these same rules, so a report prints a figure exactly as the page shows it.

/**
 * The locale dates and times are written in: French as in France ("26 nov. 2026", "14:05"), English as in the
 * United Kingdom ("26 Nov 2026", "14:05"), never the American order and 12-hour clock a bare "en" gives.
 */
export function dateLocale(language: string): 'fr-FR' | 'en-GB' {
  return language.startsWith('fr') ? 'fr-FR' : 'en-GB';
}

const quantityFormats = new Map<string, Intl.NumberFormat>();

function quantityFormat(language: string): Intl.NumberFormat {
  let format = quantityFormats.get(language);
  if (format === undefined) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
    quantityFormats.set(language, format);
  }
  return format;
}

/**
 * A measured quantity (a stock level, tonnes of a lot, meter hours) as the language writes it, with every
 * decimal the records keep (3, the `numeric(14,3)` columns and the API's limit): 3,75 kg stays "3,75", never
 * "3,8". Thousands grouped ("1 234,5" with a narrow no-break space in French), no trailing zeros.
 */
export function formatQuantity(value: number, language: string): string {
  return quantityFormat(language).format(value);
}

/** A figure as the language writes it: comma decimals in French, at most 3 decimals, grouped thousands. */
export function formatFigure(value: number, language: string, maximumFractionDigits = 3): string {
  if (maximumFractionDigits === 3) return formatQuantity(value, language);
  return new Intl.NumberFormat(language, { maximumFractionDigits }).format(value);
}

/** A calendar day for display ("14 nov. 2026" / "14 Nov 2026"), read in UTC so it never shifts by a day. */
export function formatReadingDate(date: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}
