import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import type { SpreadingDay, TSpreadingReason } from '../spreading-windows.js';
import { adviceSource } from './advice.js';
import { spreadingWindowAdvice } from './spreading-window.js';

const today = '2027-03-10';

const rain: TSpreadingReason = { code: 'heavy-rain', precipitationMm: 14 };
const octoberBan: TSpreadingReason = {
  code: 'calendar-ban',
  ban: { from: { month: 10, day: 1 }, to: { month: 1, day: 31 } },
};

/** Forecast days from `start`, each with the given reasons (none: spreading allowed). */
const forecast = (start: string, reasons: readonly (readonly TSpreadingReason[])[]): SpreadingDay[] =>
  reasons.map((dayReasons, index) => ({
    date: addDays(start, index),
    mayBeSpread: dayReasons.length === 0,
    reasons: [...dayReasons],
  }));

const fiveDays = (reasons: readonly TSpreadingReason[]) => Array.from({ length: 5 }, () => reasons);

describe('spreadingWindowAdvice', () => {
  it('gives the next day digestate may be spread', () => {
    const days = forecast(today, [[rain], [rain], [], [], [rain]]);
    expect(spreadingWindowAdvice({ days }, today)).toEqual({
      id: 'spreading-window:next-window:2027-03-12',
      rule: 'spreading-window',
      severity: 'info',
      date: '2027-03-12',
      actionPath: '/dashboard/weather',
      source: adviceSource('domain:weather/digestate-spreading'),
      evidence: {
        finding: 'next-window',
        forecastStart: today,
        forecastEnd: '2027-03-14',
        forecastDays: 5,
        nextSpreadingDate: '2027-03-12',
        daysAhead: 2,
        spreadingDayCount: 2,
        blockedBy: null,
        reasonDayCounts: { 'calendar-ban': 0, snow: 0, 'frozen-soil': 0, 'heavy-rain': 3, 'strong-wind': 0 },
        storageMonths: { minimum: 4, advisedForLiquid: 6 },
      },
    });
  });

  it('watches when the weather closes every coming day, to check the storage', () => {
    const frost: TSpreadingReason = { code: 'frozen-soil', temperatureMinC: -2 };
    const days = forecast(today, [[rain, frost], [rain], [frost], [frost], [rain]]);
    expect(spreadingWindowAdvice({ days }, today)).toMatchObject({
      id: 'spreading-window:no-window:weather:2027-03-10',
      severity: 'watch',
      date: today,
      evidence: {
        finding: 'no-window',
        nextSpreadingDate: null,
        daysAhead: null,
        spreadingDayCount: 0,
        blockedBy: 'weather',
        reasonDayCounts: { 'heavy-rain': 3, 'frozen-soil': 3 },
      },
    });
  });

  it('only informs through a calendar ban, with one id for the whole ban across New Year', () => {
    const december = spreadingWindowAdvice(
      { days: forecast('2026-12-20', fiveDays([octoberBan])) },
      '2026-12-20',
    );
    const january = spreadingWindowAdvice(
      { days: forecast('2027-01-10', fiveDays([octoberBan])) },
      '2027-01-10',
    );
    expect(december).toMatchObject({
      id: 'spreading-window:no-window:calendar:2026-10-01',
      severity: 'info',
      evidence: { blockedBy: 'calendar' },
    });
    expect(january?.id).toBe(december?.id);
    const allYear: TSpreadingReason = { code: 'calendar-ban', ban: 'all-year' };
    expect(spreadingWindowAdvice({ days: forecast(today, fiveDays([allYear])) }, today)?.id).toBe(
      'spreading-window:no-window:calendar:all-year',
    );
  });

  it('watches when the calendar and the weather close the days between them', () => {
    const days = forecast('2027-01-29', [[octoberBan], [octoberBan], [octoberBan, rain], [rain], [rain]]);
    expect(spreadingWindowAdvice({ days }, '2027-01-29')).toMatchObject({
      id: 'spreading-window:no-window:weather:2027-01-29',
      severity: 'watch',
      evidence: { blockedBy: 'calendar-and-weather' },
    });
  });

  it('reads the days from today on, in date order, and needs three of them', () => {
    const days = forecast(addDays(today, -2), [[], [], [rain], [], [rain]]).reverse();
    expect(spreadingWindowAdvice({ days }, today)?.evidence).toMatchObject({
      forecastStart: today,
      forecastDays: 3,
      nextSpreadingDate: '2027-03-11',
      daysAhead: 1,
    });
    expect(spreadingWindowAdvice({ days: forecast(today, [[rain], [rain]]) }, today)).toBeNull();
    expect(spreadingWindowAdvice({ days: [] }, today)).toBeNull();
  });

  it('gives the same id while the same day is the next window', () => {
    const days = forecast(today, [[rain], [rain], [], [rain], [rain]]);
    const later = forecast(addDays(today, 1), [[rain], [], [rain], [rain], []]);
    expect(spreadingWindowAdvice({ days: later }, addDays(today, 1))?.id).toBe(
      spreadingWindowAdvice({ days }, today)?.id,
    );
  });
});
