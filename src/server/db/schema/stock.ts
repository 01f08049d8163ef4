// Stock of consumables and spare parts (spec §3 stock_items). Keeps the spec's `last_updated` column
// instead of updated_at.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  RESTOCK_REQUEST_STATUSES,
  STOCK_CATEGORIES,
  STOCK_UNITS,
} from '../../../shared/domain/stock-levels.js';
import {
  createdAt,
  id,
  isOneOf,
  ownerId,
  quantity,
  timestamps,
  trigramIndex,
  rowVersion,
} from './columns.js';
import { searchFreshnessIndex, searchTitlePrefixIndex } from './search-indexes.js';
import { ownRowsPolicy } from './rls.js';

export { STOCK_UNITS };
export type StockUnit = (typeof STOCK_UNITS)[number];

export const stockItems = pgTable(
  'stock_items',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    category: text('category', { enum: STOCK_CATEGORIES }).notNull(),
    // Defaults of spec §5 (onboarding stock item): level 0, max 100, unit "unités", threshold 20.
    currentLevel: quantity('current_level').notNull().default(0),
    maxLevel: quantity('max_level').notNull().default(100),
    unit: text('unit', { enum: STOCK_UNITS }).notNull().default('unités'),
    threshold: quantity('threshold').notNull().default(20),
    version: rowVersion(),
    createdAt: createdAt(),
    lastUpdated: timestamp('last_updated', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('stock_items_unit_check', isOneOf(t.unit, STOCK_UNITS)),
    check('stock_items_category_check', isOneOf(t.category, STOCK_CATEGORIES)),
    check('stock_items_current_level_check', sql`${t.currentLevel} >= 0`),
    check('stock_items_max_level_check', sql`${t.maxLevel} >= 0`),
    check('stock_items_threshold_check', sql`${t.threshold} >= 0`),
    index('stock_items_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    // The global search matches a category by its translated label (db migration 0008, search_source).
    index('stock_items_user_id_category_idx').on(t.userId, t.category),
    trigramIndex('stock_items_name_trgm', t.name),
    trigramIndex('stock_items_category_trgm', t.category),
    searchFreshnessIndex('stock_items', t.userId, t.lastUpdated, t.id),
    searchTitlePrefixIndex('stock_items', t.userId, t.name),
    ownRowsPolicy('stock_items', t.userId),
  ],
);
export type StockItemRow = typeof stockItems.$inferSelect;
export type NewStockItemRow = typeof stockItems.$inferInsert;

/**
 * A restock need: "commander" on a low stock item records what to order; the shop turns the open ones into
 * cart lines (in_cart), the checkout into an order (ordered), and the confirmed delivery closes it (received). The item's name and unit are copied so the need still
 * reads right if the item is renamed or deleted.
 */
export const restockRequests = pgTable(
  'restock_requests',
  {
    id: id(),
    userId: ownerId(),
    stockItemId: uuid('stock_item_id').references(() => stockItems.id, { onDelete: 'set null' }),
    itemName: text('item_name').notNull(),
    quantity: quantity('quantity').notNull(),
    unit: text('unit', { enum: STOCK_UNITS }).notNull(),
    status: text('status', { enum: RESTOCK_REQUEST_STATUSES }).notNull().default('open'),
    ...timestamps(),
  },
  (t) => [
    check('restock_requests_quantity_check', sql`${t.quantity} > 0`),
    check('restock_requests_status_check', isOneOf(t.status, RESTOCK_REQUEST_STATUSES)),
    check('restock_requests_unit_check', isOneOf(t.unit, STOCK_UNITS)),
    // One open need per item: pressing "commander" twice does not order twice.
    uniqueIndex('restock_requests_open_item_idx')
      .on(t.stockItemId)
      .where(sql`${t.status} = 'open'`),
    index('restock_requests_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    ownRowsPolicy('restock_requests', t.userId),
  ],
);
export type RestockRequestRow = typeof restockRequests.$inferSelect;
