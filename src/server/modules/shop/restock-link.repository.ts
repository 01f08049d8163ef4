// The restock needs as the shop moves them: open → in_cart (a cart line refills the item) → ordered (checked
// out) → received (the delivery was confirmed into stock); a line removed from the cart gives its need back.
import { and, eq, inArray } from 'drizzle-orm';
import type { TRestockRequestStatus } from '../../../shared/domain/stock-levels.js';
import { restockRequests } from '../../db/schema/stock.js';
import type { DbTransaction } from '../../db/user-context.js';

export async function findRestockRequestForUpdate(tx: DbTransaction, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(restockRequests)
    .where(and(eq(restockRequests.userId, userId), eq(restockRequests.id, id)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Moves the needs among `ids` that stand at `from` to `to`. */
export async function moveRestockRequests(
  tx: DbTransaction,
  userId: string,
  ids: readonly string[],
  from: TRestockRequestStatus,
  to: TRestockRequestStatus,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(restockRequests)
    .set({ status: to })
    .where(
      and(
        eq(restockRequests.userId, userId),
        inArray(restockRequests.id, [...ids]),
        eq(restockRequests.status, from),
      ),
    );
}
