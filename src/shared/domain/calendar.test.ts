import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  compareDates,
  daysInMonth,
  eventsOnDate,
  isBetweenInclusive,
  isCalendarDate,
  isMonthKey,
  isoWeekNumber,
  isoWeekYear,
  monthGrid,
  monthKey,
  startOfIsoWeek,
  todayIn,
  weekDays,
} from './calendar.js';

/** Dates of 1970 to 2100, as 'YYYY-MM-DD', for property tests. */
const arbitraryDate = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('isCalendarDate', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01', '9999-12-31'])(
    'accepts %s',
    (value) => {
      expect(isCalendarDate(value)).toBe(true);
    },
  );

  it.each([
    ['a day that does not exist', '2026-02-30'],
    ['29 February of a common year', '2026-02-29'],
    ['29 February of a century not divisible by 400', '1900-02-29'],
    ['31 April', '2026-04-31'],
    ['month 13', '2026-13-01'],
    ['month 0', '2026-00-10'],
    ['day 0', '2026-01-00'],
    ['year 0', '0000-01-01'],
    ['one-digit month and day', '2026-1-5'],
    ['a timestamp', '2026-01-05T00:00:00Z'],
    ['slashes', '2026/01/05'],
    ['French order', '05/01/2026'],
    ['surrounding spaces', ' 2026-01-05'],
    ['an empty string', ''],
  ])('refuses %s (%s)', (_label, value) => {
    expect(isCalendarDate(value)).toBe(false);
  });

  it('refuses what is not a string', () => {
    expect(isCalendarDate(20260105)).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
    expect(isCalendarDate(new Date('2026-01-05'))).toBe(false);
  });
});

describe('daysInMonth', () => {
  it('knows leap years, including the century rules', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-05-10', 0)).toBe('2026-05-10');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('is not shifted by the days when French clocks change', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('handles years below 100 (which Date.UTC would read as 19xx)', () => {
    expect(addDays('0050-12-31', 1)).toBe('0051-01-01');
  });

  it('throws on a malformed date, a fractional count or a result outside years 0001-9999', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 1.5)).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
  });

  it('undoes itself (property)', () => {
    fc.assert(
      fc.property(arbitraryDate, fc.integer({ min: -5000, max: 5000 }), (date, n) => {
        expect(addDays(addDays(date, n), -n)).toBe(date);
      }),
    );
  });
});

describe('addMonths', () => {
  it('keeps the day when the target month has it', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-11-30', 2)).toBe('2027-01-30');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
    expect(addMonths('2026-03-15', 0)).toBe('2026-03-15');
    expect(addMonths('2026-03-15', 24)).toBe('2028-03-15');
  });

  it('clamps to the end of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-05-31', -1)).toBe('2026-04-30');
  });

  it('clamps to 29 February in leap years only', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
    expect(addMonths('1999-12-31', 2)).toBe('2000-02-29');
    expect(addMonths('2099-12-31', 2)).toBe('2100-02-28');
  });

  it('does not bring the day back after a clamp (each step clamps)', () => {
    expect(addMonths(addMonths('2026-01-31', 1), 1)).toBe('2026-03-28');
    expect(addMonths('2026-01-31', 2)).toBe('2026-03-31');
  });

  it('throws on a malformed date, a fractional count or a year out of range', () => {
    expect(() => addMonths('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addMonths('2026-02-01', 0.5)).toThrow(RangeError);
    expect(() => addMonths('9999-12-01', 1)).toThrow(RangeError);
    expect(() => addMonths('0001-01-01', -1)).toThrow(RangeError);
  });
});

