// A stock item as the API answers it, for the tests of the stock module's offline behaviour.
import type { TStockItem } from '../../../../shared/contracts/stock';

export function stockItemFixture(overrides: Partial<TStockItem> = {}): TStockItem {
  return {
    id: '3b0c7f5e-8a61-4c1e-9f57-0a1b2c3d4e5f',
    name: 'Charbon actif',
    category: 'chemical',
    currentLevel: 22,
    maxLevel: 100,
    unit: 't',
    threshold: 20,
    isLow: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    lastUpdated: '2026-11-01T08:00:00.000Z',
    version: 3,
    ...overrides,
  };
}
