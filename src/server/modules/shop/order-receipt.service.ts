// The delivery into stock (issue 17): once an order is delivered, the customer confirms what was received of
// each line that refills a stock item; that quantity raises the item's level (within its maximum, as every
// stock change) and closes the item's restock need. A line is confirmed once.
import type { TOrder } from '../../../shared/contracts/shop.js';
import { adjustedLevel, isAboveCeiling, levelCeiling } from '../../../shared/domain/stock-levels.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError } from '../../lib/http-error.js';
import { findStockItemForUpdate, setStockLevel } from '../stock/restock.repository.js';
import { toOrder } from './order-view.js';
import { findOrderForUpdate, markLineReceived } from './orders.repository.js';
import { moveRestockRequests } from './restock-link.repository.js';
import { orderNotFound } from './shop-errors.js';

export async function receiveOrder(
  tx: DbTransaction,
  userId: string,
  orderId: string,
  received: readonly { orderItemId: string; quantity: number }[],
): Promise<TOrder> {
  const found = await findOrderForUpdate(tx, orderId, userId);
  if (!found) throw orderNotFound();
  if (found.order.status !== 'delivered') {
    throw new HttpError(409, 'order_not_delivered', 'shop:errors.orderNotDelivered');
  }
  const confirmed = new Set<string>();
  for (const { orderItemId, quantity } of received) {
    const line = found.lines.find((candidate) => candidate.id === orderItemId);
    if (!line?.stockItemId) throw new HttpError(422, 'line_not_for_stock', 'shop:errors.lineNotForStock');
    if (line.receivedAt || confirmed.has(line.id)) {
      throw new HttpError(409, 'line_already_received', 'shop:errors.lineAlreadyReceived', {
        name: line.name,
      });
    }
    const item = await findStockItemForUpdate(tx, userId, line.stockItemId);
    if (!item) throw new HttpError(422, 'line_not_for_stock', 'shop:errors.lineNotForStock');
    if (isAboveCeiling(item, quantity)) {
      throw new HttpError(422, 'above_max_level', 'stock:errors.aboveMaxLevel', { max: levelCeiling(item) });
    }
    await setStockLevel(tx, userId, item.id, adjustedLevel(item.currentLevel, quantity));
    await markLineReceived(tx, userId, line.id, quantity);
    confirmed.add(line.id);
    if (line.restockRequestId) {
      await moveRestockRequests(tx, userId, [line.restockRequestId], 'ordered', 'received');
    }
  }
  const updated = await findOrderForUpdate(tx, orderId, userId);
  if (!updated) throw orderNotFound();
  return toOrder(updated);
}
