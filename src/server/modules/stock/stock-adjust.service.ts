// The quick +/- adjustment of a stock item's level (POST /api/stock-items/:id/adjust, and the offline `adjust`
// command): the change is added to the level the server holds, which never goes under 0 and never goes past the
// item's maximum (a larger numeric would also overflow the column later on).
import type { TStockItem } from '../../../shared/contracts/stock.js';
import { adjustedLevel, isAboveCeiling, levelCeiling } from '../../../shared/domain/stock-levels.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { findStockItemForUpdate, setStockLevel } from './restock.repository.js';
import { toStockItem } from './stock.resource.js';

/** The item after the change; 404 when the user has no such item, 422 when it would pass the maximum. */
export async function adjustStockItem(
  tx: DbTransaction,
  userId: string,
  id: string,
  delta: number,
): Promise<TStockItem> {
  const item = await findStockItemForUpdate(tx, userId, id);
  if (!item) throw notFound();
  if (isAboveCeiling(item, delta)) {
    throw new HttpError(422, 'above_max_level', 'stock:errors.aboveMaxLevel', { max: levelCeiling(item) });
  }
  const row = await setStockLevel(tx, userId, item.id, adjustedLevel(item.currentLevel, delta));
  if (!row) throw notFound();
  return toStockItem(row);
}
