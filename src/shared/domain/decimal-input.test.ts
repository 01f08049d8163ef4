import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDecimalForInput, parseAmountInput, parseDecimalInput } from './decimal-input.js';

const noBreakSpace = '\u00A0';
const narrowNoBreakSpace = '\u202F';

describe('parseDecimalInput', () => {
  it.each<[string, number]>([
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['12', 12],
    ['0,5', 0.5],
    [',5', 0.5],
    ['.5', 0.5],
    ['007', 7],
    ['-3', -3],
    ['-3,25', -3.25],
    ['+3', 3],
    ['\u22124,5', -4.5], // the Unicode minus sign
    ['1 234,56', 1234.56],
    [`1${noBreakSpace}234,56`, 1234.56],
    [`1${narrowNoBreakSpace}234,56`, 1234.56],
    [`-1${narrowNoBreakSpace}234${narrowNoBreakSpace}567,5`, -1234567.5],
    ['1 234.56', 1234.56],
    ['1 234', 1234],
    ['12 345 678', 12345678],
    ['1234567,89', 1234567.89],
    ['  12,5  ', 12.5],
    [`${noBreakSpace}12,5\t`, 12.5],
    ['1.234', 1.234], // a single separator is always the decimal one
    ['1,234', 1.234],
    ['0,1', 0.1],
    ['0,000001', 0.000001],
    ['-0', 0],
    ['0', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(parseDecimalInput(text)).toBe(expected);
  });

  it('reads "-0" as 0, not -0', () => {
    expect(Object.is(parseDecimalInput('-0'), 0)).toBe(true);
    expect(Object.is(parseDecimalInput('-0,000'), 0)).toBe(true);
  });

  it.each<[string, string]>([
    ['an empty text', ''],
    ['only spaces', '   '],
    ['several decimal separators', '1,2,3'],
    ['several points', '1.2.3'],
    ['a point as thousands separator (German style)', '1.234,5'],
    ['a comma as thousands separator (English style)', '1,234.5'],
    ['letters after the number', '12abc'],
    ['letters before the number', 'abc12'],
    ['a unit', '12 €'],
    ['a percent sign', '12%'],
    ['Infinity', 'Infinity'],
    ['-Infinity', '-Infinity'],
    ['NaN', 'NaN'],
    ['exponent notation', '1e5'],
    ['exponent notation with a decimal comma', '1,5e3'],
    ['capital exponent', '1E5'],
    ['hexadecimal', '0x10'],
    ['a sign alone', '-'],
    ['a separator alone', ','],
    ['a trailing separator', '12,'],
    ['a space after the sign', '- 3'],
    ['two signs', '--3'],
    ['a sign at the end', '3-'],
    ['a group of 2 digits', '1 23'],
    ['a leading group of 4 digits', '1234 567'],
    ['two spaces between groups', '1  234'],
    ['a space inside the decimals', '1,234 5'],
    ['a space before the decimal separator', '1 ,5'],
    ['an apostrophe as thousands separator (Swiss style)', "1'234"],
    ['an underscore as thousands separator', '1_234'],
    ['a tab as thousands separator', '1\t234'],
    ['full-width digits', '\uFF11\uFF12'],
    ['a number too large for a double', '9'.repeat(400)],
  ])('refuses %s (%j)', (_label, text) => {
    expect(parseDecimalInput(text)).toBeNull();
  });

  it('returns null or a finite number for any text (property)', () => {
    // Mostly the characters a number is made of, so that many texts come close to being accepted.
    const numberish = fc.string({
      unit: fc.constantFrom(...'0123456789,. -+eE\u00A0\u202F\u2212'.split('')),
    });
    fc.assert(
      fc.property(fc.oneof(numberish, fc.string({ unit: 'grapheme-ascii' })), (text) => {
        const value = parseDecimalInput(text);
        expect(value === null || Number.isFinite(value)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads any amount written with French grouping and a decimal comma (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999, max: 999_999_999_999 }), (cents) => {
        const written = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2 }).format(cents / 100);
        expect(parseDecimalInput(written)).toBe(cents === 0 ? 0 : cents / 100);
      }),
    );
  });
});

