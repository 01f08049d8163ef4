/**
 * A measured quantity (a stock level, tonnes of a lot, meter hours) as the language writes it, with every
 * decimal the records keep (3, the `numeric(14,3)` columns and the API's limit): 3,75 kg stays "3,75", never
 * "3,8". Thousands grouped ("1 234,5" with a narrow no-break space in French), no trailing zeros.
 */
export function formatQuantity(value: number, language: string): string {
  return quantityFormat(language).format(value);
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