describe('startOfIsoWeek and weekDays', () => {
  it('gives the Monday of the week, Sunday belonging to the week before it', () => {
    expect(startOfIsoWeek('2026-02-01')).toBe('2026-01-26'); // Sunday
    expect(startOfIsoWeek('2026-02-02')).toBe('2026-02-02'); // Monday
    expect(startOfIsoWeek('2026-02-05')).toBe('2026-02-02'); // Thursday
    expect(startOfIsoWeek('2027-01-01')).toBe('2026-12-28'); // Friday, across the year
  });

  it('lists Monday to Sunday', () => {
    expect(weekDays('2026-12-31')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('holds the date and starts on a Monday (property)', () => {
    fc.assert(
      fc.property(arbitraryDate, (date) => {
        const days = weekDays(date);
        expect(days).toHaveLength(7);
        expect(days).toContain(date);
        expect(new Date(`${days[0] ?? ''}T00:00:00Z`).getUTCDay()).toBe(1);
      }),
    );
  });
});

describe('monthGrid', () => {
  it('February 2026 (starting on a Sunday): 5 weeks from Monday 26 January to Sunday 1 March', () => {
    const grid = monthGrid(2026, 2);
    expect(grid.map((week) => week[0]?.date)).toEqual([
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
    ]);
    expect(grid[0]).toEqual([
      { date: '2026-01-26', isInMonth: false },
      { date: '2026-01-27', isInMonth: false },
      { date: '2026-01-28', isInMonth: false },
      { date: '2026-01-29', isInMonth: false },
      { date: '2026-01-30', isInMonth: false },
      { date: '2026-01-31', isInMonth: false },
      { date: '2026-02-01', isInMonth: true },
    ]);
    expect(grid[4]?.at(-1)).toEqual({ date: '2026-03-01', isInMonth: false });
    expect(grid.flat().filter((day) => day.isInMonth)).toHaveLength(28);
  });

  it('March 2026 (31 days starting on a Sunday) needs 6 weeks', () => {
    const grid = monthGrid(2026, 3);
    expect(grid).toHaveLength(6);
    expect(grid[0]?.[0]).toEqual({ date: '2026-02-23', isInMonth: false });
    expect(grid[0]?.[6]).toEqual({ date: '2026-03-01', isInMonth: true });
    expect(grid[5]?.[0]).toEqual({ date: '2026-03-30', isInMonth: true });
    expect(grid[5]?.[1]).toEqual({ date: '2026-03-31', isInMonth: true });
    expect(grid[5]?.[6]).toEqual({ date: '2026-04-05', isInMonth: false });
  });

  it('February 2021 (28 days starting on a Monday) fits in exactly 4 weeks, with no neighbour day', () => {
    const grid = monthGrid(2021, 2);
    expect(grid).toHaveLength(4);
    expect(grid.flat().every((day) => day.isInMonth)).toBe(true);
  });

  it('February 2024 holds its 29th day', () => {
    const days = monthGrid(2024, 2).flat();
    expect(days.filter((day) => day.isInMonth).at(-1)?.date).toBe('2024-02-29');
  });

  it('always covers the whole month in consecutive whole weeks (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1901, max: 2199 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const grid = monthGrid(year, month);
        const days = grid.flat();
        expect(grid.length).toBeGreaterThanOrEqual(4);
        expect(grid.length).toBeLessThanOrEqual(6);
        expect(grid.every((week) => week.length === 7)).toBe(true);
        days.forEach((day, index) => {
          if (index > 0) expect(day.date).toBe(addDays(days[index - 1]?.date ?? '', 1));
        });
        const inMonth = days.filter((day) => day.isInMonth);
        expect(inMonth).toHaveLength(daysInMonth(year, month));
        expect(
          inMonth.every((day) => monthKey(day.date) === `${year}-${String(month).padStart(2, '0')}`),
        ).toBe(true);
        // No week made only of neighbour days.
        expect(grid.every((week) => week.some((day) => day.isInMonth))).toBe(true);
      }),
    );
  });

  it('throws on a month out of 1-12', () => {
    expect(() => monthGrid(2026, 0)).toThrow(RangeError);
    expect(() => monthGrid(2026, 13)).toThrow(RangeError);
  });
});

describe('isoWeekNumber and isoWeekYear', () => {
  it.each([
    ['2026-01-01', 1, 2026], // Thursday: week 1 of its own year
    ['2025-12-29', 1, 2026], // Monday of that week
    ['2026-12-31', 53, 2026], // Thursday of a 53-week year
    ['2027-01-01', 53, 2026], // Friday, still week 53 of 2026
    ['2027-01-03', 53, 2026], // Sunday
    ['2027-01-04', 1, 2027], // Monday
    ['2021-01-03', 53, 2020], // Sunday, week 53 of 2020
    ['2021-01-04', 1, 2021],
    ['2024-12-30', 1, 2025], // Monday already in week 1 of the next year
    ['2026-06-15', 25, 2026],
  ])('%s is week %i of %i', (date, week, year) => {
    expect(isoWeekNumber(date)).toBe(week);
    expect(isoWeekYear(date)).toBe(year);
  });

  it('is the same for the 7 days of a week and between 1 and 53 (property)', () => {
    fc.assert(
      fc.property(arbitraryDate, (date) => {
        const week = isoWeekNumber(date);
        expect(week).toBeGreaterThanOrEqual(1);
        expect(week).toBeLessThanOrEqual(53);
        expect(new Set(weekDays(date).map((day) => isoWeekNumber(day)))).toEqual(new Set([week]));
      }),
    );
  });
});

