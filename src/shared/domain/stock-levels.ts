/**
 * Stock items (spec §3 stock_items): units, categories and the low-stock rule.
 *
 * Units: spec §5 lists L, kg, g, t, m3 for stock items and the onboarding step lists unités, litres, kg, m³.
 * They are one list here: "litres" is L and "m³" is m3 (same quantity, two spellings), and "unités" (pieces:
 * filters, spark plugs, knives) joins the mass and volume units.
 */
export const STOCK_UNITS = ['unités', 'L', 'm3', 'g', 'kg', 't'] as const;
export type TStockUnit = (typeof STOCK_UNITS)[number];

/** Onboarding categories (spec §5): Maintenance, Pièces détachées, Chimique, Consommables, plus "other". */
export const STOCK_CATEGORIES = ['maintenance', 'spare_parts', 'chemical', 'consumables', 'other'] as const;
export type TStockCategory = (typeof STOCK_CATEGORIES)[number];

/** Defaults of a new stock item (spec §5 onboarding, §9): level 0, max 100, unit unités, threshold 20. */
export const STOCK_DEFAULTS = { currentLevel: 0, maxLevel: 100, unit: 'unités', threshold: 20 } as const;

export const MAX_STOCK_NAME_LENGTH = 100;
/** Largest quantity a numeric(14,3) column holds, kept round. */
export const MAX_STOCK_QUANTITY = 1_000_000_000;

/** Low at or under the threshold (issue 4: "low state at or under the threshold"). */
export function isLowStock(item: { currentLevel: number; threshold: number }): boolean {
  return item.currentLevel <= item.threshold;
}

/** Fill of the gauge in percent of the maximum, 0 to 100 (an item without a maximum shows empty). */
export function stockLevelPercent(item: { currentLevel: number; maxLevel: number }): number {
  if (item.maxLevel <= 0) return 0;
  return Math.min(100, Math.max(0, (item.currentLevel / item.maxLevel) * 100));
}

/** The level after a quick +/- adjustment, never below 0; rounded to the column's 3 decimals. */
export function adjustedLevel(currentLevel: number, delta: number): number {
  return Math.max(0, Math.round((currentLevel + delta) * 1000) / 1000);
}

/**
 * Highest level a quick + may bring an item to: its maximum, or the largest quantity the API takes for an item
 * without a maximum (0). A level already above it may still go down.
 */
export function levelCeiling(item: { maxLevel: number }): number {
  return item.maxLevel > 0 ? item.maxLevel : MAX_STOCK_QUANTITY;
}

/** Whether a quick adjustment would raise the level past the item's ceiling (refused, nothing written). */
export function isAboveCeiling(item: { currentLevel: number; maxLevel: number }, delta: number): boolean {
  return delta > 0 && adjustedLevel(item.currentLevel, delta) > levelCeiling(item);
}

/** What to order to fill an item back to its maximum (restock need of a low item). */
export function quantityToRefill(item: { currentLevel: number; maxLevel: number }): number {
  return Math.max(0, Math.round((item.maxLevel - item.currentLevel) * 1000) / 1000);
}

/**
 * Step of the quick +/- buttons: about a twentieth of the capacity, rounded down to a power of ten (1 for a
 * 40 L can, 10 for a 1,000 kg carbon bed), never under 1. Pieces always go one by one.
 */
export function quickAdjustStep(item: { maxLevel: number; unit: string }): number {
  if (item.unit === 'unités' || item.maxLevel <= 0) return 1;
  return Math.max(1, 10 ** Math.floor(Math.log10(item.maxLevel / 20)));
}
