import { describe, expect, it } from 'vitest';
import type { FeedDay } from '../feed-log.js';
import { METHANE_HHV_KWH_PER_NM3 } from '../feedstock-analysis.js';
import type { ProductionDay } from '../production-days.js';
import {
  BIOGAS_DENSITY_KG_PER_M3,
  MASS_BALANCE_MAX_RATIO_PCT,
  MASS_BALANCE_MIN_RATIO_PCT,
  massBalancePeriod,
  massBalanceYear,
} from './mass-balance.js';

function feedDay(date: string, tonnes: number, expectedMethaneNm3: number, volatileSolidsKg = 0): FeedDay {
  return {
    date,
    entryCount: 1,
    tonnes,
    volatileSolidsKg,
    expectedMethaneNm3,
    olrKgVsPerM3Day: null,
    incompleteEntryCount: 0,
  };
}

function productionDay(date: string, values: Partial<ProductionDay>): ProductionDay {
  return {
    date,
    readingCount: 1,
    biogasM3: 0,
    kwhProduced: null,
    biomethaneNm3PerHour: null,
    temperatureC: null,
    ph: null,
    fosTac: null,
    methanePercent: null,
    h2sPpm: null,
    measuredMethaneNm3: null,
    ...values,
  };
}

describe('massBalancePeriod', () => {
  it('works out inputs, measured outputs, calculated digestate and the gap by hand', () => {
    // 20 t fed carrying 1 890 Nm³ CH4 at lab potential; 2 000 m³ of biogas at 55 % CH4 = 1 100 Nm³ measured.
    const period = massBalancePeriod(
      '2026-03',
      [feedDay('2026-03-02', 12, 1134, 3240), feedDay('2026-03-03', 8, 756, 2160)],
      [
        productionDay('2026-03-02', {
          biogasM3: 2000,
          methanePercent: 55,
          measuredMethaneNm3: 1100,
          biomethaneNm3PerHour: 40,
        }),
      ],
      '2026-03-01',
      '2026-03-31',
    );
    expect(period.inputs).toEqual({
      daysFed: 2,
      entryCount: 2,
      freshTonnes: 20,
      volatileSolidsKg: 5400,
      expectedMethaneNm3: 1890,
      expectedEnergyKwhPcs: 1890 * METHANE_HHV_KWH_PER_NM3,
      incompleteEntryCount: 0,
    });
    expect(period.outputs?.measuredMethaneNm3).toBe(1100);
    expect(period.outputs?.energyKwhPcs).toBeCloseTo(1100 * 11.06, 6);
    // Biomethane: the day's mean flow × 24 h.
    expect(period.outputs?.biomethaneNm3).toBe(960);
    expect(period.outputs?.electricityKwh).toBeNull();
    // Digestate: 20 t − 2 000 m³ × 1.2 kg/m³ = 20 − 2.4 = 17.6 t.
    expect(BIOGAS_DENSITY_KG_PER_M3).toBe(1.2);
    expect(period.digestate?.biogasMassTonnes).toBeCloseTo(2.4, 9);
    expect(period.digestate?.calculatedTonnes).toBeCloseTo(17.6, 9);
    // 1 100 / 1 890 = 58.2 %: between the floor (50 %) and 100 %, balanced.
    expect(period.gap?.ratioPct).toBeCloseTo((1100 / 1890) * 100, 9);
    expect(period.gap?.kwh).toBeCloseTo((1100 - 1890) * 11.06, 6);
    expect(period.status).toBe('balanced');
  });

  it('flags measured energy above the expected (feed missing) and below the floor (readings missing)', () => {
    const feed = [feedDay('2026-04-10', 10, 1000)];
    const above = massBalancePeriod(
      '2026-04',
      feed,
      [productionDay('2026-04-10', { biogasM3: 2000, measuredMethaneNm3: 1001 })],
      '2026-04-01',
      '2026-04-30',
    );
    expect(above.status).toBe('above_expected');
    expect(above.gap?.ratioPct).toBeGreaterThan(MASS_BALANCE_MAX_RATIO_PCT);
    const atTop = massBalancePeriod(
      '2026-04',
      feed,
      [productionDay('2026-04-10', { biogasM3: 2000, measuredMethaneNm3: 1000 })],
      '2026-04-01',
      '2026-04-30',
    );
    expect(atTop.status).toBe('balanced');
    const atFloor = massBalancePeriod(
      '2026-04',
      feed,
      [productionDay('2026-04-10', { biogasM3: 900, measuredMethaneNm3: 500 })],
      '2026-04-01',
      '2026-04-30',
    );
    expect(atFloor.gap?.ratioPct).toBeCloseTo(MASS_BALANCE_MIN_RATIO_PCT, 9);
    expect(atFloor.status).toBe('balanced');
    const below = massBalancePeriod(
      '2026-04',
      feed,
      [productionDay('2026-04-10', { biogasM3: 900, measuredMethaneNm3: 499 })],
      '2026-04-01',
      '2026-04-30',
    );
    expect(below.status).toBe('below_floor');
  });

  it('says which side is missing rather than printing zeros', () => {
    const feed = [feedDay('2026-05-10', 10, 1000)];
    const production = [productionDay('2026-05-11', { biogasM3: 1500, measuredMethaneNm3: 800 })];
    const noProduction = massBalancePeriod('2026-05', feed, [], '2026-05-01', '2026-05-31');
    expect(noProduction).toMatchObject({
      status: 'no_production',
      outputs: null,
      digestate: null,
      gap: null,
    });
    const noFeed = massBalancePeriod('2026-05', [], production, '2026-05-01', '2026-05-31');
    expect(noFeed).toMatchObject({ status: 'no_feed', inputs: null, digestate: null, gap: null });
    expect(massBalancePeriod('2026-06', feed, production, '2026-06-01', '2026-06-30')).toMatchObject({
      status: 'no_data',
      inputs: null,
      outputs: null,
    });
    // A CHP plant logging only electricity: no methane measured, the energies cannot be compared.
    const chp = massBalancePeriod(
      '2026-05',
      feed,
      [productionDay('2026-05-11', { biogasM3: 1500, kwhProduced: 3000 })],
      '2026-05-01',
      '2026-05-31',
    );
    expect(chp).toMatchObject({ status: 'not_comparable', gap: null });
    expect(chp.outputs).toMatchObject({ electricityKwh: 3000, measuredMethaneNm3: null, energyKwhPcs: null });
    expect(chp.digestate?.calculatedTonnes).toBeCloseTo(10 - 1.8, 9);
  });
});

