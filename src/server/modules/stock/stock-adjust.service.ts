// The quick +/- adjustment of a stock item's level (POST /api/stock-items/:id/adjust, and the offline `adjust`
// command): the change is added to the level the server holds, which never goes under 0.
import type { TStockItem } from '../../../shared/contracts/stock.js';
import { adjustedLevel } from '../../../shared/domain/stock-levels.js';
import type { DbTransaction } from '../../db/user-context.js';
import { notFound } from '../../lib/http-error.js';
import { findStockItemForUpdate, setStockLevel } from './restock.repository.js';
import { toStockItem } from './stock.resource.js';

/** The item after the change, or 404 when the user has no such item. */
export async function adjustStockItem(
  tx: DbTransaction,
  userId: string,
  id: string,
  delta: number,
): Promise<TStockItem> {
  const item = await findStockItemForUpdate(tx, userId, id);
  if (!item) throw notFound();
  const row = await setStockLevel(tx, userId, item.id, adjustedLevel(item.currentLevel, delta));
  if (!row) throw notFound();
  return toStockItem(row);
}
