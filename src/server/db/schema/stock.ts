// Stock of consumables and spare parts (spec §3 stock_items). Keeps the spec's `last_updated` column
// instead of updated_at.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, isOneOf, ownerId, quantity, trigramIndex } from './columns.js';
import { ownRowsPolicy } from './rls.js';

/** Units (spec §5 stock, plus the onboarding default "unités"). */
export const STOCK_UNITS = ['L', 'kg', 'g', 't', 'm3', 'unités'] as const;
export type StockUnit = (typeof STOCK_UNITS)[number];

export const stockItems = pgTable(
  'stock_items',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    // Defaults of spec §5 (onboarding stock item): level 0, max 100, unit "unités", threshold 20.
    currentLevel: quantity('current_level').notNull().default(0),
    maxLevel: quantity('max_level').notNull().default(100),
    unit: text('unit', { enum: STOCK_UNITS }).notNull().default('unités'),
    threshold: quantity('threshold').notNull().default(20),
    createdAt: createdAt(),
    lastUpdated: timestamp('last_updated', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('stock_items_unit_check', isOneOf(t.unit, STOCK_UNITS)),
    check('stock_items_current_level_check', sql`${t.currentLevel} >= 0`),
    check('stock_items_max_level_check', sql`${t.maxLevel} >= 0`),
    check('stock_items_threshold_check', sql`${t.threshold} >= 0`),
    index('stock_items_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    trigramIndex('stock_items_name_trgm', t.name),
    trigramIndex('stock_items_category_trgm', t.category),
    ownRowsPolicy('stock_items', t.userId),
  ],
);
export type StockItemRow = typeof stockItems.$inferSelect;
export type NewStockItemRow = typeof stockItems.$inferInsert;
