import { describe, expect, it } from 'vitest';
import { dayIndex, valueRange } from './chart-geometry';

describe('chart geometry', () => {
  it('counts days across months and years', () => {
    expect(dayIndex('2026-12-30', '2027-01-02')).toBe(3);
    expect(dayIndex('2026-11-01', '2026-11-01')).toBe(0);
  });

  it('pads the value axis, also around a single value', () => {
    expect(valueRange([0.3, 0.5])).toEqual({ low: 0.28, high: 0.52 });
    expect(valueRange([7])).toEqual({ low: 6.3, high: 7.7 });
    expect(valueRange([])).toEqual({ low: 0, high: 1 });
  });
});
