// Imported documents and the document search (issue 22): the calls of /dashboard/imported-documents and
// /dashboard/document-rag. Messages are keys of the `documents` catalog.
import { z } from './zod.js';
import { DOCUMENT_KINDS } from '../domain/documents/document-file.js';
import {
  DOCUMENT_CATEGORIES,
  EXTRACTION_FAILURES,
  EXTRACTION_STATES,
  MAX_DOCUMENT_TAG_LENGTH,
  MAX_DOCUMENT_TAGS,
  MAX_DOCUMENT_TITLE_LENGTH,
  MAX_EQUIPMENT_NAME_LENGTH,
  MAX_QUESTION_LENGTH,
} from '../domain/documents/imported-documents.js';

const ZInstant = z.iso.datetime({ offset: true });

export const ZImportedDocument = z.object({
  id: z.uuid(),
  title: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  tags: z.array(z.string()),
  equipmentName: z.string().nullable(),
  rawMaterialId: z.uuid().nullable(),
  /** The linked lot's name, when a lot is linked. */
  rawMaterialName: z.string().nullable(),
  fileName: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  pageCount: z.number().int().nullable(),
  extractionState: z.enum(EXTRACTION_STATES),
  extractionFailure: z.enum(EXTRACTION_FAILURES).nullable(),
  extractedAt: ZInstant.nullable(),
  createdAt: ZInstant,
  updatedAt: ZInstant,
});
export type TImportedDocument = z.infer<typeof ZImportedDocument>;

/** What the account holds against its limits (stated on the page). */
export const ZDocumentUsage = z.object({
  documentCount: z.number().int(),
  storedBytes: z.number().int(),
  maxDocuments: z.number().int(),
  maxStoredBytes: z.number().int(),
  maxFileBytes: z.number().int(),
});
export type TDocumentUsage = z.infer<typeof ZDocumentUsage>;

export const ZImportedDocumentList = z.object({
  documents: z.array(ZImportedDocument),
  usage: ZDocumentUsage,
});
export type TImportedDocumentList = z.infer<typeof ZImportedDocumentList>;

export const ZDocumentCategory = z.enum(DOCUMENT_CATEGORIES, {
  error: 'documents:validation.categoryInvalid',
});

const ZTitle = z
  .string({ error: 'documents:validation.titleRequired' })
  .trim()
  .min(1, { error: 'documents:validation.titleRequired' })
  .max(MAX_DOCUMENT_TITLE_LENGTH, { error: 'documents:validation.titleTooLong' });

const ZTags = z
  .array(
    z
      .string()
      .trim()
      .min(1, { error: 'documents:validation.tagEmpty' })
      .max(MAX_DOCUMENT_TAG_LENGTH, { error: 'documents:validation.tagTooLong' }),
  )
  .max(MAX_DOCUMENT_TAGS, { error: 'documents:validation.tooManyTags' })
  .transform((tags) => [...new Set(tags)]);

const ZEquipmentName = z
  .string()
  .trim()
  .max(MAX_EQUIPMENT_NAME_LENGTH, { error: 'documents:validation.equipmentTooLong' })
  .transform((value) => (value === '' ? null : value))
  .nullable();

/**
 * An upload: the file's bytes are the body; its name and description travel in the query string (tags
 * comma-separated). Without a title, the file's name without its extension is the title.
 */
export const ZUploadDocumentQuery = z.strictObject({
  fileName: z
    .string({ error: 'documents:validation.fileNameRequired' })
    .trim()
    .min(1, { error: 'documents:validation.fileNameRequired' })
    .max(255, { error: 'documents:validation.fileNameTooLong' }),
  title: ZTitle.optional(),
  category: ZDocumentCategory.default('other'),
  tags: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag.length > 0),
    )
    .pipe(ZTags),
  equipmentName: ZEquipmentName.optional(),
  rawMaterialId: z.uuid({ error: 'documents:validation.lotInvalid' }).optional(),
});
export type TUploadDocumentQuery = z.input<typeof ZUploadDocumentQuery>;

/** Rename, re-file, re-tag or re-link a document (every field optional, at least one). */
export const ZUpdateDocumentRequest = z
  .strictObject({
    title: ZTitle.optional(),
    category: ZDocumentCategory.optional(),
    tags: ZTags.optional(),
    equipmentName: ZEquipmentName.optional(),
    rawMaterialId: z.uuid({ error: 'documents:validation.lotInvalid' }).nullable().optional(),
  })
  .refine((request) => Object.keys(request).length > 0, {
    error: 'documents:validation.nothingToChange',
  });
export type TUpdateDocumentRequest = z.input<typeof ZUpdateDocumentRequest>;

export const ZDocumentParams = z.object({ documentId: z.uuid({ error: 'documents:errors.notFound' }) });

export const ZDocumentFileQuery = z.object({
  /** 1: as an attachment (download); otherwise shown in the browser. */
  download: z.enum(['0', '1']).optional(),
});

/** A page of a document's extracted text, for the preview of the cited page (text, Word and PDF alike). */
export const ZDocumentPageQuery = z.object({
  page: z.coerce.number({ error: 'documents:validation.pageInvalid' }).int().min(1).max(100_000),
});
export const ZDocumentPageText = z.object({
  documentId: z.uuid(),
  page: z.number().int(),
  pageCount: z.number().int(),
  text: z.string(),
});
export type TDocumentPageText = z.infer<typeof ZDocumentPageText>;

export const ZAskDocumentsRequest = z.strictObject({
  question: z
    .string({ error: 'documents:validation.questionRequired' })
    .trim()
    .min(2, { error: 'documents:validation.questionRequired' })
    .max(MAX_QUESTION_LENGTH, { error: 'documents:validation.questionTooLong' }),
});
export type TAskDocumentsRequest = z.infer<typeof ZAskDocumentsRequest>;

/** A stretch of a passage, highlighted when it holds a word of the question (never HTML: shown as text). */
export const ZPassageSegment = z.object({ text: z.string(), isMatch: z.boolean() });
export type TPassageSegment = z.infer<typeof ZPassageSegment>;

export const ZDocumentCitation = z.object({
  /** 1, 2, 3…: the number the answer's statements cite ("[1]"). */
  number: z.number().int(),
  documentId: z.uuid(),
  documentTitle: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  page: z.number().int(),
  score: z.number(),
  passage: z.array(ZPassageSegment),
});
export type TDocumentCitation = z.infer<typeof ZDocumentCitation>;

/**
 * The answer: built only from the user's documents. `unknown` when nothing relevant was found ("je ne sais
 * pas"); `extractive` lists the best passages; `written` is a language model's short text whose every statement
 * cites the passages' numbers.
 */
export const ZDocumentAnswer = z.object({
  mode: z.enum(['unknown', 'extractive', 'written']),
  answer: z.string().nullable(),
  citations: z.array(ZDocumentCitation),
  /** The words searched for (after dropping question words), with the neighbours of mistyped ones. */
  searchedTerms: z.array(z.string()),
});
export type TDocumentAnswer = z.infer<typeof ZDocumentAnswer>;
