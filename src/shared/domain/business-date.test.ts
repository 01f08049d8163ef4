import { describe, expect, it } from 'vitest';
import { businessDate, isResetHour, writableBusinessDates } from './business-date';

const paris = 'Europe/Paris';
const at = (iso: string) => new Date(iso);

describe('businessDate', () => {
  it('is the local date once the reset hour has passed, the previous day before it', () => {
    // Paris is UTC+2 in May.
    expect(businessDate(at('2026-05-12T03:00:00Z'), paris, '05:00')).toBe('2026-05-12');
    expect(businessDate(at('2026-05-12T02:59:59Z'), paris, '05:00')).toBe('2026-05-11');
    expect(businessDate(at('2026-05-12T21:59:59Z'), paris, '05:00')).toBe('2026-05-12');
  });

  it('turns exactly at the reset hour, not a second before', () => {
    expect(businessDate(at('2026-01-15T04:00:00Z'), paris, '05:00')).toBe('2026-01-15');
    expect(businessDate(at('2026-01-15T03:59:59Z'), paris, '05:00')).toBe('2026-01-14');
    expect(businessDate(at('2026-01-15T03:59:59.999Z'), paris, '05:00')).toBe('2026-01-14');
  });

  it('around local midnight stays on the previous day until the reset', () => {
    // 23:59 and 00:01 in Paris (UTC+1 in January).
    expect(businessDate(at('2026-01-15T22:59:00Z'), paris, '05:00')).toBe('2026-01-15');
    expect(businessDate(at('2026-01-15T23:01:00Z'), paris, '05:00')).toBe('2026-01-15');
    // A reset at midnight: the business date is the calendar date.
    expect(businessDate(at('2026-01-15T23:01:00Z'), paris, '00:00')).toBe('2026-01-16');
    expect(businessDate(at('2026-01-15T22:59:59Z'), paris, '00:00')).toBe('2026-01-15');
  });

  it('a reset hour of 23:59 keeps the user on yesterday almost all day', () => {
    expect(businessDate(at('2026-06-10T21:58:00Z'), paris, '23:59')).toBe('2026-06-09');
    expect(businessDate(at('2026-06-10T21:59:00Z'), paris, '23:59')).toBe('2026-06-10');
  });

  it('crosses month and year boundaries', () => {
    expect(businessDate(at('2026-01-01T03:00:00Z'), paris, '05:00')).toBe('2025-12-31');
    expect(businessDate(at('2026-01-01T04:00:00Z'), paris, '05:00')).toBe('2026-01-01');
    expect(businessDate(at('2026-03-01T02:00:00Z'), paris, '05:00')).toBe('2026-02-28');
    expect(businessDate(at('2028-03-01T02:00:00Z'), paris, '05:00')).toBe('2028-02-29');
  });

  describe('spring forward in Paris (2026-03-29, 02:00 → 03:00)', () => {
    it('a 05:00 reset happens at 05:00 summer time', () => {
      expect(businessDate(at('2026-03-29T02:59:59Z'), paris, '05:00')).toBe('2026-03-28');
      expect(businessDate(at('2026-03-29T03:00:00Z'), paris, '05:00')).toBe('2026-03-29');
    });

    it('a reset at 02:30, in the skipped hour, happens when the clock jumps to 03:00', () => {
      // 01:59:59 winter time: before the reset.
      expect(businessDate(at('2026-03-29T00:59:59Z'), paris, '02:30')).toBe('2026-03-28');
      // 03:00:00 summer time, the next instant on the wall clock: after it.
      expect(businessDate(at('2026-03-29T01:00:00Z'), paris, '02:30')).toBe('2026-03-29');
      expect(businessDate(at('2026-03-29T01:45:00Z'), paris, '02:30')).toBe('2026-03-29');
    });
  });

  describe('fall back in Paris (2026-10-25, 03:00 → 02:00)', () => {
    it('a 05:00 reset happens at 05:00 winter time', () => {
      expect(businessDate(at('2026-10-25T03:59:59Z'), paris, '05:00')).toBe('2026-10-24');
      expect(businessDate(at('2026-10-25T04:00:00Z'), paris, '05:00')).toBe('2026-10-25');
    });

    it('a reset at 02:30, in the repeated hour, happens the first time and never goes back', () => {
      // 02:29 summer time (00:29 UTC): before.
      expect(businessDate(at('2026-10-25T00:29:00Z'), paris, '02:30')).toBe('2026-10-24');
      // 02:30 summer time: the new day starts.
      expect(businessDate(at('2026-10-25T00:30:00Z'), paris, '02:30')).toBe('2026-10-25');
      // 02:00 and 02:29 winter time, the second pass: still the new day.
      expect(businessDate(at('2026-10-25T01:00:00Z'), paris, '02:30')).toBe('2026-10-25');
      expect(businessDate(at('2026-10-25T01:29:00Z'), paris, '02:30')).toBe('2026-10-25');
      expect(businessDate(at('2026-10-25T02:00:00Z'), paris, '02:30')).toBe('2026-10-25');
    });

    it('a reset at 01:30, before the repeated hour, is not affected', () => {
      expect(businessDate(at('2026-10-24T23:29:00Z'), paris, '01:30')).toBe('2026-10-24');
      expect(businessDate(at('2026-10-24T23:30:00Z'), paris, '01:30')).toBe('2026-10-25');
      expect(businessDate(at('2026-10-25T01:10:00Z'), paris, '01:30')).toBe('2026-10-25');
    });
  });

  it('follows other zones: New York and Auckland', () => {
    // 2026-07-01 06:00 UTC = 02:00 in New York (UTC−4), 18:00 in Auckland (UTC+12).
    const instant = at('2026-07-01T06:00:00Z');
    expect(businessDate(instant, 'America/New_York', '05:00')).toBe('2026-06-30');
    expect(businessDate(instant, 'Pacific/Auckland', '05:00')).toBe('2026-07-01');
    // 2026-07-01 16:30 UTC = 04:30 next day in Auckland: before the reset, so 07-01 still.
    expect(businessDate(at('2026-07-01T16:30:00Z'), 'Pacific/Auckland', '05:00')).toBe('2026-07-01');
    expect(businessDate(at('2026-07-01T17:00:00Z'), 'Pacific/Auckland', '05:00')).toBe('2026-07-02');
    // New York's fall back (2026-11-01, 02:00 → 01:00) with a reset at 01:30.
    expect(businessDate(at('2026-11-01T05:29:00Z'), 'America/New_York', '01:30')).toBe('2026-10-31');
    expect(businessDate(at('2026-11-01T05:30:00Z'), 'America/New_York', '01:30')).toBe('2026-11-01');
    expect(businessDate(at('2026-11-01T06:10:00Z'), 'America/New_York', '01:30')).toBe('2026-11-01');
  });

  it('accepts the database form HH:MM:SS and refuses nonsense', () => {
    expect(businessDate(at('2026-05-12T03:00:00Z'), paris, '05:00:00')).toBe('2026-05-12');
    expect(() => businessDate(at('2026-05-12T03:00:00Z'), paris, '25:00')).toThrow(RangeError);
    expect(() => businessDate(at('2026-05-12T03:00:00Z'), 'Mars/Olympus', '05:00')).toThrow(RangeError);
    expect(() => businessDate(new Date(Number.NaN), paris, '05:00')).toThrow(RangeError);
    expect(isResetHour('05:00')).toBe(true);
    expect(isResetHour('5:00')).toBe(false);
    expect(isResetHour('24:00')).toBe(false);
  });
});

describe('writableBusinessDates', () => {
  it('is today and the previous business date', () => {
    expect(writableBusinessDates(at('2026-01-01T10:00:00Z'), paris, '05:00')).toEqual([
      '2026-01-01',
      '2025-12-31',
    ]);
  });
});