describe('compareDates and isBetweenInclusive', () => {
  it('orders dates', () => {
    expect(compareDates('2026-01-31', '2026-02-01')).toBe(-1);
    expect(compareDates('2026-02-01', '2026-02-01')).toBe(0);
    expect(compareDates('2027-01-01', '2026-12-31')).toBe(1);
    expect(['2026-03-01', '2025-12-31', '2026-02-28'].sort(compareDates)).toEqual([
      '2025-12-31',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('throws on a malformed date instead of sorting it somewhere', () => {
    expect(() => compareDates('2026-2-1', '2026-02-01')).toThrow(RangeError);
  });

  it('includes both ends', () => {
    expect(isBetweenInclusive('2026-02-01', '2026-02-01', '2026-02-05')).toBe(true);
    expect(isBetweenInclusive('2026-02-05', '2026-02-01', '2026-02-05')).toBe(true);
    expect(isBetweenInclusive('2026-02-03', '2026-02-03', '2026-02-03')).toBe(true);
    expect(isBetweenInclusive('2026-01-31', '2026-02-01', '2026-02-05')).toBe(false);
    expect(isBetweenInclusive('2026-02-06', '2026-02-01', '2026-02-05')).toBe(false);
  });

  it('finds nothing in an inverted range', () => {
    expect(isBetweenInclusive('2026-02-03', '2026-02-05', '2026-02-01')).toBe(false);
  });
});

describe('todayIn', () => {
  it('Paris is one hour ahead of UTC in winter: 23:30 UTC is already tomorrow', () => {
    const now = new Date('2026-01-15T23:30:00Z');
    expect(todayIn('UTC', now)).toBe('2026-01-15');
    expect(todayIn('Europe/Paris', now)).toBe('2026-01-16');
    expect(todayIn('Europe/Paris', new Date('2026-01-15T22:59:59Z'))).toBe('2026-01-15');
    expect(todayIn('Europe/Paris', new Date('2026-01-15T23:00:00Z'))).toBe('2026-01-16');
  });

  it('Paris is two hours ahead of UTC in summer', () => {
    expect(todayIn('Europe/Paris', new Date('2026-07-15T21:59:59Z'))).toBe('2026-07-15');
    expect(todayIn('Europe/Paris', new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-16');
    expect(todayIn('UTC', new Date('2026-07-15T22:00:00Z'))).toBe('2026-07-15');
    // 23:30 UTC is the same day in UTC and the next in Paris, whatever the season.
    expect(todayIn('Europe/Paris', new Date('2026-07-15T23:30:00Z'))).toBe('2026-07-16');
  });

  it('follows the offset on the days the clocks change', () => {
    // 29 March 2026: the Paris midnight is still in winter time (UTC+1).
    expect(todayIn('Europe/Paris', new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(todayIn('Europe/Paris', new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    // 25 October 2026: the Paris midnight is still in summer time (UTC+2).
    expect(todayIn('Europe/Paris', new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(todayIn('Europe/Paris', new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    // The next midnight is in winter time again.
    expect(todayIn('Europe/Paris', new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(todayIn('Europe/Paris', new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('crosses the new year, and zones west of UTC are behind', () => {
    const now = new Date('2026-12-31T23:30:00Z');
    expect(todayIn('Europe/Paris', now)).toBe('2027-01-01');
    expect(todayIn('UTC', now)).toBe('2026-12-31');
    expect(todayIn('America/Cayenne', new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31');
    expect(todayIn('Indian/Reunion', new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('throws on an unknown zone or an invalid Date', () => {
    expect(() => todayIn('Europe/Atlantis', new Date('2026-01-01T00:00:00Z'))).toThrow(RangeError);
    expect(() => todayIn('Europe/Paris', new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('monthKey', () => {
  it('keeps the year and the month', () => {
    expect(monthKey('2026-02-28')).toBe('2026-02');
    expect(() => monthKey('2026-02-30')).toThrow(RangeError);
  });
});

describe('isMonthKey', () => {
  it('accepts YYYY-MM with a month 01 to 12', () => {
    expect(isMonthKey('2026-01')).toBe(true);
    expect(isMonthKey('2026-12')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('2026-00')).toBe(false);
    expect(isMonthKey('2026-1')).toBe(false);
    expect(isMonthKey('0000-01')).toBe(false);
    expect(isMonthKey('2026-01-01')).toBe(false);
  });
});

describe('eventsOnDate', () => {
  const events = [
    { id: 'leave', startDate: '2026-02-02', endDate: '2026-02-06' },
    { id: 'training', startDate: '2026-02-04', endDate: '2026-02-04' },
    { id: 'across-months', startDate: '2026-01-30', endDate: '2026-02-02' },
    { id: 'later', startDate: '2026-02-10', endDate: '2026-02-11' },
  ];

  it('finds the events covering the day, first and last days included, in their order', () => {
    expect(eventsOnDate(events, '2026-02-02').map((event) => event.id)).toEqual(['leave', 'across-months']);
    expect(eventsOnDate(events, '2026-02-04').map((event) => event.id)).toEqual(['leave', 'training']);
    expect(eventsOnDate(events, '2026-02-06').map((event) => event.id)).toEqual(['leave']);
    expect(eventsOnDate(events, '2026-01-31').map((event) => event.id)).toEqual(['across-months']);
    expect(eventsOnDate(events, '2026-02-07')).toEqual([]);
  });

  it('keeps the caller’s event type', () => {
    const [first] = eventsOnDate(events, '2026-02-10');
    expect(first?.id).toBe('later');
  });
});
