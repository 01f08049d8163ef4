import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import { daysBetween } from './dated-series.js';
import { olrChangeAdvice, type DailyVolatileSolidsFed, type OlrInput } from './olr-change.js';

const today = '2026-06-30';

/** kg VS fed each day, the last value on `end`. */
const feed = (end: string, kgPerDay: readonly number[]): DailyVolatileSolidsFed[] =>
  kgPerDay.map((volatileSolidsKg, index) => ({
    date: addDays(end, index - (kgPerDay.length - 1)),
    volatileSolidsKg,
  }));

const days = (count: number, kg: number) => Array<number>(count).fill(kg);

/** 28 days of baseline then 7 recent days, ending today, in a 1000 m³ digester with the default limit of 4. */
const plant = (baselineKg: number, recentKg: number, changes: Partial<OlrInput> = {}): OlrInput => ({
  dailyFeed: feed(today, [...days(28, baselineKg), ...days(7, recentKg)]),
  digesterVolumeM3: 1000,
  olrMaxKgVsPerM3Day: 4,
  ...changes,
});

describe('olrChangeAdvice', () => {
  it('says nothing about a steady feed within the limit', () => {
    expect(olrChangeAdvice(plant(3000, 3000), today)).toBeNull();
  });

  it('watches a rise of more than 20 % on the four weeks before', () => {
    const advice = olrChangeAdvice(plant(3000, 3700), today);
    expect(advice).toMatchObject({
      rule: 'olr-change',
      severity: 'watch',
      actionPath: '/dashboard/raw-materials/feed',
      source: { key: 'domain:digester-limits/olr', cites: 'renewable-energy-concepts.com' },
      evidence: {
        finding: 'sharp-increase',
        digesterVolumeM3: 1000,
        recent: { start: '2026-06-24', end: today, daysWithFeed: 7, meanVolatileSolidsKgPerDay: 3700 },
        baseline: {
          start: '2026-05-27',
          end: '2026-06-23',
          daysWithFeed: 28,
          meanVolatileSolidsKgPerDay: 3000,
        },
        changeThreshold: { value: 20, origin: 'our-default' },
        olrLimit: { value: 4, origin: 'plant-setting' },
        usualRange: { min: 2, max: 5, origin: 'cited' },
      },
    });
    expect(advice?.evidence.recent.olrKgVsPerM3Day).toBeCloseTo(3.7, 12);
    expect(advice?.evidence.baseline.olrKgVsPerM3Day).toBeCloseTo(3, 12);
    expect(advice?.evidence.changePercent).toBeCloseTo(23.333, 3);
  });

  it('takes exactly ±20 % as not yet sudden', () => {
    expect(olrChangeAdvice(plant(3000, 3600), today)).toBeNull();
    expect(olrChangeAdvice(plant(3000, 2400), today)).toBeNull();
    expect(olrChangeAdvice(plant(3000, 3601), today)?.evidence.finding).toBe('sharp-increase');
    expect(olrChangeAdvice(plant(3000, 2399), today)).toMatchObject({
      severity: 'info',
      evidence: { finding: 'sharp-decrease' },
    });
  });

  it('acts when the last week is over the plant’s OLR limit, the limit itself allowed', () => {
    expect(olrChangeAdvice(plant(4000, 4000), today)).toBeNull();
    const over = olrChangeAdvice(plant(4000, 4100), today);
    expect(over).toMatchObject({ severity: 'act', evidence: { finding: 'above-limit' } });
    expect(over?.evidence.changePercent).toBeCloseTo(2.5, 12);
    expect(olrChangeAdvice(plant(4000, 4100, { olrMaxKgVsPerM3Day: 4.5 }), today)).toBeNull();
  });

  it('adds up the entries of one day', () => {
    const input = plant(3000, 3000);
    const extra = feed(today, days(7, 700));
    expect(
      olrChangeAdvice({ ...input, dailyFeed: [...input.dailyFeed, ...extra] }, today)?.evidence,
    ).toMatchObject({
      finding: 'sharp-increase',
      recent: { daysWithFeed: 7, meanVolatileSolidsKgPerDay: 3700 },
    });
  });

  it('averages over the days with an entry, so a day off weighs the same in both windows', () => {
    const input = plant(3000, 3000);
    const withoutSundays = input.dailyFeed.filter((_, index) => index % 7 !== 0);
    expect(olrChangeAdvice({ ...input, dailyFeed: withoutSundays }, today)).toBeNull();
  });

  it('needs 5 of the last 7 days, and 20 of the 28 before for a change', () => {
    const input = plant(3000, 3700);
    const recentFour = input.dailyFeed.filter(
      (entry) => entry.date < '2026-06-24' || entry.date > '2026-06-26',
    );
    expect(olrChangeAdvice({ ...input, dailyFeed: recentFour }, today)).toBeNull();
    const recentFive = input.dailyFeed.filter(
      (entry) => entry.date < '2026-06-24' || entry.date > '2026-06-25',
    );
    expect(olrChangeAdvice({ ...input, dailyFeed: recentFive }, today)?.evidence.recent.daysWithFeed).toBe(5);
    const baselineNineteen = input.dailyFeed.slice(9);
    expect(olrChangeAdvice({ ...input, dailyFeed: baselineNineteen }, today)).toBeNull();
    const baselineTwenty = input.dailyFeed.slice(8);
    expect(
      olrChangeAdvice({ ...input, dailyFeed: baselineTwenty }, today)?.evidence.baseline.daysWithFeed,
    ).toBe(20);
  });

  it('flags the limit even without a baseline', () => {
    const lastWeekOnly = feed(today, days(7, 4500));
    expect(
      olrChangeAdvice({ dailyFeed: lastWeekOnly, digesterVolumeM3: 1000, olrMaxKgVsPerM3Day: 4 }, today)
        ?.evidence,
    ).toMatchObject({ finding: 'above-limit', changePercent: null, baseline: { daysWithFeed: 0 } });
  });

  it('asks for the digester volume once a week of feed is logged', () => {
    // The log starts on 2026-05-27: its fifth day, 2026-05-31, is the first with 5 days of feed in 7.
    const advice = olrChangeAdvice(plant(3000, 3000, { digesterVolumeM3: null }), today);
    expect(advice).toMatchObject({
      id: 'olr-change:digester-volume-missing:2026-05-31',
      severity: 'info',
      evidence: {
        finding: 'digester-volume-missing',
        recent: { olrKgVsPerM3Day: null },
        changePercent: null,
      },
    });
    const fewDays = { dailyFeed: feed(today, days(4, 3000)), digesterVolumeM3: null, olrMaxKgVsPerM3Day: 4 };
    expect(olrChangeAdvice(fewDays, today)).toBeNull();
  });

  it('keeps one id from the day the change crossed 20 %', () => {
    // 3000 kg a day for 60 days, then 4000 from 2026-06-20: the weekly mean passes +20 % on the fifth day.
    const history = (end: string) => feed(end, [...days(60, 3000), ...days(daysAfter(end), 4000)]);
    const daysAfter = (end: string) => daysBetween('2026-06-19', end);
    const on = (end: string) =>
      olrChangeAdvice({ dailyFeed: history(end), digesterVolumeM3: 1000, olrMaxKgVsPerM3Day: 4.5 }, end);
    expect(on('2026-06-23')).toBeNull();
    expect(on('2026-06-24')?.id).toBe('olr-change:sharp-increase:2026-06-24');
    expect(on('2026-06-26')?.id).toBe('olr-change:sharp-increase:2026-06-24');
    expect(on('2026-06-30')?.id).toBe('olr-change:sharp-increase:2026-06-24');
  });

  it('refuses a volume or a feed that is not one', () => {
    expect(() => olrChangeAdvice(plant(3000, 3000, { digesterVolumeM3: 0 }), today)).toThrow(RangeError);
    expect(() =>
      olrChangeAdvice(plant(3000, 3000, { dailyFeed: [{ date: today, volatileSolidsKg: -1 }] }), today),
    ).toThrow(RangeError);
  });
});
