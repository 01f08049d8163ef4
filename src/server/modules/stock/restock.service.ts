// The restock needs of stock items ("Commander", spec §7): recording one for an item (POST
// /api/stock-items/:id/restock-request, and an offline insert on restock_requests) and cancelling one (DELETE
// /api/restock-requests/:id, and an offline delete), with the same rules for both paths.
import type { TRestockRequest } from '../../../shared/contracts/stock.js';
import { quantityToRefill } from '../../../shared/domain/stock-levels.js';
import type { RestockRequestRow } from '../../db/schema/stock.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { recordExists } from '../records/record-writes.js';
import { cancelRestockRequest, findStockItemForUpdate, openRestockRequest } from './restock.repository.js';

export function toRestockRequest(row: RestockRequestRow): TRestockRequest {
  return {
    id: row.id,
    stockItemId: row.stockItemId ?? '',
    itemName: row.itemName,
    quantity: row.quantity,
    unit: row.unit,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The item's open need, or a new one for the quantity that refills it (`isNew`). 404 when the user has no such
 * item, 409 `stock_full` when nothing is missing. With `id` (an offline insert) a new need takes that id; an id
 * already taken is 409 `record_exists`. An open need already there is answered as it is, whatever `id` says.
 */
export async function requestRestock(
  tx: DbTransaction,
  userId: string,
  stockItemId: string,
  id?: string,
): Promise<{ request: TRestockRequest; isNew: boolean }> {
  const item = await findStockItemForUpdate(tx, userId, stockItemId);
  if (!item) throw notFound();
  const quantity = quantityToRefill(item);
  if (quantity <= 0) throw new HttpError(409, 'stock_full', 'stock:errors.alreadyFull');
  const opened = await openRestockRequest(tx, userId, item, quantity, id);
  if (!opened) throw recordExists();
  return { request: toRestockRequest(opened.request), isNew: opened.isNew };
}

/** Cancels an open need of the user; 404 when there is none with this id (another user's, gone, or closed). */
export async function cancelOpenRestockRequest(tx: DbTransaction, userId: string, id: string): Promise<void> {
  if (!(await cancelRestockRequest(tx, userId, id))) throw notFound();
}
