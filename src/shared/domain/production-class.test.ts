import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_CLASSES, productionClassOf } from './production-class.js';

describe('productionClassOf (spec §9)', () => {
  it('puts each boundary in the class above it', () => {
    expect(productionClassOf(0)).toBe('small');
    expect(productionClassOf(99.99)).toBe('small');
    expect(productionClassOf(100)).toBe('medium');
    expect(productionClassOf(499.99)).toBe('medium');
    expect(productionClassOf(500)).toBe('large');
    expect(productionClassOf(999.99)).toBe('large');
    expect(productionClassOf(1000)).toBe('very-large');
    expect(productionClassOf(25_000)).toBe('very-large');
  });

  it('refuses what is not a rate', () => {
    expect(productionClassOf(-0.01)).toBeNull();
    expect(productionClassOf(Number.NaN)).toBeNull();
    expect(productionClassOf(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('never goes down as the rate goes up', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 5000, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const rank = (rate: number) => PRODUCTION_CLASSES.indexOf(productionClassOf(rate) ?? 'small');
          expect(rank(low)).toBeLessThanOrEqual(rank(high));
        },
      ),
    );
  });
});
