/**
 * Imported documents (issue 22): what an operator files (categories), the limits per account stated on the
 * page, and the states of the text extraction that runs in the background after an upload.
 */
import { DOCUMENT_MAX_BYTES } from './document-file.js';

export const DOCUMENT_CATEGORIES = [
  'manual',
  'permit',
  'contract',
  'lab_report',
  'procedure',
  'other',
] as const;
export type TDocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** Waiting for the background step, its text indexed, or failed with a reason (shown to the user). */
export const EXTRACTION_STATES = ['waiting', 'indexed', 'failed'] as const;
export type TExtractionState = (typeof EXTRACTION_STATES)[number];

/** Why an extraction failed: each has a French and an English sentence in the `documents` catalog. */
export const EXTRACTION_FAILURES = ['no_text', 'damaged', 'too_many_pages', 'timeout'] as const;
export type TExtractionFailure = (typeof EXTRACTION_FAILURES)[number];

/** Per account: how many documents and how many bytes in all (a plant's manuals, permits and reports fit). */
export const MAX_DOCUMENTS_PER_USER = 200;
export const MAX_DOCUMENT_STORAGE_BYTES = 500 * 1024 * 1024;
export { DOCUMENT_MAX_BYTES };

/** A PDF past this many pages is refused by the extraction (a manual of a few hundred pages passes). */
export const MAX_EXTRACTED_PAGES = 1000;

export const MAX_DOCUMENT_TITLE_LENGTH = 200;
export const MAX_DOCUMENT_TAGS = 10;
export const MAX_DOCUMENT_TAG_LENGTH = 40;
export const MAX_EQUIPMENT_NAME_LENGTH = 120;

/** A question to the documents: long enough for a real sentence, short enough to stay a question. */
export const MAX_QUESTION_LENGTH = 500;
/** How many cited passages an answer shows. */
export const ANSWER_PASSAGES = 5;