describe('massBalanceYear', () => {
  it('gives each month up to the last one asked and the year over those months', () => {
    const feed = [
      feedDay('2025-01-31', 10, 1000),
      feedDay('2025-02-01', 10, 1000),
      feedDay('2025-03-01', 5, 500),
    ];
    const production = [
      productionDay('2025-01-31', { biogasM3: 1000, measuredMethaneNm3: 800 }),
      productionDay('2025-02-28', { biogasM3: 1000, measuredMethaneNm3: 900 }),
    ];
    const year = massBalanceYear(2025, feed, production, 2);
    expect(year.months.map((month) => [month.key, month.from, month.to])).toEqual([
      ['2025-01', '2025-01-01', '2025-01-31'],
      ['2025-02', '2025-02-01', '2025-02-28'],
    ]);
    expect(year.months.map((month) => month.status)).toEqual(['balanced', 'balanced']);
    // The year stops at February: March's 5 t are not in it.
    expect(year.total).toMatchObject({ key: '2025', from: '2025-01-01', to: '2025-02-28' });
    expect(year.total.inputs?.freshTonnes).toBe(20);
    expect(year.total.gap?.ratioPct).toBeCloseTo(85, 9);
    expect(massBalanceYear(2024, [], [], 12).months.at(1)?.to).toBe('2024-02-29');
    expect(massBalanceYear(2030, [], [], 0).months).toEqual([]);
  });
});
