// The compliance follow-up (issue 19; spec §3 RED II item statuses): the operator's record of each obligation
// of shared/domain/regulation/obligations.ts (by its code), and the evidence files attached to it or to a lot.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { COMPLIANCE_STATUSES } from '../../../shared/domain/regulation/obligations.js';
import {
  EVIDENCE_FILE_MAX_BYTES,
  EVIDENCE_FILE_TYPES,
} from '../../../shared/domain/regulation/evidence-file.js';
import { bytea, id, isOneOf, ownerId, timestamps } from './columns.js';
import { rawMaterials } from './raw-materials.js';
import { ownRowsPolicy } from './rls.js';

export const REDII_STATUSES = COMPLIANCE_STATUSES;
export type RediiStatus = (typeof REDII_STATUSES)[number];

export const rediiItems = pgTable(
  'redii_items',
  {
    id: id(),
    userId: ownerId(),
    // Code of a standard checklist item (e.g. supplier_self_declarations, ghg_calculation), NULL for an
    // item the operator added; lets the app seed the standard list once per user.
    code: text('code'),
    // The operator's own title; a standard obligation (code set) is named by the app in the user's language.
    title: text('title'),
    description: text('description'),
    // e.g. sustainability, ghg, mass_balance, traceability, audit.
    category: text('category'),
    status: text('status', { enum: REDII_STATUSES }).notNull().default('pending_action'),
    dueDate: date('due_date'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Where the proof is kept (document, register, link).
    evidence: text('evidence'),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    check('redii_items_status_check', isOneOf(t.status, REDII_STATUSES)),
    check('redii_items_completed_at_check', sql`${t.status} <> 'completed' or ${t.completedAt} is not null`),
    check('redii_items_named_check', sql`${t.code} is not null or ${t.title} is not null`),
    check('redii_items_notes_check', sql`char_length(${t.notes}) <= 2000`),
    unique('redii_items_user_id_code_unique').on(t.userId, t.code),
    index('redii_items_user_id_status_idx').on(t.userId, t.status),
    ownRowsPolicy('redii_items', t.userId),
  ],
);
export type RediiItemRow = typeof rediiItems.$inferSelect;
export type NewRediiItemRow = typeof rediiItems.$inferInsert;

/**
 * A proof kept in the database (architecture.md: files in `bytea`, servers stay stateless): a PDF, JPEG or PNG of
 * at most EVIDENCE_FILE_MAX_BYTES, attached to one compliance item or one lot (a supplier's sustainability
 * self-declaration). List queries must not select `content`.
 */
export const evidenceFiles = pgTable(
  'evidence_files',
  {
    id: id(),
    userId: ownerId(),
    rediiItemId: uuid('redii_item_id').references(() => rediiItems.id, { onDelete: 'cascade' }),
    rawMaterialId: uuid('raw_material_id').references(() => rawMaterials.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type', { enum: EVIDENCE_FILE_TYPES }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    ...timestamps(),
  },
  (t) => [
    check('evidence_files_mime_type_check', isOneOf(t.mimeType, EVIDENCE_FILE_TYPES)),
    check(
      'evidence_files_size_bytes_check',
      sql`${t.sizeBytes} between 1 and ${sql.raw(String(EVIDENCE_FILE_MAX_BYTES))}`,
    ),
    check('evidence_files_file_name_check', sql`char_length(${t.fileName}) between 1 and 200`),
    check('evidence_files_one_subject_check', sql`num_nonnulls(${t.rediiItemId}, ${t.rawMaterialId}) = 1`),
    index('evidence_files_redii_item_id_idx').on(t.rediiItemId),
    index('evidence_files_raw_material_id_idx').on(t.rawMaterialId),
    index('evidence_files_user_id_idx').on(t.userId),
    ownRowsPolicy('evidence_files', t.userId),
  ],
);
export type EvidenceFileRow = typeof evidenceFiles.$inferSelect;
