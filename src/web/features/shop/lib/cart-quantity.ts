import { MAX_CART_LINE_QUANTITY } from '../../../../shared/domain/shop-cart';

/** A quantity as typed: a whole number from 1 to 9999 ("2", " 12 "), else null ("0", "1,5", "2e3", "abc"). */
export function parseCartQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= MAX_CART_LINE_QUANTITY ? quantity : null;
}
