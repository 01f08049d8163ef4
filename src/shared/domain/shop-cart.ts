/**
 * Cart and order totals (spec §5): subtotal = quantity × unit price, VAT = subtotal × vat / 100, total =
 * subtotal + VAT, per line, and the cart's totals as the sums of its lines. Computed in integer cents, the VAT
 * of a line rounded half up to the cent; the browser shows these figures and the server computes them again
 * from its own prices (a price or VAT rate sent by a client is never used).
 */
import { toCents, toEuros } from './euro-cents.js';

/** Most units of one product on one cart line or order line. */
export const MAX_CART_LINE_QUANTITY = 9999;
/** Most lines in one cart (the catalogue is small; a bound keeps every request small too). */
export const MAX_CART_LINES = 50;

export interface PricedLine {
  quantity: number;
  /** Euros, excluding VAT; 0 is "Sur devis". */
  unitPrice: number;
  /** VAT rate in percent (spec §9: 20). */
  vat: number;
}

export interface LineTotals {
  subtotal: number;
  vatAmount: number;
  total: number;
}

export interface CartTotals extends LineTotals {
  /** Number of lines (spec §7 `cartSummary.productCount`). */
  productCount: number;
  /** Number of units over all lines. */
  unitCount: number;
  /** Whether a line is priced "Sur devis" (0): its amount is to be quoted, the totals leave it out. */
  hasPriceOnQuote: boolean;
}

/** Whether a quantity is one a cart line takes: a whole number from 1 to MAX_CART_LINE_QUANTITY. */
export function isCartQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_CART_LINE_QUANTITY;
}

/** VAT in cents of a subtotal in cents at `vat` percent (up to two decimals, 5.5 %), rounded half up. */
export function vatCents(subtotalCents: number, vat: number): number {
  const basisPoints = BigInt(Math.round(vat * 100));
  const tenThousandths = BigInt(subtotalCents) * basisPoints;
  return Number((tenThousandths + 5000n) / 10000n);
}

function lineCents(line: PricedLine): { subtotal: number; vatAmount: number } {
  const subtotal = toCents(line.unitPrice) * line.quantity;
  return { subtotal, vatAmount: vatCents(subtotal, line.vat) };
}

export function lineTotals(line: PricedLine): LineTotals {
  const { subtotal, vatAmount } = lineCents(line);
  return { subtotal: toEuros(subtotal), vatAmount: toEuros(vatAmount), total: toEuros(subtotal + vatAmount) };
}

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let subtotal = 0;
  let vatAmount = 0;
  let unitCount = 0;
  for (const line of lines) {
    const cents = lineCents(line);
    subtotal += cents.subtotal;
    vatAmount += cents.vatAmount;
    unitCount += line.quantity;
  }
  return {
    subtotal: toEuros(subtotal),
    vatAmount: toEuros(vatAmount),
    total: toEuros(subtotal + vatAmount),
    productCount: lines.length,
    unitCount,
    hasPriceOnQuote: lines.some((line) => line.unitPrice === 0),
  };
}
