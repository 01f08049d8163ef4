import { MAX_STOCK_QUANTITY } from '../../../../shared/domain/stock-levels';
import { decimalFromText } from '../../../lib/forms/decimal-text';

export type TStockMovementDirection = 'in' | 'out';

/** A quantity typed on a card, as the signed change of the level, or the i18n key of why it cannot be. */
export type TStockMovement = { ok: true; delta: number } | { ok: false; errorKey: string };

/**
 * The card's quantity entry: "12,5" or "12.5", more than 0, three decimals at most (the column's), and a
 * removal no larger than what is in stock (a stock sheet never goes under 0 by a typo).
 */
export function stockMovementOf(
  text: string,
  direction: TStockMovementDirection,
  currentLevel: number,
): TStockMovement {
  const quantity = decimalFromText(text);
  if (quantity === undefined) return { ok: false, errorKey: 'stock:movement.quantityRequired' };
  if (!Number.isFinite(quantity) || quantity <= 0)
    return { ok: false, errorKey: 'stock:movement.quantityInvalid' };
  if (Math.round(quantity * 1000) / 1000 !== quantity) {
    return { ok: false, errorKey: 'stock:movement.tooManyDecimals' };
  }
  if (quantity > MAX_STOCK_QUANTITY) return { ok: false, errorKey: 'stock:validation.quantityTooBig' };
  if (direction === 'out' && quantity > currentLevel)
    return { ok: false, errorKey: 'stock:movement.moreThanStock' };
  return { ok: true, delta: direction === 'in' ? quantity : -quantity };
}
