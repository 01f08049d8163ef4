import { describe, expect, it } from 'vitest';
import { isPriceOnQuote, relatedProducts, shopStockLabel } from './shop-catalogue.js';

describe('shop catalogue rules (spec §5, §9)', () => {
  it('labels the vendor stock: out at 0 or below, low under 5, else in stock', () => {
    expect([-1, 0, 1, 4, 5, 120].map(shopStockLabel)).toEqual([
      'out_of_stock',
      'out_of_stock',
      'low_stock',
      'low_stock',
      'in_stock',
      'in_stock',
    ]);
  });

  it('reads a price of 0 as "Sur devis"', () => {
    expect(isPriceOnQuote(0)).toBe(true);
    expect(isPriceOnQuote(0.01)).toBe(false);
  });

  it('relates up to 3 other products of the same category, in catalogue order', () => {
    const carbon = { id: 'a', category: 'consumable' as const };
    const analyser = { id: 'b', category: 'equipment' as const };
    const catalogue = [
      carbon,
      analyser,
      { id: 'c', category: 'consumable' as const },
      { id: 'd', category: 'consumable' as const },
      { id: 'e', category: 'consumable' as const },
      { id: 'f', category: 'consumable' as const },
    ];
    expect(relatedProducts(catalogue, carbon).map(({ id }) => id)).toEqual(['c', 'd', 'e']);
    expect(relatedProducts(catalogue, analyser)).toEqual([]);
  });
});
