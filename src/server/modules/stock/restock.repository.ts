import { and, desc, eq } from 'drizzle-orm';
import {
  restockRequests,
  stockItems,
  type RestockRequestRow,
  type StockItemRow,
} from '../../db/schema/stock.js';
import type { DbTransaction } from '../../db/user-context.js';

/** The item, locked for the rest of the transaction. */
export async function findStockItemForUpdate(tx: DbTransaction, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(stockItems)
    .where(and(eq(stockItems.id, id), eq(stockItems.userId, userId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function setStockLevel(tx: DbTransaction, userId: string, id: string, currentLevel: number) {
  const [row] = await tx
    .update(stockItems)
    .set({ currentLevel, lastUpdated: new Date() })
    .where(and(eq(stockItems.id, id), eq(stockItems.userId, userId)))
    .returning();
  return row ?? null;
}

/**
 * The open need of an item, or a new one (one open need per item: a second "commander" changes nothing). A new
 * need takes `id` when given (an offline insert); null when that id is already taken.
 */
export async function openRestockRequest(
  tx: DbTransaction,
  userId: string,
  item: StockItemRow,
  quantity: number,
  id?: string,
): Promise<{ request: RestockRequestRow; isNew: boolean } | null> {
  const [existing] = await tx
    .select()
    .from(restockRequests)
    .where(
      and(
        eq(restockRequests.userId, userId),
        eq(restockRequests.stockItemId, item.id),
        eq(restockRequests.status, 'open'),
      ),
    )
    .limit(1);
  if (existing) return { request: existing, isNew: false };
  const [created] = await tx
    .insert(restockRequests)
    .values({ userId, stockItemId: item.id, itemName: item.name, quantity, unit: item.unit, id })
    .onConflictDoNothing({ target: restockRequests.id })
    .returning();
  return created ? { request: created, isNew: true } : null;
}

export function listOpenRestockRequests(tx: DbTransaction, userId: string) {
  return tx
    .select()
    .from(restockRequests)
    .where(and(eq(restockRequests.userId, userId), eq(restockRequests.status, 'open')))
    .orderBy(desc(restockRequests.createdAt))
    .limit(500);
}

export async function cancelRestockRequest(tx: DbTransaction, userId: string, id: string) {
  const cancelled = await tx
    .update(restockRequests)
    .set({ status: 'cancelled' })
    .where(
      and(eq(restockRequests.id, id), eq(restockRequests.userId, userId), eq(restockRequests.status, 'open')),
    )
    .returning({ id: restockRequests.id });
  return cancelled.length > 0;
}
