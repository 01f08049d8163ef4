import { describe, expect, it } from 'vitest';
import { formatEuros, formatVatRate } from './format-price';

describe('formatEuros', () => {
  it('writes French amounts with a decimal comma and the euro sign after the number', () => {
    expect(formatEuros(1250, 'fr')).toBe('1\u202f250,00\u00a0€');
    expect(formatEuros(349.99, 'fr')).toBe('349,99\u00a0€');
  });

  it('writes English amounts with the euro sign first', () => {
    expect(formatEuros(1250, 'en')).toBe('€1,250.00');
  });
});

describe('formatVatRate', () => {
  it('writes a reduced rate with the language’s decimal mark', () => {
    expect(formatVatRate(20, 'fr')).toBe('20');
    expect(formatVatRate(5.5, 'fr')).toBe('5,5');
    expect(formatVatRate(5.5, 'en')).toBe('5.5');
  });
});
