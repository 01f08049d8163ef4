import { describe, expect, it } from 'vitest';
import { dayIndex, valueRange } from './chart-geometry';

describe('chart geometry', () => {
  it('counts days across months and years', () => {
    expect(dayIndex('2026-12-30', '2027-01-02')).toBe(3);
    expect(dayIndex('2026-11-01', '2026-11-01')).toBe(0);
  });

  it('pads the value axis, also around a single value', () => {
    const range = valueRange([0.3, 0.5]);
    expect(range.low).toBeCloseTo(0.28, 10);
    expect(range.high).toBeCloseTo(0.52, 10);
    const single = valueRange([7]);
    expect(single.low).toBeCloseTo(6.3, 10);
    expect(single.high).toBeCloseTo(7.7, 10);
    expect(valueRange([])).toEqual({ low: 0, high: 1 });
  });
});
