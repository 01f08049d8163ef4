import { describe, expect, it } from 'vitest';
import type { TDigestateStorage, TPlantEndUse, TUpgradingOffGas } from '../plant-profile.js';
import { weighCoDigestion } from './co-digestion.js';
import { calculateGhgPeriod, calculateGhgYear, type GhgCalculationContext } from './ghg-period.js';
import {
  applyGhgOverridesPatch,
  checkGhgOverridesPatch,
  cleanGhgOverrides,
  ghgValueRows,
} from './ghg-overrides.js';
import { ghgPathwayOf } from './ghg-pathways.js';
import { resolveGhgValues, SOURCE_GHG_VALUES, type TGhgPathway } from './ghg-values.js';
import { ghgThresholdOf } from './thresholds.js';
import { carnotShareOfHeat } from './end-use.js';

function context(
  digestateStorage: TDigestateStorage,
  upgradingOffGas: TUpgradingOffGas,
  endUse: TPlantEndUse = 'biomethane_injection',
  values = SOURCE_GHG_VALUES,
): GhgCalculationContext {
  return {
    plantCase: { endUse, digestateStorage, upgradingOffGas },
    commissioningDate: '2022-03-01',
    values,
    declaredBasis: 'default',
  };
}

/** domain.md "RED II Annex VI values": biomethane savings, typical / default %, in the four cases. */
const annexViSavings: Record<
  TGhgPathway,
  Record<`${TDigestateStorage}-${TUpgradingOffGas}`, [number, number]>
> = {
  manure: {
    'open-vented': [117, 72],
    'open-combusted': [133, 94],
    'closed-vented': [190, 179],
    'closed-combusted': [206, 202],
  },
  maize: {
    'open-vented': [35, 17],
    'open-combusted': [51, 39],
    'closed-vented': [52, 41],
    'closed-combusted': [68, 63],
  },
  biowaste: {
    'open-vented': [43, 20],
    'open-combusted': [59, 42],
    'closed-vented': [70, 58],
    'closed-combusted': [86, 80],
  },
};

describe('GHG engine: Annex VI savings of a single feedstock', () => {
  for (const [pathway, cases] of Object.entries(annexViSavings)) {
    for (const [plantCase, [typical, byDefault]] of Object.entries(cases)) {
      it(`${pathway}, ${plantCase}: typical ${String(typical)} %, default ${String(byDefault)} %`, () => {
        const [storage, offGas] = plantCase.split('-') as [TDigestateStorage, TUpgradingOffGas];
        const result = calculateGhgPeriod(
          [{ pathway: pathway as TGhgPathway, tonnes: 100, humidityRate: null }],
          context(storage, offGas),
        );
        expect(result.status).toBe('calculated');
        expect(result.comparator).toBe(94);
        // ±0.5 percentage point.
        expect(Math.abs((result.typical?.savings ?? Number.NaN) * 100 - typical)).toBeLessThanOrEqual(0.5);
        expect(Math.abs((result.default?.savings ?? Number.NaN) * 100 - byDefault)).toBeLessThanOrEqual(0.5);
      });
    }
  }

  it('carries every step: manure, open digestate, vented off-gas, default values', () => {
    const result = calculateGhgPeriod(
      [{ pathway: 'manure', tonnes: 10, humidityRate: null }],
      context('open', 'vented'),
    );
    const line = result.default?.pathways[0];
    // 84.2 × 1.4, 19.5 × 1.4, 3.3 × 1.4; cultivation, transport, credit unchanged.
    expect(line?.terms.processing).toBeCloseTo(117.88, 10);
    expect(line?.terms.upgrading).toBeCloseTo(27.3, 10);
    expect(line?.terms.compression).toBeCloseTo(4.62, 10);
    expect(line?.terms.transport).toBe(1);
    expect(line?.terms.manureCredit).toBe(-124.4);
    expect(line?.emission).toBeCloseTo(26.4, 10);
    expect(line?.share).toBe(1);
    expect(result.default?.gasEmission).toBeCloseTo(26.4, 10);
    expect(result.default?.savings).toBeCloseTo((94 - 26.4) / 94, 10);
    expect(result.default?.meetsThreshold).toBe(true); // 71.9 % ≥ 65 %
  });
});

