/**
 * The product drawings shipped in public/shop/ (one flat SVG per product of the seed, migration 0018): an admin
 * picks a product's image among them, so a product never shows a hot-linked or missing file.
 */
export const SHOP_PRODUCT_IMAGES = [
  '/shop/grids-knives.svg',
  '/shop/mineral-activated-carbon.svg',
  '/shop/plant-activated-carbon.svg',
  '/shop/tarpaulin.svg',
  '/shop/enzyme.svg',
  '/shop/hydroxide.svg',
  '/shop/trace-elements.svg',
  '/shop/bacterial-seed.svg',
  '/shop/gas-analyser.svg',
  '/shop/calibration-kit.svg',
  '/shop/training.svg',
] as const;
export type TShopProductImage = (typeof SHOP_PRODUCT_IMAGES)[number];

/** Bounds of the catalogue's editable fields (the columns' own limits, kept well inside them). */
export const SHOP_PRODUCT_LIMITS = {
  nameMax: 120,
  referenceMax: 40,
  shortDescriptionMax: 300,
  fullDescriptionMax: 5000,
  /** numeric(12,2) holds up to 9 999 999 999,99; a catalogue price above ten million is a typo. */
  priceMax: 9_999_999.99,
  stockLevelMax: 1_000_000,
  specificationsMax: 20,
  specificationKeyMax: 60,
  specificationValueMax: 200,
} as const;

/** At most two decimals (cents), read on the double as typed: 12.34 yes, 12.345 no. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}
