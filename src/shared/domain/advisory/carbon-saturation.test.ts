import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import {
  activatedCarbonSaturation,
  carbonSaturationAdvice,
  dailyH2sLoadKg,
  H2S_MG_PER_NM3_PER_PPM,
  type CarbonInput,
} from './carbon-saturation.js';

describe('H2S conversion', () => {
  it('puts 1 ppm of H2S at 1.52 mg per Nm³ (34.08 g/mol ÷ 22.414 L/mol)', () => {
    expect(H2S_MG_PER_NM3_PER_PPM).toBeCloseTo(1.5205, 4);
  });

  it('turns ppm and biogas flow into kg of H2S a day', () => {
    // 500 ppm × 1.5205 mg/Nm³ × 1000 Nm³/day = 760,240 mg = 0.760 kg.
    expect(dailyH2sLoadKg(500, 1000)).toBeCloseTo(0.76024, 5);
    expect(dailyH2sLoadKg(0, 1000)).toBe(0);
    expect(() => dailyH2sLoadKg(-1, 1000)).toThrow(RangeError);
  });
});

describe('activatedCarbonSaturation', () => {
  it('gives domain.md’s example: 1 t at 150 g/kg with 0.9 kg H2S a day lasts 166.7 days', () => {
    const saturation = activatedCarbonSaturation({
      carbonMassKg: 1000,
      capacityGramsPerKg: 150,
      dailyH2sLoadKg: 0.9,
      changedOn: '2026-01-01',
    });
    expect(saturation.capacityKgH2s).toBe(150);
    expect(saturation.daysToSaturation).toBeCloseTo(500 / 3, 12);
    // 166 whole days after 1 January (rounded down, as on the maintenance page).
    expect(saturation.saturationDate).toBe('2026-06-16');
  });

  it('never saturates without H2S', () => {
    expect(
      activatedCarbonSaturation({
        carbonMassKg: 1000,
        capacityGramsPerKg: 150,
        dailyH2sLoadKg: 0,
        changedOn: '2026-01-01',
      }),
    ).toEqual({ capacityKgH2s: 150, daysToSaturation: null, saturationDate: null });
  });

  it('refuses a carbon bed that is not one', () => {
    const valid = {
      carbonMassKg: 1000,
      capacityGramsPerKg: 150,
      dailyH2sLoadKg: 0.9,
      changedOn: '2026-01-01',
    };
    expect(() => activatedCarbonSaturation({ ...valid, carbonMassKg: 0 })).toThrow(RangeError);
    expect(() => activatedCarbonSaturation({ ...valid, capacityGramsPerKg: Number.NaN })).toThrow(RangeError);
    expect(() => activatedCarbonSaturation({ ...valid, dailyH2sLoadKg: -0.1 })).toThrow(RangeError);
    expect(() => activatedCarbonSaturation({ ...valid, changedOn: '2026-02-30' })).toThrow(RangeError);
  });

  it('lasts longer with more carbon and shorter with more H2S', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 100, max: 5000, noNaN: true }),
        fc.double({ min: 0.1, max: 5, noNaN: true }),
        (carbonMassKg, dailyLoad) => {
          const days = (mass: number, load: number) =>
            activatedCarbonSaturation({
              carbonMassKg: mass,
              capacityGramsPerKg: 150,
              dailyH2sLoadKg: load,
              changedOn: '2026-01-01',
            }).daysToSaturation ?? Number.POSITIVE_INFINITY;
          expect(days(carbonMassKg * 2, dailyLoad)).toBeGreaterThan(days(carbonMassKg, dailyLoad));
          expect(days(carbonMassKg, dailyLoad * 2)).toBeLessThan(days(carbonMassKg, dailyLoad));
        },
      ),
    );
  });
});

describe('carbonSaturationAdvice', () => {
  // 1 t of carbon, 150 g/kg: 150 kg of H2S. 1000 ppm in 600 Nm³ a day is 0.912 kg a day: 164.4 days.
  const filter: CarbonInput = {
    carbonMassKg: 1000,
    h2sPpm: 1000,
    biogasNm3PerDay: 600,
    changedOn: '2026-01-01',
  };
  const saturationDate = addDays('2026-01-01', 164);

  it('says nothing more than 30 days ahead', () => {
    expect(carbonSaturationAdvice(filter, addDays(saturationDate, -31))).toBeNull();
  });

  it('watches from 30 days before saturation', () => {
    const today = addDays(saturationDate, -30);
    const advice = carbonSaturationAdvice(filter, today);
    expect(advice).toMatchObject({
      id: 'carbon-saturation:saturation-near:2026-01-01',
      rule: 'carbon-saturation',
      severity: 'watch',
      date: saturationDate,
      actionPath: '/dashboard/maintenance',
      source: { key: 'domain:maintenance/activated-carbon' },
      evidence: {
        finding: 'saturation-near',
        changedOn: '2026-01-01',
        carbonMassKg: 1000,
        capacityGramsPerKg: { value: 150, origin: 'cited' },
        capacityKgH2s: 150,
        h2sPpm: 1000,
        biogasNm3PerDay: 600,
        saturationDate,
        daysLeft: 30,
        warningDays: { value: 30, origin: 'our-default' },
      },
    });
    expect(advice?.evidence.dailyH2sLoadKg).toBeCloseTo(0.91229, 5);
    expect(advice?.evidence.daysToSaturation).toBeCloseTo(164.42, 2);
  });

  it('acts on the saturation date and after it', () => {
    expect(carbonSaturationAdvice(filter, saturationDate)).toMatchObject({
      id: 'carbon-saturation:saturated:2026-01-01',
      severity: 'act',
      evidence: { finding: 'saturated', daysLeft: 0 },
    });
    expect(carbonSaturationAdvice(filter, addDays(saturationDate, 12))?.evidence.daysLeft).toBe(-12);
  });

  it('keeps its id while near saturation, and a new carbon load is a new situation', () => {
    const near = (today: string, input = filter) => carbonSaturationAdvice(input, today)?.id;
    expect(near(addDays(saturationDate, -20))).toBe(near(addDays(saturationDate, -5)));
    const reloaded = { ...filter, changedOn: '2026-06-10' };
    expect(near(addDays('2026-06-10', 160), reloaded)).toBe('carbon-saturation:saturation-near:2026-06-10');
  });

  it('uses the operator’s capacity when given', () => {
    const advice = carbonSaturationAdvice({ ...filter, capacityGramsPerKg: 200 }, addDays('2026-01-01', 200));
    expect(advice?.evidence.capacityGramsPerKg).toEqual({ value: 200, origin: 'plant-setting' });
    expect(advice?.evidence.saturationDate).toBe(addDays('2026-01-01', 219));
  });

  it('says nothing without the H2S or the flow, without H2S, or for a change dated after today', () => {
    const today = saturationDate;
    expect(carbonSaturationAdvice({ ...filter, h2sPpm: null }, today)).toBeNull();
    expect(carbonSaturationAdvice({ ...filter, biogasNm3PerDay: null }, today)).toBeNull();
    expect(carbonSaturationAdvice({ ...filter, h2sPpm: 0 }, today)).toBeNull();
    expect(carbonSaturationAdvice({ ...filter, changedOn: addDays(today, 1) }, today)).toBeNull();
  });
});
