import { describe, expect, it } from 'vitest';
import { formatPrice, formatVatRate } from './format-price';

describe('formatPrice', () => {
  it("writes French amounts with a decimal comma and € after the number (Intl's no-break spaces)", () => {
    expect(formatPrice(1250, 'fr')).toBe('1\u202f250,00\u00a0€');
    expect(formatPrice(2699.98, 'fr')).toBe('2\u202f699,98\u00a0€');
    expect(formatPrice(0.5, 'fr')).toBe('0,50\u00a0€');
  });

  it('writes English amounts with € before the number', () => {
    expect(formatPrice(1250, 'en')).toBe('€1,250.00');
    expect(formatPrice(539.99, 'en')).toBe('€539.99');
  });
});

describe('formatVatRate', () => {
  it('writes a reduced rate with the language’s decimal mark', () => {
    expect(formatVatRate(20, 'fr')).toBe('20');
    expect(formatVatRate(5.5, 'fr')).toBe('5,5');
    expect(formatVatRate(5.5, 'en')).toBe('5.5');
  });
});
