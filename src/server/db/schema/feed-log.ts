// The daily feed log (issue 18, "Journal d'alimentation"): the fresh tonnes of each lot loaded into the digester
// on a day. Bounds: shared/domain/feed-log.ts. A lot that has entries cannot be deleted (the history would lose
// what was fed): ON DELETE RESTRICT, and the raw-materials resource says so before the database does.
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { FEED_NOTES_MAX_LENGTH, FEED_TONNES_BOUNDS } from '../../../shared/domain/feed-log.js';
import { id, isBetween, ownerId, quantity, rowVersion, timestamps } from './columns.js';
import { rawMaterials } from './raw-materials.js';
import { ownRowsPolicy } from './rls.js';

export const feedLogs = pgTable(
  'feed_logs',
  {
    id: id(),
    userId: ownerId(),
    fedOn: date('fed_on').notNull(),
    rawMaterialId: uuid('raw_material_id')
      .notNull()
      .references(() => rawMaterials.id, { onDelete: 'restrict' }),
    // Fresh tonnes (the API writes tonnes only, as lots do).
    tonnes: quantity('tonnes').notNull(),
    notes: text('notes'),
    version: rowVersion(),
    ...timestamps(),
  },
  (t) => [
    check('feed_logs_tonnes_check', isBetween(t.tonnes, FEED_TONNES_BOUNDS)),
    check('feed_logs_notes_check', sql`char_length(${t.notes}) <= ${sql.raw(String(FEED_NOTES_MAX_LENGTH))}`),
    // The log, the summary and the advisory read a user's entries by date, newest first.
    index('feed_logs_user_id_fed_on_idx').on(t.userId, t.fedOn.desc()),
    // A lot's stock and the lot delete check read its entries.
    index('feed_logs_raw_material_id_idx').on(t.rawMaterialId),
    ownRowsPolicy('feed_logs', t.userId),
  ],
);
export type FeedLogRow = typeof feedLogs.$inferSelect;
