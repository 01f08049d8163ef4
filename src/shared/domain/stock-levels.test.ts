import { describe, expect, it } from 'vitest';
import { MIN_QUICK_STEP, quickAdjustStep, STOCK_UNITS } from './stock-levels.js';

describe('quickAdjustStep: a step suited to the unit (issue 15 point 4)', () => {
  it('takes about a twentieth of the capacity, down to a tenth for mass and volume units', () => {
    expect(quickAdjustStep({ maxLevel: 1_000, unit: 'kg' })).toBe(10);
    expect(quickAdjustStep({ maxLevel: 40, unit: 'L' })).toBe(1);
    // Small capacities no longer move by a whole unit: 1 t of a 10 t silo, 1 kg of a 5 kg bag was too coarse.
    expect(quickAdjustStep({ maxLevel: 10, unit: 't' })).toBe(0.1);
    expect(quickAdjustStep({ maxLevel: 5, unit: 'kg' })).toBe(0.1);
    expect(quickAdjustStep({ maxLevel: 500, unit: 'g' })).toBe(10);
    expect(quickAdjustStep({ maxLevel: 30, unit: 'm3' })).toBe(1);
  });

  it('never goes under the unit minimum, keeps pieces one by one, and has a step without a maximum', () => {
    expect(quickAdjustStep({ maxLevel: 0.5, unit: 'kg' })).toBe(MIN_QUICK_STEP.kg);
    expect(quickAdjustStep({ maxLevel: 50, unit: 'g' })).toBe(10);
    expect(quickAdjustStep({ maxLevel: 5_000, unit: 'unités' })).toBe(1);
    expect(quickAdjustStep({ maxLevel: 0, unit: 'g' })).toBe(100);
    expect(quickAdjustStep({ maxLevel: 0, unit: 't' })).toBe(0.1);
    for (const unit of STOCK_UNITS) {
      for (const maxLevel of [0, 0.001, 1, 7, 99, 12_345, 1e9]) {
        const step = quickAdjustStep({ maxLevel, unit });
        expect(step).toBeGreaterThanOrEqual(MIN_QUICK_STEP[unit]);
        // Three decimals at most, as the column stores.
        expect(Math.round(step * 1000) / 1000).toBe(step);
      }
    }
  });
});
