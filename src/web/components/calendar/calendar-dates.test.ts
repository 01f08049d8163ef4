import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatMonthTitle, monthGridRange } from './calendar-dates';

describe('calendar dates', () => {
  it('gives the first and last day of a month grid (Monday to Sunday)', () => {
    expect(monthGridRange('2026-05')).toEqual({ from: '2026-04-27', to: '2026-05-31' });
    expect(monthGridRange('2026-03')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
  });

  it('writes a date without shifting it by the time zone', () => {
    expect(formatCalendarDate('2026-05-04', 'fr', { weekday: 'long', day: 'numeric', month: 'long' })).toBe(
      'lundi 4 mai',
    );
    expect(formatMonthTitle('2026-05', 'fr')).toBe('Mai 2026');
    expect(formatMonthTitle('2026-05', 'en')).toBe('May 2026');
  });
});
