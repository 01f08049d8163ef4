import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, parseDayMonthYear } from './day-month-year';

describe('parseDayMonthYear', () => {
  it('reads jj/mm/aaaa as the calendar date it names', () => {
    expect(parseDayMonthYear('25/11/2026')).toBe('2026-11-25');
    expect(parseDayMonthYear(' 01/02/2026 ')).toBe('2026-02-01');
  });

  it('takes one-digit days and months, two-digit years, dots, dashes and spaces', () => {
    expect(parseDayMonthYear('5/1/2026')).toBe('2026-01-05');
    expect(parseDayMonthYear('25/11/26')).toBe('2026-11-25');
    expect(parseDayMonthYear('25.11.2026')).toBe('2026-11-25');
    expect(parseDayMonthYear('25-11-2026')).toBe('2026-11-25');
    expect(parseDayMonthYear('25 11 2026')).toBe('2026-11-25');
  });

  it('takes the digits alone, as a phone keypad types them', () => {
    expect(parseDayMonthYear('25112026')).toBe('2026-11-25');
    expect(parseDayMonthYear('251126')).toBe('2026-11-25');
  });

  it('takes an ISO date pasted as is', () => {
    expect(parseDayMonthYear('2026-11-25')).toBe('2026-11-25');
  });

  it('never reads the month first, as an en-US browser would', () => {
    expect(parseDayMonthYear('11/25/2026')).toBeNull();
    expect(parseDayMonthYear('02/03/2026')).toBe('2026-03-02');
  });

  it('refuses days that do not exist and texts that are not dates', () => {
    expect(parseDayMonthYear('31/02/2026')).toBeNull();
    expect(parseDayMonthYear('29/02/2025')).toBeNull();
    expect(parseDayMonthYear('29/02/2024')).toBe('2024-02-29');
    expect(parseDayMonthYear('2026-02-30')).toBeNull();
    expect(parseDayMonthYear('25/11')).toBeNull();
    expect(parseDayMonthYear('demain')).toBeNull();
    expect(parseDayMonthYear('')).toBeNull();
    expect(parseDayMonthYear('25/11/202')).toBeNull();
  });
});

describe('formatDayMonthYear', () => {
  it('writes a calendar date day first', () => {
    expect(formatDayMonthYear('2026-11-25')).toBe('25/11/2026');
    expect(formatDayMonthYear('2026-01-05')).toBe('05/01/2026');
  });

  it('gives back any other text as it was typed', () => {
    expect(formatDayMonthYear('25/11')).toBe('25/11');
    expect(formatDayMonthYear('')).toBe('');
  });

  it('round-trips with the parser', () => {
    for (const date of ['2026-11-25', '2024-02-29', '0999-12-31', '9999-01-01']) {
      expect(parseDayMonthYear(formatDayMonthYear(date))).toBe(date);
    }
  });
});
