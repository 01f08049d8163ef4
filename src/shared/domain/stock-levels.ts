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

/**
 * Where a restock need stands: open ("Commander" pressed), in the cart, ordered (checked out), received (the
 * delivery was confirmed into stock), or cancelled.
 */
export const RESTOCK_REQUEST_STATUSES = ['open', 'in_cart', 'ordered', 'received', 'cancelled'] as const;
export type TRestockRequestStatus = (typeof RESTOCK_REQUEST_STATUSES)[number];

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
 * Smallest step of the quick +/- buttons per unit: pieces go one by one, grams by ten, kilograms, litres,
 * cubic metres and tonnes down to a tenth (a 5 kg bag of enzymes, a 2 t silo of lime).
 */
export const MIN_QUICK_STEP: Readonly<Record<TStockUnit, number>> = {
  unités: 1,
  g: 10,
  kg: 0.1,
  L: 0.1,
  m3: 0.1,
  t: 0.1,
};

/** Step of an item without a maximum: one of the unit, except grams (100 g) and tonnes (a tenth). */
const STEP_WITHOUT_MAXIMUM: Readonly<Record<TStockUnit, number>> = {
  unités: 1,
  g: 100,
  kg: 1,
  L: 1,
  m3: 1,
  t: 0.1,
};

/**
 * Step of the quick +/- buttons, suited to the unit and the capacity: about a twentieth of the capacity,
 * rounded down to a power of ten (1 kg for a 40 kg drum, 10 kg for a 1,000 kg carbon bed, 0.1 t for a 10 t
 * silo), never under the unit's MIN_QUICK_STEP. Pieces always go one by one. Any other amount goes through the
 * card's quantity entry.
 */
export function quickAdjustStep(item: { maxLevel: number; unit: TStockUnit }): number {
  if (item.unit === 'unités') return 1;
  if (!(item.maxLevel > 0)) return STEP_WITHOUT_MAXIMUM[item.unit];
  const step = 10 ** Math.floor(Math.log10(item.maxLevel / 20));
  // 10 ** -1 is 0.1 exactly, but keep the decimals of the column (3) whatever the power.
  return Math.max(MIN_QUICK_STEP[item.unit], Math.round(step * 1000) / 1000);
}
