import { describe, expect, it } from 'vitest';
import {
  dayMethaneNm3,
  productionDays,
  productionTotals,
  type ProductionReadingValues,
} from './production-days.js';

function reading(
  readingDate: string,
  values: Partial<ProductionReadingValues> = {},
): ProductionReadingValues {
  return {
    readingDate,
    readingTime: null,
    biogasM3: 1000,
    biomethaneNm3PerHour: null,
    kwhProduced: null,
    temperatureC: null,
    ph: null,
    fosTac: null,
    methanePercent: null,
    h2sPpm: null,
    ...values,
  };
}

describe('productionDays', () => {
  it('sums the biogas and energy of a day and averages its intensive values', () => {
    const [day] = productionDays([
      reading('2026-11-02', { biogasM3: 1200, kwhProduced: 2000, ph: 7.0, fosTac: 0.3, methanePercent: 50 }),
      reading('2026-11-02', { biogasM3: 800, kwhProduced: 1000, ph: 7.4, fosTac: null, methanePercent: 60 }),
    ]);
    expect(day).toMatchObject({
      date: '2026-11-02',
      readingCount: 2,
      biogasM3: 2000,
      kwhProduced: 3000,
      fosTac: 0.3,
      methanePercent: 55,
      biomethaneNm3PerHour: null,
    });
    expect(day?.ph).toBeCloseTo(7.2, 10);
    // 2000 m³ of biogas at 55 % CH4.
    expect(day?.measuredMethaneNm3).toBeCloseTo(1100, 10);
  });

  it('lists the logged days oldest first, and only those', () => {
    const days = productionDays([reading('2026-11-03'), reading('2026-11-01'), reading('2026-11-03')]);
    expect(days.map((day) => [day.date, day.readingCount])).toEqual([
      ['2026-11-01', 1],
      ['2026-11-03', 2],
    ]);
  });

  it('measures methane from the biomethane flow over 24 h when no CH4 share is logged', () => {
    expect(dayMethaneNm3(1000, null, 100)).toBe(2400);
    expect(dayMethaneNm3(1000, 52, 100)).toBe(520);
    expect(dayMethaneNm3(1000, null, null)).toBeNull();
  });
});

describe('productionTotals', () => {
  it('adds the days up and weighs each day the same in the averages', () => {
    const days = productionDays([
      reading('2026-11-01', { biogasM3: 1000, biomethaneNm3PerHour: 100 }),
      reading('2026-11-01', { biogasM3: 1000, biomethaneNm3PerHour: 200 }),
      reading('2026-11-02', { biogasM3: 4000, biomethaneNm3PerHour: 300 }),
    ]);
    const totals = productionTotals(days);
    expect(totals).toMatchObject({ daysLogged: 2, readingCount: 3, biogasM3: 6000, kwhProduced: null });
    // Days: 150 and 300 Nm³/h → 225; methane 150 × 24 + 300 × 24.
    expect(totals.averages.biomethaneNm3PerHour).toBe(225);
    expect(totals.averages.biogasM3PerDay).toBe(3000);
    expect(totals.measuredMethaneNm3).toBe(10_800);
  });

  it('has no averages without days', () => {
    const totals = productionTotals([]);
    expect(totals.averages.biogasM3PerDay).toBeNull();
    expect(totals.measuredMethaneNm3).toBeNull();
  });
});
