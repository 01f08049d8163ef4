import { describe, expect, it } from 'vitest';
import { parseCartQuantity } from './cart-quantity';

describe('parseCartQuantity', () => {
  it('takes a whole number from 1 to 9999, spaces around aside', () => {
    expect(parseCartQuantity('1')).toBe(1);
    expect(parseCartQuantity(' 12 ')).toBe(12);
    expect(parseCartQuantity('9999')).toBe(9999);
    expect(parseCartQuantity('007')).toBe(7);
  });

  it('refuses zero, decimals, signs, exponents, words and too large numbers', () => {
    for (const text of ['', '0', '1,5', '1.5', '-2', '+2', '2e3', 'deux', '10000', '99999']) {
      expect(parseCartQuantity(text), text).toBeNull();
    }
  });
});
