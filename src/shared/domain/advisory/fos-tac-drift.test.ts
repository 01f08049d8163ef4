import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import type { DatedReading } from './dated-series.js';
import { fosTacDriftAdvice, fosTacDriftOn, fosTacDriftSince } from './fos-tac-drift.js';

const today = '2026-11-26';

/** One reading a day, the last one on `end`. */
const daily = (end: string, values: readonly number[]): DatedReading[] =>
  values.map((value, index) => ({ date: addDays(end, index - (values.length - 1)), value }));

const rising = (start: number, slope: number, days = 14) =>
  Array.from({ length: days }, (_, day) => start + slope * day);

describe('fosTacDriftAdvice', () => {
  it('says nothing about a stable digester', () => {
    expect(fosTacDriftAdvice({ readings: daily(today, Array<number>(14).fill(0.35)) }, today)).toBeNull();
  });

  it('acts on a stressed latest value, from the day the stress began', () => {
    const readings = daily(today, [...Array<number>(10).fill(0.35), 0.42, 0.44, 0.45]);
    const advice = fosTacDriftAdvice({ readings }, today);
    expect(advice).toMatchObject({
      id: 'fos-tac-drift:stressed:2026-11-24',
      rule: 'fos-tac-drift',
      severity: 'act',
      date: '2026-11-24',
      source: { key: 'domain:process-monitoring/fos-tac' },
      actionPath: '/dashboard/production',
      evidence: {
        finding: 'stressed',
        since: '2026-11-24',
        latest: { date: today, value: 0.45 },
        stableRange: { min: 0.3, max: 0.4, origin: 'cited' },
        risingSlopePerDay: { value: 0.005, origin: 'our-default' },
        projectedToReachMaxOn: null,
      },
    });
    expect(advice?.evidence.trend).toMatchObject({ daysUsed: 13, readingsUsed: 13 });
  });

  it('takes both ends of the stable band as stable, and informs below it', () => {
    const flatThen = (latest: number) => daily(today, [...Array<number>(13).fill(0.35), latest]);
    expect(fosTacDriftAdvice({ readings: flatThen(0.4) }, today)).toBeNull();
    expect(fosTacDriftAdvice({ readings: flatThen(0.3) }, today)).toBeNull();
    expect(fosTacDriftAdvice({ readings: flatThen(0.41) }, today)?.severity).toBe('act');
    const underFed = fosTacDriftAdvice({ readings: flatThen(0.29) }, today);
    expect(underFed).toMatchObject({ severity: 'info', evidence: { finding: 'under-fed' } });
  });

  it('watches a steady rise inside the band, with the day it reaches 0.4 at that pace', () => {
    const advice = fosTacDriftAdvice({ readings: daily(today, rising(0.3, 0.006)) }, today);
    expect(advice).toMatchObject({ severity: 'watch', evidence: { finding: 'rising' } });
    expect(advice?.evidence.trend.slopePerDay).toBeCloseTo(0.006, 12);
    expect(advice?.evidence.trend.fittedValueAsOf).toBeCloseTo(0.378, 12);
    // (0.4 − 0.378) ÷ 0.006 = 3.7 days: the fourth day from today.
    expect(advice?.evidence.projectedToReachMaxOn).toBe('2026-11-30');
  });

  it('counts a slope as rising from 0.005 a day', () => {
    expect(fosTacDriftAdvice({ readings: daily(today, rising(0.31, 0.0049)) }, today)).toBeNull();
    expect(fosTacDriftAdvice({ readings: daily(today, rising(0.31, 0.0051)) }, today)?.evidence.finding).toBe(
      'rising',
    );
  });

  it('fits no trend on fewer than 5 days, but a single stressed reading is enough to act', () => {
    expect(fosTacDriftAdvice({ readings: daily(today, rising(0.3, 0.02, 4)) }, today)).toBeNull();
    const single = fosTacDriftAdvice({ readings: [{ date: today, value: 0.5 }] }, today);
    expect(single?.evidence.trend).toMatchObject({ daysUsed: 1, readingsUsed: 1, slopePerDay: null });
    expect(fosTacDriftAdvice({ readings: [] }, today)).toBeNull();
  });

  it('says nothing once the latest reading is more than a week old', () => {
    const stressed = [{ date: addDays(today, -7), value: 0.5 }];
    expect(fosTacDriftAdvice({ readings: stressed }, today)?.severity).toBe('act');
    expect(fosTacDriftAdvice({ readings: stressed }, addDays(today, 1))).toBeNull();
  });

  it('reads several readings a day: the latest by time, the daily means for the trend', () => {
    const readings: DatedReading[] = [
      ...daily(addDays(today, -1), Array<number>(10).fill(0.35)),
      { date: today, time: '17:00', value: 0.38 },
      { date: today, time: '08:00', value: 0.45 },
    ];
    expect(fosTacDriftAdvice({ readings }, today)).toBeNull();
    expect(fosTacDriftOn(readings, today)).toBeNull();
    const later = [...readings, { date: today, time: '20:30', value: 0.43 }];
    expect(fosTacDriftAdvice({ readings: later }, today)?.evidence).toMatchObject({
      latest: { time: '20:30', value: 0.43 },
      trend: { daysUsed: 11, readingsUsed: 13 },
    });
  });

  it('ignores readings dated after today', () => {
    const readings = [...daily(today, Array<number>(14).fill(0.35)), { date: addDays(today, 1), value: 0.6 }];
    expect(fosTacDriftAdvice({ readings }, today)).toBeNull();
  });

  it('keeps the same id while the situation lasts and a new one when it comes back', () => {
    const start = [...Array<number>(10).fill(0.35), 0.42, 0.44];
    const first = fosTacDriftAdvice({ readings: daily(today, start) }, today);
    const nextDay = fosTacDriftAdvice(
      { readings: daily(addDays(today, 1), [...start, 0.46]) },
      addDays(today, 1),
    );
    expect(nextDay?.id).toBe(first?.id);
    const againLater = daily(addDays(today, 2), [...start, 0.36, 0.43]);
    expect(fosTacDriftAdvice({ readings: againLater }, addDays(today, 2))?.id).toBe(
      'fos-tac-drift:stressed:2026-11-28',
    );
    expect(fosTacDriftSince(againLater, addDays(today, 2))).toBe('2026-11-28');
  });

  it('gives a new id when the finding gets worse', () => {
    const risingThenStressed = daily(today, [...rising(0.3, 0.006, 13), 0.43]);
    const wasRising = fosTacDriftAdvice({ readings: risingThenStressed.slice(0, -1) }, addDays(today, -1));
    const nowStressed = fosTacDriftAdvice({ readings: risingThenStressed }, today);
    expect(wasRising?.evidence.finding).toBe('rising');
    expect(nowStressed?.id).toBe('fos-tac-drift:stressed:2026-11-26');
  });

  it('refuses a reading that is not a number', () => {
    expect(() => fosTacDriftAdvice({ readings: [{ date: today, value: Number.NaN }] }, today)).toThrow(
      RangeError,
    );
  });
});
