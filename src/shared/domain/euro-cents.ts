/**
 * Euros with cents (the database's numeric(12,2), read as a JS number) and the integer cents every sum runs in:
 * adding 0.1 and 0.2 as doubles gives 0.30000000000000004, and over a year of invoices or a cart of many lines
 * such drift shows up in a printed total; integer cents stay exact up to 2^53 cents (about 90 000 billion euros).
 */

/** Euros to integer cents; rounds away from zero on both sides so that -x gives exactly minus what x gives. */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Amount is not a finite number: ${amount}`);
  return Math.sign(amount) * Math.round(Math.abs(amount) * 100);
}

/** Integer cents to euros: the nearest double to the exact decimal, and never -0. */
export function toEuros(cents: number): number {
  return cents === 0 ? 0 : cents / 100;
}
