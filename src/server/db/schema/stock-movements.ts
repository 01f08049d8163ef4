// The history of stock levels (issue 18 point 5, stock run-out dates): one row per change of an item's level,
// written by a trigger on stock_items (migration 0023) so every path that changes a level (the records update,
// the +/- adjustment, the offline commands, a delivery received, a CSV import) records it in its own transaction.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, ownerId, quantity } from './columns.js';
import { ownRowsPolicy } from './rls.js';
import { stockItems } from './stock.js';

export const stockMovements = pgTable(
  'stock_movements',
  {
    id: id(),
    userId: ownerId(),
    stockItemId: uuid('stock_item_id')
      .notNull()
      .references(() => stockItems.id, { onDelete: 'cascade' }),
    /** New level − previous level, in the item's unit: negative for a use, positive for a restock. */
    delta: quantity('delta').notNull(),
    levelAfter: quantity('level_after').notNull(),
    movedAt: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stock_movements_delta_check', sql`${t.delta} <> 0`),
    index('stock_movements_user_id_item_moved_at_idx').on(t.userId, t.stockItemId, t.movedAt.desc()),
    ownRowsPolicy('stock_movements', t.userId),
  ],
);
export type StockMovementRow = typeof stockMovements.$inferSelect;
