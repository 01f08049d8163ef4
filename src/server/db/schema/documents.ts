// Library of generated documents (spec §3 generated_documents): quote PDFs, reports, exports.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, id, ownerId, timestamps, trigramIndex } from './columns.js';
import { searchFreshnessIndex, searchTitlePrefixIndex } from './search-indexes.js';
import { ownRowsPolicy } from './rls.js';

export const generatedDocuments = pgTable(
  'generated_documents',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    // Addition: the period a report covers ('YYYY-MM' for a monthly report); null for a document of no period
    // (a quote). One document per user, category and period: the monthly job and an on-demand request made at
    // the same time, or two instances, can never leave two copies (NULLs are distinct, so quotes are free).
    period: text('period'),
    // Additions: the file itself (architecture: uploads live in the database unless an object store is
    // configured, then `storage_key` names the object). List queries must not select `content`.
    fileName: text('file_name'),
    mimeType: text('mime_type').notNull().default('application/pdf'),
    sizeBytes: integer('size_bytes'),
    content: bytea('content'),
    storageKey: text('storage_key'),
    // Addition: what produced the document (e.g. quote request id, report period).
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    ...timestamps(),
  },
  (t) => [
    check('generated_documents_size_bytes_check', sql`${t.sizeBytes} is null or ${t.sizeBytes} >= 0`),
    uniqueIndex('generated_documents_user_id_category_period_key').on(t.userId, t.category, t.period),
    index('generated_documents_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    trigramIndex('generated_documents_name_trgm', t.name),
    trigramIndex('generated_documents_description_trgm', t.description),
    trigramIndex('generated_documents_category_trgm', t.category),
    searchFreshnessIndex('generated_documents', t.userId, t.updatedAt, t.id),
    searchTitlePrefixIndex('generated_documents', t.userId, t.name),
    ownRowsPolicy('generated_documents', t.userId),
  ],
);
export type GeneratedDocumentRow = typeof generatedDocuments.$inferSelect;
export type NewGeneratedDocumentRow = typeof generatedDocuments.$inferInsert;
