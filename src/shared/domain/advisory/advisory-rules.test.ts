import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar.js';
import { ADVICE_RULE_CODES, severityRank } from './advice.js';
import { ADVISORY_RULES, runAdvisoryRules, type AdvisoryInput } from './advisory-rules.js';
import type { DatedReading } from './dated-series.js';
import type { TPhDriftAdvice } from './ph-drift.js';

const today = '2026-11-26';

const daily = (end: string, values: readonly number[]): DatedReading[] =>
  values.map((value, index) => ({ date: addDays(end, index - (values.length - 1)), value }));

const feed = (kgPerDay: readonly number[]) =>
  kgPerDay.map((volatileSolidsKg, index) => ({
    date: addDays(today, index - (kgPerDay.length - 1)),
    volatileSolidsKg,
  }));

/** A plant with something to say on every rule but the main-crop budget. */
const plant: AdvisoryInput = {
  today,
  // Stressed since 2026-11-24: act.
  fosTac: { readings: daily(today, [...Array<number>(10).fill(0.35), 0.42, 0.44, 0.45]) },
  // Acidic today: act; the FOS/TAC readings come from `fosTac`.
  ph: { readings: daily(today, [...Array<number>(13).fill(7.2), 6.7]) },
  // +27 % over the last week: watch since 2026-11-25, the sixth day at 3800 kg (the fifth makes +19 %).
  olr: {
    dailyFeed: feed([...Array<number>(40).fill(3000), ...Array<number>(7).fill(3800)]),
    digesterVolumeM3: 1000,
    olrMaxKgVsPerM3Day: 4.5,
  },
  // 70 %: watch, dated today.
  yieldGap: { measuredMethaneNm3: 70_000, expectedMethaneNm3: 100_000, daysCovered: 30 },
  // 150 kg of H2S at 0.912 kg a day from 2026-06-01: saturated on 2026-11-12, act.
  carbon: { carbonMassKg: 1000, h2sPpm: 1000, biogasNm3PerDay: 600, changedOn: '2026-06-01' },
  // 2 kg a day, 20 kg left: watch, runs out on 2026-12-06.
  stockItems: [
    {
      id: 'ferric-chloride',
      name: 'Chlorure ferrique',
      unit: 'kg',
      currentLevel: 20,
      consumption: Array.from({ length: 10 }, (_, index) => ({
        date: addDays(today, -3 * index),
        quantity: 6,
      })),
    },
  ],
  // A regulatory check due on 2026-11-01: act.
  maintenanceTasks: [
    {
      id: 'anchors',
      equipmentName: 'Gazomètre',
      taskType: 'Ancrages',
      status: 'pending',
      priority: 'medium',
      frequency: 'semiannual',
      nextDueDate: '2026-11-01',
      intervalHours: null,
      lastServiceRunningHours: null,
      meterHours: null,
      isRegulatory: true,
    },
  ],
  mainCrop: {
    tonnages: [
      { year: 2026, category: 'main_crop', freshTonnes: 100 },
      { year: 2026, category: 'effluent', freshTonnes: 900 },
    ],
  },
  // Spreading possible the day after tomorrow: info.
  spreading: {
    days: Array.from({ length: 5 }, (_, index) => ({
      date: addDays(today, index),
      mayBeSpread: index >= 2,
      reasons: index >= 2 ? [] : [{ code: 'heavy-rain' as const, precipitationMm: 12 }],
    })),
  },
};

describe('ADVISORY_RULES', () => {
  it('holds every rule', () => {
    expect(Object.keys(ADVISORY_RULES).sort()).toEqual([...ADVICE_RULE_CODES].sort());
  });
});

describe('runAdvisoryRules', () => {
  it('says nothing without data', () => {
    expect(runAdvisoryRules({ today })).toEqual([]);
  });

  it('refuses a today that is not a calendar date', () => {
    expect(() => runAdvisoryRules({ today: '26/11/2026' })).toThrow(RangeError);
  });

  it('runs every rule and sorts act before watch before info, then by date', () => {
    const advice = runAdvisoryRules(plant);
    expect(advice.map((item) => [item.severity, item.date, item.rule])).toEqual([
      ['act', '2026-11-01', 'maintenance-overdue'],
      ['act', '2026-11-12', 'carbon-saturation'],
      ['act', '2026-11-24', 'fos-tac-drift'],
      ['act', '2026-11-26', 'ph-drift'],
      ['watch', '2026-11-25', 'olr-change'],
      ['watch', '2026-11-26', 'yield-gap'],
      ['watch', '2026-12-06', 'stock-run-out'],
      ['info', '2026-11-28', 'spreading-window'],
    ]);
  });

  it('lets the pH rule read the FOS/TAC readings given to the FOS/TAC rule', () => {
    const ph = runAdvisoryRules(plant).find((item): item is TPhDriftAdvice => item.rule === 'ph-drift');
    expect(ph?.evidence.fosTac).toMatchObject({ finding: 'stressed', leadDays: 2 });
    expect(ph?.evidence.isAcidosisPattern).toBe(true);
  });

  it('gives the same ids for the same situation, whatever the order of the data', () => {
    const ids = runAdvisoryRules(plant).map((item) => item.id);
    expect(runAdvisoryRules(plant).map((item) => item.id)).toEqual(ids);
    fc.assert(
      fc.property(fc.func(fc.integer()), (shuffleKey) => {
        const shuffle = <TItem>(items: readonly TItem[]) =>
          items
            .map((item, index) => ({ item, key: shuffleKey(index) }))
            .sort((a, b) => a.key - b.key)
            .map(({ item }) => item);
        const shuffled: AdvisoryInput = {
          ...plant,
          fosTac: { readings: shuffle(plant.fosTac?.readings ?? []) },
          ph: { readings: shuffle(plant.ph?.readings ?? []) },
          olr: plant.olr && { ...plant.olr, dailyFeed: shuffle(plant.olr.dailyFeed) },
          spreading: { days: shuffle(plant.spreading?.days ?? []) },
        };
        expect(runAdvisoryRules(shuffled).map((item) => item.id)).toEqual(ids);
      }),
      { numRuns: 20 },
    );
  });

  it('always returns advice in severity order', () => {
    const advice = runAdvisoryRules(plant);
    const ranks = advice.map((item) => severityRank(item.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});