describe('GHG engine: co-digestion', () => {
  it('80 % manure / 20 % maize, closed digestate, off-gas combusted: about 113 % (typical values)', () => {
    const result = calculateGhgPeriod(
      [
        { pathway: 'manure', tonnes: 80, humidityRate: null },
        { pathway: 'maize', tonnes: 20, humidityRate: null },
      ],
      context('closed', 'combusted'),
    );
    // S_manure = 0.5·0.8 / (0.5·0.8 + 4.16·0.2) = 0.4 / 1.232.
    expect(result.weights.map((line) => line.share)).toEqual([
      expect.closeTo(0.4 / 1.232, 10),
      expect.closeTo(0.832 / 1.232, 10),
    ]);
    // E = S_manure·(3.2 + 4.5 + 1.0 + 3.3 − 111.9) + S_maize·(17.6 + 4.3 + 4.5 + 0 + 3.3).
    const expected = (0.4 / 1.232) * -99.9 + (0.832 / 1.232) * 29.7;
    expect(result.typical?.gasEmission).toBeCloseTo(expected, 10);
    expect((result.typical?.savings ?? 0) * 100).toBeCloseTo(113, 0);
    expect(Math.abs((result.typical?.savings ?? 0) * 100 - 113)).toBeLessThanOrEqual(0.5);
  });

  it('weights by actual moisture against a hand calculation', () => {
    // Maize 60 t at 70 % moisture and 40 t unmeasured (SM 0.65): AM = (60·0.7 + 40·0.65)/100 = 0.68.
    // Manure 100 t at 92 %. ΣI = 200.
    // W_maize = 0.5 · (1 − 0.68)/(1 − 0.65) = 0.457142857…; W_manure = 0.5 · 0.08/0.10 = 0.4.
    // P·W: maize 4.16 · 0.457142857 = 1.901714286; manure 0.5 · 0.4 = 0.2; S_maize = 1.901714286/2.101714286.
    const weights = weighCoDigestion(
      [
        { pathway: 'maize', tonnes: 60, humidityRate: 70 },
        { pathway: 'manure', tonnes: 100, humidityRate: 92 },
        { pathway: 'maize', tonnes: 40, humidityRate: null },
      ],
      SOURCE_GHG_VALUES,
    );
    expect(weights?.map((line) => line.pathway)).toEqual(['manure', 'maize']);
    const [manure, maize] = weights ?? [];
    expect(maize?.tonnes).toBe(100);
    expect(maize?.measuredTonnes).toBe(60);
    expect(maize?.actualMoisture).toBeCloseTo(0.68, 12);
    expect(maize?.weight).toBeCloseTo(0.5 * (0.32 / 0.35), 12);
    expect(manure?.weight).toBeCloseTo(0.4, 12);
    expect(maize?.share).toBeCloseTo(1.901714286 / 2.101714286, 8);
    expect(manure?.share).toBeCloseTo(0.2 / 2.101714286, 8);
  });

  it('a period without feed has no figure (null), not 0 %', () => {
    const result = calculateGhgPeriod([], context('closed', 'vented'));
    expect(result.status).toBe('no_feed');
    expect(result.typical).toBeNull();
    expect(result.default).toBeNull();
    const year = calculateGhgYear(
      [{ pathway: 'maize', tonnes: 10, humidityRate: null, month: 3 }],
      context('closed', 'vented'),
    );
    expect(year.months.filter((month) => month.result.status === 'no_feed')).toHaveLength(11);
    expect(year.months[2]?.result.status).toBe('calculated');
    expect(year.months[0]?.result.default).toBeNull();
    expect(year.year.status).toBe('calculated');
  });

  it('inputs at 100 % moisture carry no energy: no figure either', () => {
    const result = calculateGhgPeriod(
      [{ pathway: 'manure', tonnes: 5, humidityRate: 100 }],
      context('closed', 'vented'),
    );
    expect(result.status).toBe('no_energy');
    expect(result.default).toBeNull();
  });

  it('the year weighs its whole mix at once, not the mean of its months', () => {
    const year = calculateGhgYear(
      [
        { pathway: 'manure', tonnes: 80, humidityRate: null, month: 1 },
        { pathway: 'maize', tonnes: 20, humidityRate: null, month: 2 },
      ],
      context('closed', 'combusted'),
    );
    expect(Math.abs((year.year.typical?.savings ?? 0) * 100 - 113)).toBeLessThanOrEqual(0.5);
    expect(year.months[0]?.result.typical?.pathways.map((line) => line.pathway)).toEqual(['manure']);
  });
});

