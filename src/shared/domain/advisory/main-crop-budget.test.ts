import { describe, expect, it } from 'vitest';
import type { MainCropTonnage } from '../main-crop-years.js';
import { mainCropBudget, mainCropBudgetAdvice } from './main-crop-budget.js';

const year = (calendarYear: number, mainCrop: number, slurry: number, cive = 0): MainCropTonnage[] => [
  { year: calendarYear, category: 'main_crop', freshTonnes: mainCrop },
  { year: calendarYear, category: 'effluent', freshTonnes: slurry },
  { year: calendarYear, category: 'cive', freshTonnes: cive },
];

describe('mainCropBudget', () => {
  it('turns the year so far into main crop allowed now and by year end', () => {
    // 1 July 2026 is day 182 of 365.
    const budget = mainCropBudget(year(2026, 100, 900), '2026-07-01');
    expect(budget).toMatchObject({ year: 2026, daysElapsed: 182, daysInYear: 365, mainCropFreshTonnes: 100 });
    const { ofAllInputs } = budget;
    expect(ofAllInputs.shareSoFarPct).toBeCloseTo(10, 12);
    // (100 + 58.82) ÷ (1000 + 58.82) = 15 %.
    expect(ofAllInputs.allowedNowTonnes).toBeCloseTo((0.15 / 0.85) * 900 - 100, 9);
    expect((100 + ofAllInputs.allowedNowTonnes) / (1000 + ofAllInputs.allowedNowTonnes)).toBeCloseTo(
      0.15,
      12,
    );
    expect(ofAllInputs.projectedOtherFreshTonnes).toBeCloseTo((900 * 365) / 182, 9);
    expect(ofAllInputs.yearAllowanceTonnes).toBeCloseTo((0.15 / 0.85) * ((900 * 365) / 182), 9);
    expect(ofAllInputs.allowanceLeftTonnes).toBeCloseTo(ofAllInputs.yearAllowanceTonnes - 100, 9);
  });

  it('counts both ways when CIVE is fed', () => {
    const budget = mainCropBudget(year(2026, 100, 600, 300), '2026-07-01');
    expect(budget.exemptFreshTonnes).toBe(300);
    expect(budget.ofAllInputs.otherFreshTonnes).toBe(900);
    expect(budget.excludingCive.otherFreshTonnes).toBe(600);
    expect(budget.excludingCive.shareSoFarPct).toBeCloseTo((100 / 700) * 100, 12);
  });

  it('knows leap years', () => {
    expect(mainCropBudget(year(2028, 1, 9), '2028-12-31')).toMatchObject({
      daysElapsed: 366,
      daysInYear: 366,
    });
  });
});

describe('mainCropBudgetAdvice', () => {
  it('says nothing while the budget is comfortable, 15 % exactly included', () => {
    expect(mainCropBudgetAdvice({ tonnages: year(2026, 100, 900) }, '2026-07-01')).toBeNull();
    expect(mainCropBudgetAdvice({ tonnages: year(2026, 150, 850) }, '2026-07-01')).toBeNull();
  });

  it('acts over the cap when the three-year average is over it too', () => {
    const advice = mainCropBudgetAdvice({ tonnages: year(2026, 160, 840) }, '2026-07-01');
    expect(advice).toMatchObject({
      id: 'main-crop-budget:over-cap:2026',
      rule: 'main-crop-budget',
      severity: 'act',
      date: '2026-07-01',
      actionPath: '/dashboard/raw-materials/analysis',
      source: { key: 'domain:french-rules/main-crop-cap' },
      evidence: {
        finding: 'over-cap',
        decidingBasis: 'excludingCive',
        cap: { value: 15, origin: 'cited' },
        averageYears: 3,
        excludingCive: { threeYearAverage: { yearsCounted: 1 }, isCompliant: false },
      },
    });
    expect(advice?.evidence.excludingCive.shareSoFarPct).toBeCloseTo(16, 12);
    expect(advice?.evidence.excludingCive.allowedNowTonnes).toBeLessThan(0);
    expect(advice?.source.cites).toContain('2016-929');
  });

  it('only watches a year over the cap that the three-year average still covers', () => {
    const tonnages = [...year(2024, 100, 900), ...year(2025, 100, 900), ...year(2026, 160, 840)];
    const advice = mainCropBudgetAdvice({ tonnages }, '2026-07-01');
    expect(advice).toMatchObject({ severity: 'watch', evidence: { finding: 'over-cap' } });
    expect(advice?.evidence.excludingCive.threeYearAverage.pct).toBeCloseTo(12, 12);
    expect(advice?.evidence.excludingCive.isCompliant).toBe(true);
  });

  it('decides on the count without CIVE, showing the other', () => {
    const advice = mainCropBudgetAdvice({ tonnages: year(2026, 110, 600, 300) }, '2026-07-01');
    expect(advice?.evidence.finding).toBe('over-cap');
    expect(advice?.evidence.ofAllInputs.shareSoFarPct).toBeCloseTo((110 / 1010) * 100, 12);
  });

  it('watches when less than 10 % of the year’s allowance is left', () => {
    // 1 December (day 335): 1000 t of other inputs project to 1089.6 t, an allowance of 192.3 t.
    const advice = mainCropBudgetAdvice({ tonnages: year(2026, 175, 1000) }, '2026-12-01');
    expect(advice).toMatchObject({
      id: 'main-crop-budget:allowance-nearly-spent:2026',
      severity: 'watch',
      evidence: { allowanceLeftWarningPct: { value: 10, origin: 'our-default' } },
    });
    expect(advice?.evidence.excludingCive.allowanceLeftPct).toBeCloseTo(8.98, 2);
    expect(mainCropBudgetAdvice({ tonnages: year(2026, 170, 1000) }, '2026-12-01')).toBeNull();
  });

  it('waits for the year’s 30th day and for some main crop', () => {
    const tonnages = year(2026, 50, 100);
    expect(mainCropBudgetAdvice({ tonnages }, '2026-01-29')).toBeNull();
    expect(mainCropBudgetAdvice({ tonnages }, '2026-01-30')?.evidence.daysElapsed).toBe(30);
    expect(mainCropBudgetAdvice({ tonnages: year(2026, 0, 1000) }, '2026-07-01')).toBeNull();
    expect(mainCropBudgetAdvice({ tonnages: [] }, '2026-07-01')).toBeNull();
  });

  it('reads only this year and the two before', () => {
    const tonnages = [...year(2023, 900, 100), ...year(2026, 100, 900)];
    expect(mainCropBudgetAdvice({ tonnages }, '2026-07-01')).toBeNull();
  });
});
