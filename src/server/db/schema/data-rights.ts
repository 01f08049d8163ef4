// The user's data rights (issue 21): GDPR exports kept for download, and the accounting records of deleted
// accounts kept pseudonymised for 10 years (Code de commerce L123-22).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DATA_EXPORT_STATUSES } from '../../../shared/domain/data-rights.js';
import { bytea, createdAt, id, isOneOf, ownerId } from './columns.js';
import { ownRowsPolicy } from './rls.js';

/** One GDPR export: written in the background, its zip in `content` until `expires_at` (the retention job). */
export const gdprExports = pgTable(
  'gdpr_exports',
  {
    id: id(),
    userId: ownerId(),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    sizeBytes: integer('size_bytes'),
    content: bytea('content'),
  },
  (t) => [
    check('gdpr_exports_status_check', isOneOf(t.status, DATA_EXPORT_STATUSES)),
    check('gdpr_exports_ready_check', sql`(${t.status} = 'ready') = (${t.content} is not null)`),
    index('gdpr_exports_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('gdpr_exports_expires_at_idx').on(t.expiresAt),
    ownRowsPolicy('gdpr_exports', t.userId),
  ],
);
export type GdprExportRow = typeof gdprExports.$inferSelect;

export const RETAINED_ACCOUNTING_KINDS = ['invoice', 'order', 'quote'] as const;
export type RetainedAccountingKind = (typeof RETAINED_ACCOUNTING_KINDS)[number];

/**
 * An invoice, order (with its lines and status history) or quote of a deleted account, without what names the
 * person (user id, e-mail, names, addresses, phone, notes): `pseudonym` is an HMAC of the former user id, so the
 * records of one account stay together. Server-only (RLS on, no policy, revoked from the application role).
 */
export const retainedAccountingRecords = pgTable(
  'retained_accounting_records',
  {
    id: id(),
    pseudonym: text('pseudonym').notNull(),
    recordKind: text('record_kind', { enum: RETAINED_ACCOUNTING_KINDS }).notNull(),
    sourceId: uuid('source_id').notNull(),
    reference: text('reference'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    retainedAt: createdAt(),
    deleteAfter: timestamp('delete_after', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('retained_accounting_records_kind_check', isOneOf(t.recordKind, RETAINED_ACCOUNTING_KINDS)),
    index('retained_accounting_records_delete_after_idx').on(t.deleteAfter),
    index('retained_accounting_records_pseudonym_idx').on(t.pseudonym),
  ],
).enableRLS();
