import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, isCartQuantity, lineTotals, MAX_CART_LINE_QUANTITY, vatCents } from './shop-cart.js';

describe('cart totals (spec §5, in cents)', () => {
  it('adds up the sample cart of §9 as a hand calculation does', () => {
    // 1 × 1 250,00 + 2 × 349,99 + 1 × 750,00 = 2 699,98 HT
    // VAT 20 %: 250,00 + 139,996 → 140,00 + 150,00 = 540,00; TTC 3 239,98
    const totals = cartTotals([
      { quantity: 1, unitPrice: 1250, vat: 20 },
      { quantity: 2, unitPrice: 349.99, vat: 20 },
      { quantity: 1, unitPrice: 750, vat: 20 },
    ]);
    expect(totals).toEqual({
      subtotal: 2699.98,
      vatAmount: 540,
      total: 3239.98,
      productCount: 3,
      unitCount: 4,
      hasPriceOnQuote: false,
    });
  });

  it('rounds each line VAT half up to the cent, also for rates with decimals', () => {
    expect(lineTotals({ quantity: 1, unitPrice: 0.05, vat: 10 })).toEqual({
      subtotal: 0.05,
      vatAmount: 0.01,
      total: 0.06,
    });
    expect(lineTotals({ quantity: 1, unitPrice: 1, vat: 5.5 })).toEqual({
      subtotal: 1,
      vatAmount: 0.06,
      total: 1.06,
    });
    expect(lineTotals({ quantity: 3, unitPrice: 0.1, vat: 20 })).toEqual({
      subtotal: 0.3,
      vatAmount: 0.06,
      total: 0.36,
    });
    expect(vatCents(1001, 5.5)).toBe(55); // 55,055 cents
    expect(vatCents(1010, 5.5)).toBe(56); // 55,55 cents
  });

  it('leaves "Sur devis" lines out of the amounts and says so', () => {
    const totals = cartTotals([
      { quantity: 2, unitPrice: 0, vat: 20 },
      { quantity: 1, unitPrice: 10, vat: 20 },
    ]);
    expect(totals).toMatchObject({ subtotal: 10, vatAmount: 2, total: 12, hasPriceOnQuote: true });
    expect(cartTotals([])).toEqual({
      subtotal: 0,
      vatAmount: 0,
      total: 0,
      productCount: 0,
      unitCount: 0,
      hasPriceOnQuote: false,
    });
  });

  it('keeps total = subtotal + VAT to the cent, and the VAT within half a cent per line of the exact one', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: MAX_CART_LINE_QUANTITY }),
      unitPrice: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
      vat: fc.constantFrom(0, 2.1, 5.5, 10, 20),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const totals = cartTotals(lines);
        expect(Math.round(totals.total * 100)).toBe(
          Math.round(totals.subtotal * 100) + Math.round(totals.vatAmount * 100),
        );
        const exactVatCents = lines.reduce(
          (sum, { quantity, unitPrice, vat }) => sum + (Math.round(unitPrice * 100) * quantity * vat) / 100,
          0,
        );
        expect(Math.abs(totals.vatAmount * 100 - exactVatCents)).toBeLessThanOrEqual(
          lines.length * 0.5 + 1e-6,
        );
      }),
    );
  });

  it('takes whole quantities from 1 to the maximum only', () => {
    expect(isCartQuantity(1)).toBe(true);
    expect(isCartQuantity(MAX_CART_LINE_QUANTITY)).toBe(true);
    for (const quantity of [0, -1, 1.5, MAX_CART_LINE_QUANTITY + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isCartQuantity(quantity), String(quantity)).toBe(false);
    }
  });
});
