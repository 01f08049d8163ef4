import { describe, expect, it } from 'vitest';
import { newQuoteNumber, quoteNumberPattern, quoteValidUntil } from './shop-quote.js';

describe('quote requests', () => {
  it('numbers a quote with its day and 6 characters that read unambiguously', () => {
    const number = newQuoteNumber('2026-11-26', (bytes) => bytes.map((_, index) => index * 7));
    expect(number).toBe('DEV-20261126-AHQX6D');
    expect(number).toMatch(quoteNumberPattern);
    expect('DEV-20261126-ABCDE0').not.toMatch(quoteNumberPattern);
  });

  it('holds its prices 30 days, across months and years', () => {
    expect(quoteValidUntil('2026-11-26')).toBe('2026-12-26');
    expect(quoteValidUntil('2026-12-15')).toBe('2027-01-14');
    expect(quoteValidUntil('2028-02-01')).toBe('2028-03-02');
  });
});