describe('GHG engine: end uses', () => {
  const manure = [{ pathway: 'manure' as const, tonnes: 10, humidityRate: null }];
  const maize = [{ pathway: 'maize' as const, tonnes: 10, humidityRate: null }];

  it('electricity, no useful heat: biogas E (no upgrading nor compression) / η_el against 183', () => {
    const result = calculateGhgPeriod(maize, context('closed', 'vented', 'electricity'));
    // Typical biogas E = 17.6 + 4.3 + 0 = 21.9; EC_el = 21.9 / 0.38.
    expect(result.typical?.gasEmission).toBeCloseTo(21.9, 10);
    expect(result.typical?.emission).toBeCloseTo(21.9 / 0.38, 10);
    expect(result.comparator).toBe(183);
    expect(result.typical?.savings).toBeCloseTo((183 - 21.9 / 0.38) / 183, 10);
  });

  it('electricity with useful CHP heat: Carnot allocation', () => {
    const values = resolveGhgValues({ chpUsefulHeatEfficiency: 0.45, usefulHeatTemperatureC: 90 });
    const result = calculateGhgPeriod(maize, context('closed', 'vented', 'electricity', values));
    const allocation = 0.38 / (0.38 + 0.3546 * 0.45);
    expect(result.conversion).toMatchObject({ endUse: 'electricity', carnotShareHeat: 0.3546 });
    expect(result.typical?.emission).toBeCloseTo((21.9 / 0.38) * allocation, 10);
  });

  it('C_h = 1 − 273.15/T_h above 150 °C, 0.3546 at or below', () => {
    expect(carnotShareOfHeat(150)).toBe(0.3546);
    expect(carnotShareOfHeat(40)).toBe(0.3546);
    expect(carnotShareOfHeat(200)).toBeCloseTo(1 - 273.15 / 473.15, 12);
  });

  it('heat only: biogas E / η_h against 80, the manure credit kept', () => {
    const result = calculateGhgPeriod(manure, context('open', 'vented', 'heat'));
    // Default biogas E = 0 + 84.2·1.4 + 1.0 − 124.4 = −5.52; EC_h = −5.52 / 0.5.
    expect(result.default?.gasEmission).toBeCloseTo(84.2 * 1.4 + 1 - 124.4, 10);
    expect(result.default?.emission).toBeCloseTo((84.2 * 1.4 + 1 - 124.4) / 0.5, 10);
    expect(result.comparator).toBe(80);
  });
});

