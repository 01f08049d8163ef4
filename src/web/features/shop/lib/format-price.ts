/** An amount in euros the way the UI language writes it: "1 250,00 €" in French, "€1,250.00" in English. */
export function formatEuros(amount: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(amount);
}

/** A VAT rate: "20", "5,5" in French, "5.5" in English. */
export function formatVatRate(rate: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(rate);
}
