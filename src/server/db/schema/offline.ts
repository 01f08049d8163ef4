// Offline data of the web app (issue 6):
// - each user's random key for the browser's encrypted queue and cache (spec §9 "local encryption"). The
//   original derived it from the user id, which anyone can recompute; here the server draws 32 random bytes
//   once per user and hands them only to that user's signed-in session;
// - the browsers (clients) that replay offline actions, each bound to one user, and the actions each has had
//   applied: an action id is applied once, and its answer is kept to answer a replay (a lost response, two tabs).
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { bytea, createdAt, ownerId } from './columns.js';
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

/** A browser's offline queue: its id is drawn by the browser; the first user to use it owns it for good. */
export const offlineClients = pgTable(
  'offline_clients',
  {
    id: uuid('id').primaryKey(),
    userId: ownerId(),
    createdAt: createdAt(),
  },
  (t) => [index('offline_clients_user_id_idx').on(t.userId), ownRowsPolicy('offline_clients', t.userId)],
);

/**
 * The actions a client has had applied, written in the same transaction as the action's effect. `fingerprint`
 * is a hash of what the action asks (table, kind, record, data, base version): the same id with another body is
 * refused. `status` and `response` are the answer given, given again to a replay.
 */
export const offlineAppliedActions = pgTable(
  'offline_applied_actions',
  {
    clientId: uuid('client_id')
      .notNull()
      .references(() => offlineClients.id, { onDelete: 'cascade' }),
    actionId: uuid('action_id').notNull(),
    userId: ownerId(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.actionId] }),
    index('offline_applied_actions_user_id_applied_at_idx').on(t.userId, t.appliedAt),
    // The hourly purge of rows older than 30 days, across users (jobs/offline-cleanup-job.ts).
    index('offline_applied_actions_applied_at_idx').on(t.appliedAt),
    ownRowsPolicy('offline_applied_actions', t.userId),
  ],
);
export type OfflineAppliedActionRow = typeof offlineAppliedActions.$inferSelect;
