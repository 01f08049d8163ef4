// Moves an order between statuses (spec §4): only the moves of the state machine, by whom may make them
// (shared/domain/shop-orders.ts); any other move answers 409 and changes nothing. Each move is a history row.
import type { TOrder } from '../../../shared/contracts/shop.js';
import { orderMovesFor, type TOrderActor, type TOrderStatus } from '../../../shared/domain/shop-orders.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError } from '../../lib/http-error.js';
import { toOrder } from './order-view.js';
import { findOrderForUpdate, moveOrder } from './orders.repository.js';
import { moveRestockRequests } from './restock-link.repository.js';
import { orderNotFound } from './shop-errors.js';

interface OrderMove {
  orderId: string;
  to: TOrderStatus;
  actor: TOrderActor;
  /** Who makes the move (the customer or the admin). */
  changedBy: string;
  /** The customer's own orders only; null for an admin, who reads every user's. */
  ownerId: string | null;
}

export async function changeOrderStatus(tx: DbTransaction, move: OrderMove): Promise<TOrder> {
  const found = await findOrderForUpdate(tx, move.orderId, move.ownerId);
  if (!found) throw orderNotFound();
  const from = found.order.status;
  if (!orderMovesFor(move.actor, from).includes(move.to)) {
    throw new HttpError(409, 'order_move_refused', 'shop:errors.orderMoveRefused', { from, to: move.to });
  }
  await moveOrder(tx, found.order, move.to, move.changedBy);
  if (move.to === 'cancelled') {
    // The items were not delivered: their restock needs are open again.
    const needs = found.lines.flatMap((line) => (line.restockRequestId ? [line.restockRequestId] : []));
    await moveRestockRequests(tx, found.order.userId, needs, 'ordered', 'open');
  }
  const moved = await findOrderForUpdate(tx, move.orderId, move.ownerId);
  if (!moved) throw orderNotFound();
  return toOrder(moved);
}
