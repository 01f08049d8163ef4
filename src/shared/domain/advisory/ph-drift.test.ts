import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import type { DatedReading } from './dated-series.js';
import { phDriftAdvice, phDriftOn } from './ph-drift.js';

const today = '2026-11-26';

const daily = (end: string, values: readonly number[]): DatedReading[] =>
  values.map((value, index) => ({ date: addDays(end, index - (values.length - 1)), value }));

const flatThen = (latest: number) => daily(today, [...Array<number>(13).fill(7.2), latest]);

const sloped = (start: number, slope: number, days = 14) =>
  daily(
    today,
    Array.from({ length: days }, (_, day) => start + slope * day),
  );

describe('phDriftAdvice', () => {
  it('says nothing about a healthy, steady pH, both ends of the band included', () => {
    const steady = (value: number) => daily(today, Array<number>(14).fill(value));
    expect(phDriftAdvice({ readings: steady(7.2) }, today)).toBeNull();
    expect(phDriftAdvice({ readings: steady(6.8) }, today)).toBeNull();
    expect(phDriftAdvice({ readings: steady(7.6) }, today)).toBeNull();
  });

  it('reads a sudden drop to the bottom of the band as a fall', () => {
    // One day 0.4 lower after thirteen steady ones: a least-squares slope of −0.4 × 6.5 ÷ 227.5 ≈ −0.0114 a day.
    expect(phDriftAdvice({ readings: flatThen(6.8) }, today)?.evidence.finding).toBe('falling');
  });

  it('acts below 6.8 and watches above 7.6', () => {
    expect(phDriftAdvice({ readings: flatThen(6.79) }, today)).toMatchObject({
      id: 'ph-drift:acidic:2026-11-26',
      severity: 'act',
      source: { key: 'domain:process-monitoring/ph', cites: 'smallops.eu' },
      actionPath: '/dashboard/production',
      evidence: { finding: 'acidic', healthyRange: { min: 6.8, max: 7.6, origin: 'cited' } },
    });
    expect(phDriftAdvice({ readings: flatThen(7.61) }, today)).toMatchObject({
      severity: 'watch',
      evidence: { finding: 'alkaline' },
    });
  });

  it('watches a fall inside the band from −0.01 pH a day', () => {
    const falling = phDriftAdvice({ readings: sloped(7.4, -0.015) }, today);
    expect(falling).toMatchObject({ severity: 'watch', evidence: { finding: 'falling' } });
    expect(falling?.evidence.trend.slopePerDay).toBeCloseTo(-0.015, 12);
    expect(phDriftAdvice({ readings: sloped(7.4, -0.0099) }, today)).toBeNull();
    expect(phDriftAdvice({ readings: sloped(7.4, -0.0101) }, today)?.evidence.finding).toBe('falling');
    expect(phDriftAdvice({ readings: sloped(7.0, 0.02) }, today)).toBeNull();
  });

  it('fits no trend on thin data and says nothing on old data', () => {
    expect(phDriftAdvice({ readings: sloped(7.4, -0.05, 4) }, today)).toBeNull();
    expect(phDriftAdvice({ readings: [] }, today)).toBeNull();
    expect(phDriftOn([{ date: addDays(today, -8), value: 6.5 }], today)).toBeNull();
  });

  it('says when FOS/TAC drifts too, and how many days it led', () => {
    const fosTacReadings = daily(today, [...Array<number>(5).fill(0.35), ...Array<number>(9).fill(0.45)]);
    const readings = daily(today, [...Array<number>(12).fill(7.2), 6.7, 6.6]);
    const advice = phDriftAdvice({ readings, fosTacReadings }, today);
    expect(advice?.evidence).toMatchObject({
      finding: 'acidic',
      since: '2026-11-25',
      fosTac: { finding: 'stressed', since: '2026-11-18', leadDays: 7 },
      isAcidosisPattern: true,
      fosTacLeadOverPhDays: { min: 5, max: 14 },
    });
  });

  it('tells an acidosis pattern from a drift of the other kind', () => {
    const underFed = daily(today, Array<number>(14).fill(0.25));
    const alkaline = phDriftAdvice({ readings: flatThen(7.8), fosTacReadings: underFed }, today);
    expect(alkaline?.evidence).toMatchObject({ fosTac: { finding: 'under-fed' }, isAcidosisPattern: false });
    const alone = phDriftAdvice({ readings: flatThen(6.6) }, today);
    expect(alone?.evidence).toMatchObject({ fosTac: null, isAcidosisPattern: false });
  });

  it('keeps the same id while the pH stays low', () => {
    const low = [...Array<number>(12).fill(7.2), 6.7, 6.6];
    const first = phDriftAdvice({ readings: daily(today, low) }, today);
    const next = phDriftAdvice({ readings: daily(addDays(today, 1), [...low, 6.7]) }, addDays(today, 1));
    expect(next?.id).toBe(first?.id);
  });
});
