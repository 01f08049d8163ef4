// Imported documents (issue 22): the operator's own files (manuals, permits, contracts, lab reports) kept in the
// database (servers stay stateless), the text extracted from them in the background, cut into passages with
// their page for the cited answers of the document search, and the words of each document for typo tolerance.
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { DOCUMENT_KINDS } from '../../../shared/domain/documents/document-file.js';
import {
  DOCUMENT_CATEGORIES,
  EXTRACTION_FAILURES,
  EXTRACTION_STATES,
} from '../../../shared/domain/documents/imported-documents.js';
import { bytea, createdAt, id, isOneOf, ownerId, timestamps, trigramIndex } from './columns.js';
import { rawMaterials } from './raw-materials.js';
import { ownRowsPolicy } from './rls.js';
import { searchFreshnessIndex, searchTitlePrefixIndex } from './search-indexes.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const importedDocuments = pgTable(
  'imported_documents',
  {
    id: id(),
    userId: ownerId(),
    title: text('title').notNull(),
    category: text('category', { enum: DOCUMENT_CATEGORIES }).notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // What the document is about: a piece of equipment (as the maintenance plan names it) or a lot.
    equipmentName: text('equipment_name'),
    rawMaterialId: uuid('raw_material_id').references(() => rawMaterials.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    // List queries must not select the two bytea columns.
    content: bytea('content').notNull(),
    // An image's preview: WebP at most 1200 px wide (spec §9); null for the other kinds.
    previewContent: bytea('preview_content'),
    pageCount: integer('page_count'),
    extractionState: text('extraction_state', { enum: EXTRACTION_STATES }).notNull().default('waiting'),
    extractionFailure: text('extraction_failure', { enum: EXTRACTION_FAILURES }),
    extractedAt: timestamp('extracted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    check('imported_documents_category_check', isOneOf(t.category, DOCUMENT_CATEGORIES)),
    check('imported_documents_kind_check', isOneOf(t.kind, DOCUMENT_KINDS)),
    check('imported_documents_extraction_state_check', isOneOf(t.extractionState, EXTRACTION_STATES)),
    check(
      'imported_documents_extraction_failure_check',
      sql`(${t.extractionState} = 'failed') = (${t.extractionFailure} is not null)`,
    ),
    check('imported_documents_size_bytes_check', sql`${t.sizeBytes} > 0`),
    index('imported_documents_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    // The background step's queue: the oldest waiting documents first.
    index('imported_documents_waiting_idx')
      .on(t.createdAt)
      .where(sql`${t.extractionState} = 'waiting'`),
    trigramIndex('imported_documents_title_trgm', t.title),
    searchFreshnessIndex('imported_documents', t.userId, t.updatedAt, t.id),
    searchTitlePrefixIndex('imported_documents', t.userId, t.title),
    ownRowsPolicy('imported_documents', t.userId),
  ],
);

/**
 * A passage of a document's text, within one page (PDF pages are real; a text or Word file is one page unless it
 * holds page breaks). `search_vector` joins the French and English analyses (configurations methapilot_fr and
 * methapilot_en of migration 0037), accents ignored.
 */
export const documentChunks = pgTable(
  'document_chunks',
  {
    id: id(),
    userId: ownerId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => importedDocuments.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    position: integer('position').notNull(),
    content: text('content').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`to_tsvector('methapilot_fr'::regconfig, content) || to_tsvector('methapilot_en'::regconfig, content)`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    check('document_chunks_page_check', sql`${t.page} >= 1`),
    index('document_chunks_search_vector_idx').using('gin', t.searchVector),
    index('document_chunks_document_id_position_idx').on(t.documentId, t.position),
    index('document_chunks_user_id_idx').on(t.userId),
    ownRowsPolicy('document_chunks', t.userId),
  ],
);

/** The distinct words of a document (unaccented, lower case): a mistyped question word finds its neighbours. */
export const documentWords = pgTable(
  'document_words',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => importedDocuments.id, { onDelete: 'cascade' }),
    userId: ownerId(),
    word: text('word').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.word] }),
    index('document_words_word_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
    index('document_words_user_id_word_idx').on(t.userId, t.word),
    ownRowsPolicy('document_words', t.userId),
  ],
);
