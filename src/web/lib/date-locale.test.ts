import { describe, expect, it } from 'vitest';
import { formatDueDate, formatInstant } from '../features/maintenance/lib/maintenance-format';
import { formatCalendarDate } from '../features/budget/lib/budget-format';
import { dateLocale } from './date-locale';

describe('dateLocale', () => {
  it('writes English dates the British way and French ones the French way', () => {
    expect(dateLocale('en')).toBe('en-GB');
    expect(dateLocale('fr')).toBe('fr-FR');
    expect(formatDueDate('2026-05-12', 'en')).toBe('12 May 2026');
    expect(formatDueDate('2026-05-12', 'fr')).toBe('12 mai 2026');
    expect(formatCalendarDate('2026-05-12', 'en')).toBe('12 May 2026');
    expect(formatInstant('2026-05-12T14:30:00Z', 'en')).not.toMatch(/PM|AM/);
  });
});
