import { describe, expect, it } from 'vitest';
import { yieldGapAdvice } from './yield-gap.js';

const today = '2026-09-15';

describe('yieldGapAdvice', () => {
  it('watches a plant below 80 % of the methane its feed should give there', () => {
    const advice = yieldGapAdvice(
      { measuredMethaneNm3: 70_000, expectedMethaneNm3: 100_000, daysCovered: 28 },
      today,
    );
    expect(advice).toMatchObject({
      id: 'yield-gap:below-expected:2026-09',
      rule: 'yield-gap',
      severity: 'watch',
      date: today,
      actionPath: '/dashboard/raw-materials/analysis',
      source: { key: 'domain:feedstocks/plant-yield' },
      evidence: {
        periodStart: '2026-08-17',
        periodEnd: today,
        daysCovered: 28,
        measuredMethaneNm3: 70_000,
        expectedMethaneNm3: 100_000,
        ratio: 0.7,
        minRatio: { value: 0.8, origin: 'our-default' },
        yieldFactor: 0.85,
      },
    });
  });

  it('takes exactly 80 % as enough', () => {
    expect(
      yieldGapAdvice({ measuredMethaneNm3: 80_000, expectedMethaneNm3: 100_000, daysCovered: 30 }, today),
    ).toBeNull();
    expect(
      yieldGapAdvice({ measuredMethaneNm3: 79_999, expectedMethaneNm3: 100_000, daysCovered: 30 }, today),
    ).not.toBeNull();
  });

  it('needs 21 days covered and some expected methane', () => {
    const gap = { measuredMethaneNm3: 50_000, expectedMethaneNm3: 100_000 };
    expect(yieldGapAdvice({ ...gap, daysCovered: 20 }, today)).toBeNull();
    expect(yieldGapAdvice({ ...gap, daysCovered: 21 }, today)?.evidence.daysCovered).toBe(21);
    expect(
      yieldGapAdvice({ measuredMethaneNm3: 0, expectedMethaneNm3: 0, daysCovered: 30 }, today),
    ).toBeNull();
  });

  it('shows the yield factor the expectation used', () => {
    const advice = yieldGapAdvice(
      { measuredMethaneNm3: 50_000, expectedMethaneNm3: 100_000, daysCovered: 30, yieldFactor: 0.9 },
      today,
    );
    expect(advice?.evidence.yieldFactor).toBe(0.9);
  });

  it('keeps its id through the month and changes it the next', () => {
    const gap = { measuredMethaneNm3: 50_000, expectedMethaneNm3: 100_000, daysCovered: 30 };
    expect(yieldGapAdvice(gap, '2026-09-30')?.id).toBe(yieldGapAdvice(gap, '2026-09-01')?.id);
    expect(yieldGapAdvice(gap, '2026-10-01')?.id).toBe('yield-gap:below-expected:2026-10');
  });

  it('refuses figures that cannot be', () => {
    expect(() =>
      yieldGapAdvice({ measuredMethaneNm3: -1, expectedMethaneNm3: 10, daysCovered: 30 }, today),
    ).toThrow(RangeError);
    expect(() =>
      yieldGapAdvice({ measuredMethaneNm3: 1, expectedMethaneNm3: 10, daysCovered: 31 }, today),
    ).toThrow(RangeError);
  });
});
