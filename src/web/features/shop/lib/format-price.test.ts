import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

/** Intl's French spaces (U+202F between thousands, U+00A0 before €) read as plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatPrice', () => {
  it('writes French amounts with a decimal comma and € after the number', () => {
    expect(plain(formatPrice(1250, 'fr'))).toBe('1 250,00 €');
    expect(plain(formatPrice(2699.98, 'fr'))).toBe('2 699,98 €');
    expect(plain(formatPrice(0.5, 'fr'))).toBe('0,50 €');
  });

  it('writes English amounts with € before the number', () => {
    expect(formatPrice(1250, 'en')).toBe('€1,250.00');
    expect(formatPrice(539.99, 'en')).toBe('€539.99');
  });
});
