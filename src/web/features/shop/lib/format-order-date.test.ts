import { describe, expect, it } from 'vitest';
import { formatOrderDay, formatOrderTime } from './format-order-date';

describe('order dates', () => {
  it('are written jj/mm/aaaa and on a 24-hour clock in both languages', () => {
    const moment = new Date(2026, 10, 5, 14, 7).toISOString();
    expect(formatOrderDay(moment, 'fr')).toBe('05/11/2026');
    expect(formatOrderDay(moment, 'en')).toBe('05/11/2026');
    expect(formatOrderTime(moment, 'fr')).toBe('14:07');
    expect(formatOrderTime(moment, 'en')).toBe('14:07');
  });
});
