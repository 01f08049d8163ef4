/**
 * Quote requests (spec §7 send-quote-email, issue 17): the number printed on the PDF, how long the quoted
 * prices hold, and the bounds of the PDF the browser sends.
 */

/** Days the prices of a quote request hold, printed on the PDF. */
export const QUOTE_VALIDITY_DAYS = 30;
/** Largest PDF accepted (a quote of a few pages weighs tens of KB; images would not pass this). */
export const MAX_QUOTE_PDF_BYTES = 2 * 1024 * 1024;

/** "DEV-" + the day (YYYYMMDD) + 6 letters or digits: readable on the phone, unique in practice. */
export const quoteNumberPattern = /^DEV-\d{8}-[A-HJ-NP-Z2-9]{6}$/;
/** Without I, O, 0 and 1, which read alike when a customer spells the number on the phone. */
const quoteNumberAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new number for a quote of the calendar day `day` (YYYY-MM-DD); `randomValues` fills 6 random bytes. */
export function newQuoteNumber(day: string, randomValues: (bytes: Uint8Array) => Uint8Array): string {
  const bytes = randomValues(new Uint8Array(6));
  const suffix = Array.from(bytes, (byte) => quoteNumberAlphabet[byte % quoteNumberAlphabet.length]).join('');
  return `DEV-${day.replaceAll('-', '')}-${suffix}`;
}

/** The day the prices stop holding, QUOTE_VALIDITY_DAYS after `day` (YYYY-MM-DD, calendar arithmetic in UTC). */
export function quoteValidUntil(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + QUOTE_VALIDITY_DAYS);
  return date.toISOString().slice(0, 10);
}

/** What a quote's cart summary names of each line (spec §7 send-quote-email `cartSummary.products`). */
interface QuoteSummaryLine {
  productId: string;
  name: string;
  reference: string;
  quantity: number;
  unitPrice: number;
  subtotal: number;
}

/** Spec §7 `cartSummary` of a cart: the totals and each line by product, as the PDF shows them. */
export function quoteCartSummary(cart: {
  lines: readonly QuoteSummaryLine[];
  subtotal: number;
  vatAmount: number;
  total: number;
  productCount: number;
}) {
  return {
    subtotal: cart.subtotal,
    vatAmount: cart.vatAmount,
    total: cart.total,
    productCount: cart.productCount,
    products: cart.lines.map((line) => ({
      id: line.productId,
      name: line.name,
      reference: line.reference,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      subtotal: line.subtotal,
    })),
  };
}
