/**
 * The shop's catalogue rules (spec §2 shop, §3 shop product, §5 stock labels, §9 low stock under 5): the
 * product categories, the vendor's stock label, "Sur devis" prices and related products.
 */

export const SHOP_PRODUCT_CATEGORIES = ['equipment', 'consumable', 'service'] as const;
export type TShopProductCategory = (typeof SHOP_PRODUCT_CATEGORIES)[number];

/** Spec §9: low stock under 5 units. */
export const SHOP_LOW_STOCK_UNDER = 5;
/** Spec §2: up to 3 related products of the same category. */
export const MAX_RELATED_PRODUCTS = 3;

export type TShopStockLabel = 'out_of_stock' | 'low_stock' | 'in_stock';

/** Spec §5: out of stock at 0 or below, low stock under 5, else in stock. */
export function shopStockLabel(stockLevel: number): TShopStockLabel {
  if (stockLevel <= 0) return 'out_of_stock';
  if (stockLevel < SHOP_LOW_STOCK_UNDER) return 'low_stock';
  return 'in_stock';
}

/** A price of 0 reads "Sur devis": the amount is quoted on request. */
export function isPriceOnQuote(price: number): boolean {
  return price === 0;
}

/** Up to 3 other products of the same category, in catalogue order. */
export function relatedProducts<T extends { id: string; category: TShopProductCategory }>(
  catalogue: readonly T[],
  product: T,
): T[] {
  return catalogue
    .filter((other) => other.id !== product.id && other.category === product.category)
    .slice(0, MAX_RELATED_PRODUCTS);
}
