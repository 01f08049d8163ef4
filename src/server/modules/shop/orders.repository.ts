// Orders, their lines (the cart's snapshot at checkout) and their status history (spec §3, §4).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { TOrderStatus } from '../../../shared/domain/shop-orders.js';
import {
  orderItems,
  orderStatusHistory,
  orders,
  type NewOrderItemRow,
  type NewOrderRow,
  type OrderItemRow,
  type OrderRow,
  type OrderStatusHistoryRow,
} from '../../db/schema/shop.js';
import type { DbTransaction } from '../../db/user-context.js';

export interface OrderRows {
  order: OrderRow;
  lines: OrderItemRow[];
  history: OrderStatusHistoryRow[];
}

/** Lines and history of the given orders, grouped by order id. */
async function withDetails(tx: DbTransaction, found: OrderRow[]): Promise<OrderRows[]> {
  if (found.length === 0) return [];
  const ids = found.map((order) => order.id);
  const lines = await tx
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const history = await tx
    .select()
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
  return found.map((order) => ({
    order,
    lines: lines.filter((line) => line.orderId === order.id),
    history: history.filter((entry) => entry.orderId === order.id),
  }));
}

/** The user's orders, newest first (at most 200: a plant orders a few times a month). */
export async function listOrders(tx: DbTransaction, userId: string): Promise<OrderRows[]> {
  const found = await tx
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
  return withDetails(tx, found);
}

/** Every user's orders that still wait for an admin (pending or confirmed), oldest first: the admin's queue. */
export async function listOpenOrders(tx: DbTransaction): Promise<OrderRows[]> {
  const found = await tx
    .select()
    .from(orders)
    .where(inArray(orders.status, ['pending', 'confirmed']))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(200);
  return withDetails(tx, found);
}

/** One order with its details, locked for the rest of the transaction; `userId` null reads any user's. */
export async function findOrderForUpdate(
  tx: DbTransaction,
  id: string,
  userId: string | null,
): Promise<OrderRows | null> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), userId === null ? undefined : eq(orders.userId, userId)))
    .for('update')
    .limit(1);
  if (!order) return null;
  const [details] = await withDetails(tx, [order]);
  return details ?? null;
}

export async function insertOrder(
  tx: DbTransaction,
  order: NewOrderRow,
  lines: Omit<NewOrderItemRow, 'orderId' | 'userId'>[],
  changedBy: string,
): Promise<OrderRow> {
  const [created] = await tx.insert(orders).values(order).returning();
  if (!created) throw new Error('The order was not inserted');
  await tx
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, orderId: created.id, userId: created.userId })));
  await tx.insert(orderStatusHistory).values({
    userId: created.userId,
    orderId: created.id,
    fromStatus: null,
    toStatus: created.status,
    changedBy,
  });
  return created;
}

export async function moveOrder(
  tx: DbTransaction,
  order: OrderRow,
  to: TOrderStatus,
  changedBy: string,
): Promise<void> {
  await tx.update(orders).set({ status: to }).where(eq(orders.id, order.id));
  await tx
    .insert(orderStatusHistory)
    .values({ userId: order.userId, orderId: order.id, fromStatus: order.status, toStatus: to, changedBy });
}

export async function markLineReceived(
  tx: DbTransaction,
  userId: string,
  lineId: string,
  receivedQuantity: number,
): Promise<void> {
  await tx
    .update(orderItems)
    .set({ receivedQuantity, receivedAt: new Date() })
    .where(and(eq(orderItems.userId, userId), eq(orderItems.id, lineId)));
}
