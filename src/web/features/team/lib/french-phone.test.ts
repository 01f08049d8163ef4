import { describe, expect, it } from 'vitest';
import { formatFrenchPhone } from './french-phone';

describe('formatFrenchPhone', () => {
  it('writes a stored number in pairs, national or international', () => {
    expect(formatFrenchPhone('0612345678')).toBe('06 12 34 56 78');
    expect(formatFrenchPhone('+33612345678')).toBe('+33 6 12 34 56 78');
  });

  it('leaves anything else as it is', () => {
    expect(formatFrenchPhone('12345')).toBe('12345');
    expect(formatFrenchPhone('+4915112345678')).toBe('+4915112345678');
  });
});
