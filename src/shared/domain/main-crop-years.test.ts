import { describe, expect, it } from 'vitest';
import { mainCropRule, mainCropYearShare, type MainCropTonnage } from './main-crop-years.js';

const t = (year: number, category: MainCropTonnage['category'], freshTonnes: number): MainCropTonnage => ({
  year,
  category,
  freshTonnes,
});

describe('mainCropYearShare', () => {
  it('counts only the lots of that calendar year, both ways of counting CIVE', () => {
    // 2026: maize 20 t, CIVE 20 t, slurry 60 t -> 20 / 100 = 20 %; without CIVE 20 / 80 = 25 %.
    const tonnages = [
      t(2026, 'main_crop', 20),
      t(2026, 'cive', 20),
      t(2026, 'effluent', 60),
      t(2025, 'main_crop', 500),
    ];
    expect(mainCropYearShare(tonnages, 2026)).toEqual({
      year: 2026,
      mainCropFreshTonnes: 20,
      allFreshTonnes: 100,
      exemptFreshTonnes: 20,
      shareOfAllInputsPct: 20,
      shareExcludingCivePct: 25,
    });
  });

  it('gives null shares for a year without inputs, and 0 t of non-exempt inputs', () => {
    expect(mainCropYearShare([], 2026).shareOfAllInputsPct).toBeNull();
    const allCive = mainCropYearShare([t(2026, 'cive', 10)], 2026);
    expect(allCive.shareOfAllInputsPct).toBe(0);
    expect(allCive.shareExcludingCivePct).toBeNull();
  });

  it('refuses negative tonnages', () => {
    expect(() => mainCropYearShare([t(2026, 'main_crop', -1)], 2026)).toThrow(RangeError);
  });
});

describe('mainCropRule (décret 2016-929: per calendar year, three-year average)', () => {
  it('lets a year over 15 % pass when the three-year average stays within it', () => {
    // 2024: 10 %, 2025: 10 %, 2026: 20 % -> average 13.33 %: 2026 is over the cap but compliant.
    const tonnages = [
      t(2024, 'main_crop', 10),
      t(2024, 'effluent', 90),
      t(2025, 'main_crop', 10),
      t(2025, 'effluent', 90),
      t(2026, 'main_crop', 20),
      t(2026, 'effluent', 80),
    ];
    const rule = mainCropRule(tonnages, 2026);
    expect(rule.years.map((year) => year.year)).toEqual([2024, 2025, 2026]);
    expect(rule.years.map((year) => year.shareOfAllInputsPct)).toEqual([10, 10, 20]);
    expect(rule.averageOfAllInputs.pct).toBeCloseTo(40 / 3, 9);
    expect(rule.averageOfAllInputs.yearsCounted).toBe(3);
    expect(rule.isYearOverCapOfAllInputs).toBe(true);
    expect(rule.isCompliantOfAllInputs).toBe(true);
  });

  it('is not compliant when the year and the average are both over 15 %', () => {
    const tonnages = [
      t(2025, 'main_crop', 16),
      t(2025, 'effluent', 84),
      t(2026, 'main_crop', 30),
      t(2026, 'effluent', 70),
    ];
    const rule = mainCropRule(tonnages, 2026);
    // 2024 had no input: the average is over the two years that had some.
    expect(rule.averageOfAllInputs).toEqual({ pct: 23, yearsCounted: 2 });
    expect(rule.isCompliantOfAllInputs).toBe(false);
  });

  it('keeps both ways of counting CIVE: over the cap without CIVE, within it with', () => {
    // Each year: maize 14 t, CIVE 30 t, slurry 56 t -> 14 % of all, 14 / 70 = 20 % without CIVE.
    const tonnages = [2024, 2025, 2026].flatMap((year) => [
      t(year, 'main_crop', 14),
      t(year, 'cive', 30),
      t(year, 'effluent', 56),
    ]);
    const rule = mainCropRule(tonnages, 2026);
    expect(rule.isYearOverCapOfAllInputs).toBe(false);
    expect(rule.isCompliantOfAllInputs).toBe(true);
    expect(rule.isYearOverCapExcludingCive).toBe(true);
    expect(rule.averageExcludingCive.pct).toBeCloseTo(20, 9);
    expect(rule.isCompliantExcludingCive).toBe(false);
  });

  it('allows exactly 15 % and ignores years outside the three', () => {
    const tonnages = [t(2020, 'main_crop', 1000), t(2026, 'main_crop', 15), t(2026, 'effluent', 85)];
    const rule = mainCropRule(tonnages, 2026);
    expect(rule.years[2]?.shareOfAllInputsPct).toBe(15);
    expect(rule.isYearOverCapOfAllInputs).toBe(false);
    expect(rule.averageOfAllInputs).toEqual({ pct: 15, yearsCounted: 1 });
  });

  it('has no share and complies when there is no input at all', () => {
    const rule = mainCropRule([], 2026);
    expect(rule.averageOfAllInputs).toEqual({ pct: null, yearsCounted: 0 });
    expect(rule.isCompliantOfAllInputs).toBe(true);
    expect(rule.isCompliantExcludingCive).toBe(true);
  });
});
