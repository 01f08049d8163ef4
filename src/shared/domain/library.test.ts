import { describe, expect, it } from 'vitest';
import { isLibraryCategory, monthBounds, previousMonthOf, reportMonthProblem } from './library.js';

describe('library months', () => {
  it('gives a month’s first and last days, leap years and December included', () => {
    expect(monthBounds('2026-11')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('takes the month before today’s, across a new year', () => {
    expect(previousMonthOf('2026-11-27')).toBe('2026-10');
    expect(previousMonthOf('2027-01-01')).toBe('2026-12');
    expect(previousMonthOf('2026-03-31')).toBe('2026-02');
  });

  it('says why a month cannot be reported on: not a month, not begun, before the account', () => {
    const today = '2026-11-27';
    expect(reportMonthProblem('2026-10', today, '2026-01')).toBeNull();
    expect(reportMonthProblem('2026-11', today, '2026-11')).toBeNull();
    expect(reportMonthProblem('2026-12', today, '2026-01')).toBe('future');
    expect(reportMonthProblem('2025-12', today, '2026-01')).toBe('beforeAccount');
    for (const month of ['2026-13', '2026-1', 'novembre', '', '0000-01', '2026-11-01']) {
      expect(reportMonthProblem(month, today, '2026-01'), month).toBe('invalid');
    }
  });

  it('knows its categories', () => {
    expect(isLibraryCategory('quote')).toBe(true);
    expect(isLibraryCategory('monthly_report')).toBe(true);
    expect(isLibraryCategory('redii_dossier')).toBe(true);
    expect(isLibraryCategory('invoice')).toBe(false);
  });
});
