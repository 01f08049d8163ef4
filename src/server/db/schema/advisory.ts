// The advisory (issue 18 point 5): the advice each user dismissed. An advice id names its situation
// (shared/domain/advisory/advice.ts), so a dismissal holds until the situation changes and a new id shows.
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ADVICE_ID_MAX_LENGTH } from '../../../shared/contracts/advisory.js';
import { ownerId } from './columns.js';
import { ownRowsPolicy } from './rls.js';

export const adviceDismissals = pgTable(
  'advice_dismissals',
  {
    userId: ownerId(),
    adviceId: text('advice_id').notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.adviceId] }),
    check(
      'advice_dismissals_advice_id_check',
      sql`char_length(${t.adviceId}) between 1 and ${sql.raw(String(ADVICE_ID_MAX_LENGTH))}`,
    ),
    ownRowsPolicy('advice_dismissals', t.userId),
  ],
);
export type AdviceDismissalRow = typeof adviceDismissals.$inferSelect;