describe('formatDecimalForInput', () => {
  it('writes the French decimal comma and the English point, without grouping', () => {
    expect(formatDecimalForInput(12.5, 'fr')).toBe('12,5');
    expect(formatDecimalForInput(12.5, 'fr-FR')).toBe('12,5');
    expect(formatDecimalForInput(12.5, 'en')).toBe('12.5');
    expect(formatDecimalForInput(12.5, 'en-GB')).toBe('12.5');
    expect(formatDecimalForInput(1234567.89, 'fr')).toBe('1234567,89');
    expect(formatDecimalForInput(1234567.89, 'en')).toBe('1234567.89');
    expect(formatDecimalForInput(-3.25, 'fr')).toBe('-3,25');
    expect(formatDecimalForInput(42, 'fr')).toBe('42');
    expect(formatDecimalForInput(-0, 'fr')).toBe('0');
  });

  it('never writes an exponent', () => {
    expect(formatDecimalForInput(1e21, 'en')).toBe('1000000000000000000000');
    expect(formatDecimalForInput(1.5e22, 'fr')).toBe('15000000000000000000000');
    expect(formatDecimalForInput(1e-7, 'fr')).toBe('0,0000001');
    expect(formatDecimalForInput(-1.25e-7, 'en')).toBe('-0.000000125');
    expect(formatDecimalForInput(1.2345e-5, 'fr')).toBe('0,000012345');
  });

  it('throws on NaN and the infinities', () => {
    expect(() => formatDecimalForInput(Number.NaN, 'fr')).toThrow(RangeError);
    expect(() => formatDecimalForInput(Number.POSITIVE_INFINITY, 'en')).toThrow(RangeError);
  });
});

describe('parseAmountInput', () => {
  it.each<[string, number]>([
    ['2 350,00 €', 2350],
    [`2${noBreakSpace}350,00${noBreakSpace}€`, 2350],
    [`2${narrowNoBreakSpace}350,00${narrowNoBreakSpace}€`, 2350],
    ['12€', 12],
    ['  1 234,56 €  ', 1234.56],
    ['-45,5 €', -45.5],
    ['2350', 2350],
  ])('reads %j as %d', (text, expected) => {
    expect(parseAmountInput(text)).toBe(expected);
  });

  it.each(['€', '€ 12', '12 € €', '12 $', '12 EUR', '1.234,5 €'])('refuses %j', (text) => {
    expect(parseAmountInput(text)).toBeNull();
  });
});

describe('formatDecimalForInput then parseDecimalInput', () => {
  const locales = fc.constantFrom('fr', 'fr-FR', 'en', 'en-GB');
  /** -0 reads back as 0, on purpose. */
  const withoutNegativeZero = (n: number): number => (n === 0 ? 0 : n);

  it('gives back any finite double rounded to 3 decimals, in French and English (property)', () => {
    const roundedTo3Decimals = fc
      .double({ noNaN: true, noDefaultInfinity: true })
      .map((n) => Math.round(n * 1000) / 1000)
      .filter((n) => Number.isFinite(n));
    fc.assert(
      fc.property(roundedTo3Decimals, locales, (n, locale) => {
        expect(parseDecimalInput(formatDecimalForInput(n, locale))).toBe(withoutNegativeZero(n));
      }),
      { numRuns: 2000 },
    );
  });

  it('gives back amounts with up to 3 decimals in a realistic range (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), locales, (thousandths, locale) => {
        const n = thousandths / 1000;
        expect(parseDecimalInput(formatDecimalForInput(n, locale))).toBe(withoutNegativeZero(n));
      }),
    );
  });

  it('gives back any finite double at all, the tiniest and the largest included (property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), locales, (n, locale) => {
        expect(parseDecimalInput(formatDecimalForInput(n, locale))).toBe(withoutNegativeZero(n));
      }),
      { numRuns: 2000 },
    );
    for (const n of [
      Number.MIN_VALUE,
      -Number.MIN_VALUE,
      Number.MAX_VALUE,
      Number.MAX_SAFE_INTEGER,
      0.1 + 0.2,
    ]) {
      expect(parseDecimalInput(formatDecimalForInput(n, 'fr'))).toBe(n);
    }
  });
});
