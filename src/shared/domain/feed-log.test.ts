import { describe, expect, it } from 'vitest';
import {
  expectedMethaneNm3Of,
  feedDays,
  feedTotals,
  olrOf,
  remainingTonnesOf,
  volatileSolidsKgOf,
} from './feed-log';

// Maize silage by lab: DM 30 %, VS 90 % of DM, BMP 350 Nm³/t VS: one tonne is 270 kg VS and 94.5 Nm³ CH4.
const silage = { dryMatterPct: 30, volatileSolidsPctOfDm: 90, bmpNm3PerTonneVs: 350 };
// Cattle slurry: DM 8 %, VS 80 %, BMP 200: one tonne is 64 kg VS and 12.8 Nm³.
const slurry = { dryMatterPct: 8, volatileSolidsPctOfDm: 80, bmpNm3PerTonneVs: 200 };
const unknown = { dryMatterPct: null, volatileSolidsPctOfDm: 90, bmpNm3PerTonneVs: 350 };

describe('feed figures', () => {
  it('gives kg VS as t × DM % × VS % × 1000 / 10 000 and the methane as t × DM × VS × BMP', () => {
    expect(volatileSolidsKgOf(1, silage)).toBe(270);
    expect(volatileSolidsKgOf(12.5, silage)).toBe(3375);
    expect(expectedMethaneNm3Of(1, silage)).toBeCloseTo(94.5, 9);
    expect(expectedMethaneNm3Of(20, slurry)).toBeCloseTo(256, 9);
    expect(volatileSolidsKgOf(5, unknown)).toBeNull();
    expect(expectedMethaneNm3Of(5, { ...silage, bmpNm3PerTonneVs: null })).toBeNull();
  });

  it('gives the OLR of a day only with a digester volume', () => {
    expect(olrOf(3000, 1000)).toBe(3);
    expect(olrOf(3000, null)).toBeNull();
  });

  it('adds each day up over its lots, oldest first, inside the period only', () => {
    const days = feedDays(
      [
        { fedOn: '2026-11-20', tonnes: 10, lot: silage },
        { fedOn: '2026-11-19', tonnes: 20, lot: slurry },
        { fedOn: '2026-11-20', tonnes: 20, lot: slurry },
        { fedOn: '2026-11-20', tonnes: 3, lot: unknown },
        { fedOn: '2026-11-01', tonnes: 99, lot: silage },
      ],
      '2026-11-14',
      '2026-11-20',
      1500,
    );
    expect(days.map((day) => day.date)).toEqual(['2026-11-19', '2026-11-20']);
    expect(days[0]).toMatchObject({ entryCount: 1, tonnes: 20, volatileSolidsKg: 1280 });
    const [, today] = days;
    expect(today).toMatchObject({
      entryCount: 3,
      tonnes: 33,
      volatileSolidsKg: 2700 + 1280,
      incompleteEntryCount: 1,
    });
    expect(today?.expectedMethaneNm3).toBeCloseTo(945 + 256, 9);
    expect(today?.olrKgVsPerM3Day).toBeCloseTo(3980 / 1500, 12);

    expect(feedTotals(days)).toMatchObject({
      daysFed: 2,
      entryCount: 4,
      tonnes: 53,
      volatileSolidsKg: 1280 + 3980,
      incompleteEntryCount: 1,
    });
    expect(feedTotals(days).meanOlrKgVsPerM3Day).toBeCloseTo((1280 + 3980) / 1500 / 2, 12);
    expect(feedTotals([])).toMatchObject({ daysFed: 0, tonnes: 0, meanOlrKgVsPerM3Day: null });
  });

  it('keeps a lot’s remaining stock at 0 or above, to the kilogram', () => {
    expect(remainingTonnesOf(100, 42.5)).toBe(57.5);
    expect(remainingTonnesOf(0.3, 0.1)).toBe(0.2);
    expect(remainingTonnesOf(5, 6)).toBe(0);
  });
});
