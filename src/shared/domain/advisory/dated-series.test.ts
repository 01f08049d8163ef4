import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import {
  dailyMeans,
  daysBetween,
  leastSquaresLine,
  readingsUpTo,
  situationSince,
  trendOver,
  type DatedReading,
} from './dated-series.js';

const window = { windowDays: 14, minDaysWithReadings: 5, minSpanDays: 6 };

describe('daysBetween', () => {
  it('counts whole days across months, leap days and backwards', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-02-28', '2026-03-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2026-12-01')).toBe(-30);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});

describe('readingsUpTo', () => {
  it('keeps the readings up to the day, by date then time, input order for the rest', () => {
    const readings: DatedReading[] = [
      { date: '2026-05-02', time: '17:00', value: 3 },
      { date: '2026-05-03', value: 9 },
      { date: '2026-05-02', time: '08:00', value: 2 },
      { date: '2026-05-01', value: 1 },
      { date: '2026-05-01', value: 1.5 },
    ];
    expect(readingsUpTo(readings, '2026-05-02').map((reading) => reading.value)).toEqual([1, 1.5, 2, 3]);
  });

  it('refuses a reading that is not a number or not dated', () => {
    expect(() => readingsUpTo([{ date: '2026-05-01', value: Number.NaN }], '2026-05-02')).toThrow(RangeError);
    expect(() => readingsUpTo([{ date: '1 May', value: 1 }], '2026-05-02')).toThrow(RangeError);
  });
});

describe('dailyMeans', () => {
  it('gives one mean per day with its count', () => {
    expect(
      dailyMeans([
        { date: '2026-05-01', value: 1 },
        { date: '2026-05-01', value: 2 },
        { date: '2026-05-01', value: 6 },
        { date: '2026-05-02', value: 4 },
      ]),
    ).toEqual([
      { date: '2026-05-01', mean: 3, readingCount: 3 },
      { date: '2026-05-02', mean: 4, readingCount: 1 },
    ]);
  });
});

describe('leastSquaresLine', () => {
  it('fits a line exactly through points on it', () => {
    const line = leastSquaresLine([
      { x: 0, y: 1 },
      { x: 1, y: 3 },
      { x: 3, y: 7 },
    ]);
    expect(line?.slope).toBeCloseTo(2, 12);
    expect(line?.intercept).toBeCloseTo(1, 12);
  });

  it('has no line without two distinct x', () => {
    expect(leastSquaresLine([{ x: 1, y: 1 }])).toBeNull();
    expect(
      leastSquaresLine([
        { x: 2, y: 1 },
        { x: 2, y: 5 },
      ]),
    ).toBeNull();
  });

  it('recovers the slope of any straight series', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.integer({ min: 2, max: 30 }),
        (slope, intercept, count) => {
          const points = Array.from({ length: count }, (_, x) => ({ x, y: intercept + slope * x }));
          expect(leastSquaresLine(points)?.slope).toBeCloseTo(slope, 9);
        },
      ),
    );
  });
});

describe('trendOver', () => {
  const series = (end: string, values: number[]): DatedReading[] =>
    values.map((value, index) => ({ date: addDays(end, index - (values.length - 1)), value }));

  it('fits the daily means of the window and counts the points used', () => {
    const readings = [...series('2026-05-14', [1, 2, 3, 4, 5, 6, 7]), { date: '2026-05-14', value: 7 }];
    const trend = trendOver(readings, '2026-05-14', window);
    expect(trend).toMatchObject({
      windowStart: '2026-05-01',
      windowEnd: '2026-05-14',
      daysUsed: 7,
      readingsUsed: 8,
    });
    expect(trend.slopePerDay).toBeCloseTo(1, 12);
    expect(trend.fittedValueAsOf).toBeCloseTo(7, 12);
  });

  it('leaves readings outside the window out', () => {
    const trend = trendOver(series('2026-05-14', [100, ...Array<number>(14).fill(1)]), '2026-05-14', window);
    expect(trend.daysUsed).toBe(14);
    expect(trend.slopePerDay).toBeCloseTo(0, 12);
  });

  it('gives no slope from fewer than 5 days or less than a week of span', () => {
    expect(trendOver(series('2026-05-14', [1, 2, 3, 4]), '2026-05-14', window)).toMatchObject({
      daysUsed: 4,
      slopePerDay: null,
      fittedValueAsOf: null,
    });
    const sixDaysSpan = series('2026-05-14', [1, 2, 3, 4, 5, 6]);
    expect(trendOver(sixDaysSpan, '2026-05-14', window).slopePerDay).toBeNull();
    const sevenDaysSpan = series('2026-05-14', [1, 2, 3, 4, 5, 6, 7]).filter((_, index) => index !== 3);
    expect(trendOver(sevenDaysSpan, '2026-05-14', window).slopePerDay).toBeCloseTo(1, 12);
  });
});

describe('situationSince', () => {
  it('walks back while the situation is the same', () => {
    const keys: Record<string, string> = {
      '2026-05-10': 'a',
      '2026-05-11': 'b',
      '2026-05-12': 'b',
      '2026-05-13': 'b',
    };
    expect(situationSince('2026-05-13', 90, (day) => keys[day] ?? null)).toBe('2026-05-11');
    expect(situationSince('2026-05-10', 90, (day) => keys[day] ?? null)).toBe('2026-05-10');
  });

  it('stops at the look-back', () => {
    expect(situationSince('2026-05-13', 3, () => 'same')).toBe('2026-05-10');
  });
});
