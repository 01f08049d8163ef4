// Offline data of the web app (issue 6, spec §9 "local encryption"): each user's random key for the browser's
// encrypted queue and cache. The original derived it from the user id, which anyone can recompute; here the
// server draws 32 random bytes once per user and hands them only to that user's signed-in session.
import { sql } from 'drizzle-orm';
import { check, pgTable, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { bytea, createdAt } from './columns.js';
import { ownRowsPolicy } from './rls.js';

export const userLocalKeys = pgTable(
  'user_local_keys',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // AES-GCM 256: exactly 32 bytes.
    key: bytea('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('user_local_keys_key_length_check', sql`octet_length(${t.key}) = 32`),
    ownRowsPolicy('user_local_keys', t.userId),
  ],
);
export type UserLocalKeyRow = typeof userLocalKeys.$inferSelect;