describe('GHG thresholds at each date boundary', () => {
  it.each([
    ['biomethane_injection', '2015-10-05', 0.5],
    ['biomethane_injection', '2015-10-06', 0.6],
    ['biomethane_injection', '2020-12-31', 0.6],
    ['biomethane_injection', '2021-01-01', 0.65],
    ['electricity', '2021-01-01', 0.7],
    ['electricity', '2025-12-31', 0.7],
    ['electricity', '2026-01-01', 0.8],
    ['heat', '2025-12-31', 0.7],
    ['heat', '2026-01-01', 0.8],
  ] as const)('%s commissioned on %s: %s', (endUse, date, minimum) => {
    expect(ghgThresholdOf(endUse, date)).toMatchObject({ status: 'applies', minimumSavings: minimum });
  });

  it('electricity or heat before 2021: no RED II threshold', () => {
    expect(ghgThresholdOf('electricity', '2020-12-31')).toEqual({ status: 'none_before_2021' });
    expect(ghgThresholdOf('heat', '2015-10-05')).toEqual({ status: 'none_before_2021' });
  });

  it('unknown commissioning date: the threshold cannot be chosen, nothing is met or missed', () => {
    expect(ghgThresholdOf('biomethane_injection', null)).toEqual({ status: 'unknown_commissioning_date' });
    const result = calculateGhgPeriod([{ pathway: 'maize', tonnes: 1, humidityRate: null }], {
      ...context('open', 'vented'),
      commissioningDate: null,
    });
    expect(result.default?.meetsThreshold).toBeNull();
  });

  it('met or missed against the threshold', () => {
    // Maize, open, vented, default: 17 % < 65 %.
    const result = calculateGhgPeriod(
      [{ pathway: 'maize', tonnes: 1, humidityRate: null }],
      context('open', 'vented'),
    );
    expect(result.default?.meetsThreshold).toBe(false);
    expect(result.typical?.meetsThreshold).toBe(false);
  });
});

describe('GHG pathways and overrides', () => {
  it('maps lot types to the Annex VI pathways', () => {
    expect(ghgPathwayOf('slurry')).toBe('manure');
    expect(ghgPathwayOf('manure')).toBe('manure');
    expect(ghgPathwayOf('silage')).toBe('maize');
    expect(ghgPathwayOf('cereal')).toBe('maize');
    expect(ghgPathwayOf('by-product')).toBe('biowaste');
    expect(ghgPathwayOf('other')).toBe('biowaste');
  });

  it('an override changes the calculation; out of range or unknown values are refused per field', () => {
    const values = resolveGhgValues({ 'maize.processing.open': 10 });
    const result = calculateGhgPeriod(
      [{ pathway: 'maize', tonnes: 1, humidityRate: null }],
      context('open', 'vented', 'biomethane_injection', values),
    );
    expect(result.typical?.pathways[0]?.terms.processing).toBe(10);
    expect(
      checkGhgOverridesPatch({
        'maize.processing.open': 301,
        electricalEfficiency: 0.01,
        'manure.standardMoisture': 1,
        usefulHeatTemperatureC: -1,
        'maize.biogasYield': 0,
        'comparator.heat': 0,
        unknown: 3,
        compression: null,
        heatEfficiency: 0.9,
      }),
    ).toEqual({
      'maize.processing.open': 'ghg:validation.emission',
      electricalEfficiency: 'ghg:validation.efficiency',
      'manure.standardMoisture': 'ghg:validation.moisture',
      usefulHeatTemperatureC: 'ghg:validation.temperature',
      'maize.biogasYield': 'ghg:validation.biogasYield',
      'comparator.heat': 'ghg:validation.comparator',
      unknown: 'ghg:validation.unknownValue',
    });
  });

  it('null or the source value resets a value; stored junk is dropped on read', () => {
    const next = applyGhgOverridesPatch(
      { compression: 5, heatEfficiency: 0.6 },
      { compression: null, heatEfficiency: 0.5, electricalEfficiency: 0.4 },
    );
    expect(next).toEqual({ electricalEfficiency: 0.4 });
    expect(
      cleanGhgOverrides({ compression: 'x', heatEfficiency: 2, electricalEfficiency: 0.4, y: 1 }),
    ).toEqual({
      electricalEfficiency: 0.4,
    });
    const rows = ghgValueRows({ electricalEfficiency: 0.4 });
    expect(rows.find((row) => row.key === 'electricalEfficiency')).toMatchObject({
      value: 0.4,
      sourceValue: 0.38,
      isOverridden: true,
    });
    expect(rows.find((row) => row.key === 'manure.transport')).toMatchObject({
      source: 'annexViRecalled',
      toCheck: true,
    });
  });
});
