import { describe, expect, it } from 'vitest';
import type { FeedstockLot } from './feedstock-analysis.js';
import { productionYieldGap } from './production-yield-gap.js';

// 100 t at 30 % DM, 90 % VS of DM, BMP 300 Nm³/t VS: 27 t VS → 8100 Nm³ at the lab, 6885 at the plant (× 0.85).
const lab: FeedstockLot = {
  id: 'l1',
  name: 'Ensilage',
  type: 'silage',
  category: 'main_crop',
  freshTonnes: 100,
  lab: { dryMatterPct: 30, volatileSolidsPctOfDm: 90, bmp: 300 },
};

describe('productionYieldGap', () => {
  it('compares the measured methane with the feed methane spread over the days covered', () => {
    const gap = productionYieldGap({
      days: [
        { date: '2026-11-01', measuredMethaneNm3: 900 },
        { date: '2026-11-02', measuredMethaneNm3: 800 },
        { date: '2026-11-03', measuredMethaneNm3: null },
      ],
      lots: [lab],
      source: 'feed-log',
      periodDays: 7,
    });
    expect(gap.feedMethaneNm3).toBeCloseTo(6885, 6);
    expect(gap.daysCovered).toBe(2);
    expect(gap.measuredMethaneNm3).toBe(1700);
    expect(gap.expectedMethaneNm3).toBeCloseTo((6885 * 2) / 7, 6);
    expect(gap.ratio).toBeCloseTo(1700 / ((6885 * 2) / 7), 6);
    expect(gap).toMatchObject({
      lotCount: 1,
      incompleteLotCount: 0,
      yieldFactor: 0.85,
      periodDays: 7,
      source: 'feed-log',
    });
  });

  it('uses the given yield factor and counts a lot without its values as no methane', () => {
    const gap = productionYieldGap({
      days: [{ date: '2026-11-01', measuredMethaneNm3: 100 }],
      lots: [lab, { ...lab, id: 'l2', type: 'other', referenceKey: null, lab: {} }],
      source: 'deliveries',
      periodDays: 1,
      yieldFactor: 1,
    });
    expect(gap.feedMethaneNm3).toBeCloseTo(8100, 6);
    expect(gap.incompleteLotCount).toBe(1);
  });

  it('expects nothing without feed or without covered days', () => {
    expect(productionYieldGap({ days: [], lots: [lab], source: 'deliveries', periodDays: 30 })).toMatchObject(
      {
        daysCovered: 0,
        expectedMethaneNm3: 0,
        ratio: null,
      },
    );
    expect(
      productionYieldGap({
        days: [{ date: '2026-11-01', measuredMethaneNm3: 5 }],
        lots: [],
        source: 'deliveries',
        periodDays: 30,
      }).ratio,
    ).toBeNull();
  });
});
