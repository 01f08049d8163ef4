// Secure logs and the user activity log (spec §3 secure_logs, activity types; §7 get_secure_logs,
// get_log_statistics, log_user_activity, get_user_activities).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { createdAt, id, isOneOf, timestamps } from './columns.js';
import { ownRowsPolicy } from './rls.js';
import { ACTIVITY_TYPES } from '../../../shared/domain/accounts.js';

import { LOG_LEVELS } from '../../../shared/domain/secure-logs.js';

export { LOG_LEVELS, type LogLevel } from '../../../shared/domain/secure-logs.js';

export { ACTIVITY_TYPES, type ActivityType } from '../../../shared/domain/accounts.js';

/**
 * Secure logs (spec §3) as one hash chain (modules/secure-logs): `seq` orders every row of every user,
 * `content_digest` is the SHA-256 of the row's canonical content (ciphertexts included), `chain_mac` the
 * HMAC-SHA256 of the previous row's mac, the seq and that digest, under a key kept outside the database. The
 * owner is `owner_digest` (an HMAC of the user id) inside the digest, so the user's deletion (user_id set null,
 * the row stays in the chain) and an erasure (content blanked, `erased_at` and its `erasure_mac`) leave the
 * chain verifiable. The application role only reads its own rows (migration: no insert, update or delete).
 */
export const secureLogs = pgTable(
  'secure_logs',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    level: text('level', { enum: LOG_LEVELS }).notNull(),
    // Plain text; the redacted form (e-mail masked, IP truncated) when the entry is encrypted.
    message: text('message').notNull(),
    // AES-256-GCM (node:crypto) "v1.iv.ciphertext.tag", set when is_encrypted; AAD = row id and field.
    encryptedMessage: text('encrypted_message'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    encryptedMetadata: text('encrypted_metadata'),
    source: text('source').notNull().default('app'),
    userAgent: text('user_agent'),
    isEncrypted: boolean('is_encrypted').notNull().default(false),
    hasSensitiveData: boolean('has_sensitive_data').notNull().default(false),
    /** The keyring's id of the key that encrypted this row (null when not encrypted). */
    keyId: text('key_id'),
    ownerDigest: text('owner_digest').notNull(),
    contentDigest: text('content_digest').notNull(),
    chainMac: text('chain_mac').notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    erasureMac: text('erasure_mac'),
    createdAt: createdAt(),
  },
  (t) => [
    check('secure_logs_level_check', isOneOf(t.level, LOG_LEVELS)),
    check(
      'secure_logs_encrypted_message_check',
      sql`not ${t.isEncrypted} or ${t.encryptedMessage} is not null or ${t.erasedAt} is not null`,
    ),
    uniqueIndex('secure_logs_seq_idx').on(t.seq),
    // get_secure_logs: newest first, optionally filtered by level and source.
    index('secure_logs_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('secure_logs_user_id_level_source_idx').on(t.userId, t.level, t.source),
    ownRowsPolicy('secure_logs', t.userId),
  ],
);
export type SecureLogRow = typeof secureLogs.$inferSelect;
export type NewSecureLogRow = typeof secureLogs.$inferInsert;

/**
 * Log statistics (spec §3: level, source, count, last_updated), per user. security_invoker makes the view
 * run with the caller's rights, so secure_logs' row-level security applies through it.
 */
export const logStatistics = pgView('log_statistics')
  .with({ securityInvoker: true })
  .as((qb) =>
    qb
      .select({
        userId: secureLogs.userId,
        level: secureLogs.level,
        source: secureLogs.source,
        count: sql`count(*)::integer`.mapWith(Number).as('count'),
        lastUpdated: sql`max(${secureLogs.createdAt})`.mapWith(secureLogs.createdAt).as('last_updated'),
      })
      .from(secureLogs)
      .groupBy(secureLogs.userId, secureLogs.level, secureLogs.source),
  );
export type LogStatisticsRow = typeof logStatistics.$inferSelect;

export const activityLogs = pgTable(
  'activity_logs',
  {
    id: id(),
    // Null for the events of no account (issue 21): the retention job's cleanup and a deleted account's
    // gdpr_deletion, which must outlive the account. The own-rows policy never shows them to a user.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    activityType: text('activity_type', { enum: ACTIVITY_TYPES }).notNull(),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    // Additions: where a security event came from (role changes, escalation attempts, sign-ins).
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps(),
  },
  (t) => [
    check('activity_logs_activity_type_check', isOneOf(t.activityType, ACTIVITY_TYPES)),
    // get_user_activities: newest first.
    index('activity_logs_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    // Admin security review and retention cleanup across users.
    index('activity_logs_activity_type_created_at_idx').on(t.activityType, t.createdAt.desc()),
    ownRowsPolicy('activity_logs', t.userId),
  ],
);
export type ActivityLogRow = typeof activityLogs.$inferSelect;
export type NewActivityLogRow = typeof activityLogs.$inferInsert;
