import type { TImportedDocument, TImportedDocumentList } from '../../../shared/contracts/documents.js';
import {
  checkDocumentFile,
  DOCUMENT_MAX_BYTES,
  type TDocumentKind,
} from '../../../shared/domain/documents/document-file.js';
import {
  MAX_DOCUMENT_STORAGE_BYTES,
  MAX_DOCUMENTS_PER_USER,
  type TDocumentCategory,
} from '../../../shared/domain/documents/imported-documents.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError } from '../../lib/http-error.js';
import { toWebImage } from '../../lib/web-image.js';
import {
  findDocument,
  findDocuments,
  insertDocument,
  isOwnLot,
  lockDocumentUsage,
  readDocumentUsage,
  updateDocument,
  type DocumentChanges,
  type DocumentSummaryRow,
} from './documents.repository.js';

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const documentNotFound = () => new HttpError(404, 'document_not_found', 'documents:errors.notFound');
export const documentTooLarge = () =>
  new HttpError(413, 'file_too_large', 'documents:problems.too_large', {
    max: megabytes(DOCUMENT_MAX_BYTES),
  });
const lotNotFound = () => new HttpError(400, 'lot_not_found', 'documents:errors.lotNotFound');

export function toImportedDocument(row: DocumentSummaryRow): TImportedDocument {
  return {
    ...row,
    extractedAt: row.extractedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function readDocumentList(tx: DbTransaction, userId: string): Promise<TImportedDocumentList> {
  const [rows, usage] = await Promise.all([findDocuments(tx, userId), readDocumentUsage(tx, userId)]);
  return {
    documents: rows.map(toImportedDocument),
    usage: {
      ...usage,
      maxDocuments: MAX_DOCUMENTS_PER_USER,
      maxStoredBytes: MAX_DOCUMENT_STORAGE_BYTES,
      maxFileBytes: DOCUMENT_MAX_BYTES,
    },
  };
}

export interface CheckedDocumentFile {
  fileName: string;
  kind: TDocumentKind;
  mimeType: string;
  content: Uint8Array;
  /** An image's WebP preview (spec §9), made before the transaction opens. */
  previewContent: Uint8Array | null;
}

/**
 * The upload as a file to keep, or a 4xx naming what is wrong (nothing is written): its type read from its bytes
 * and agreeing with its name, not empty, encrypted, a zip bomb or damaged; an image must decode.
 */
export async function checkDocumentUpload(body: unknown, fileName: string): Promise<CheckedDocumentFile> {
  const bytes = Buffer.isBuffer(body) ? new Uint8Array(body) : new Uint8Array();
  const check = checkDocumentFile(bytes, fileName);
  if (!check.ok) {
    if (check.problem === 'too_large') throw documentTooLarge();
    const status = check.problem === 'unknown_type' || check.problem === 'type_mismatch' ? 415 : 400;
    throw new HttpError(status, `file_${check.problem}`, `documents:problems.${check.problem}`);
  }
  let previewContent: Uint8Array | null = null;
  if (check.kind === 'jpeg' || check.kind === 'png') {
    previewContent = await toWebImage(bytes).then(
      (image) => image.bytes,
      () => {
        throw new HttpError(400, 'file_damaged', 'documents:problems.damaged');
      },
    );
  }
  return {
    fileName: fileName.trim(),
    kind: check.kind,
    mimeType: check.mimeType,
    content: bytes,
    previewContent,
  };
}

export interface DocumentDescription {
  title?: string | undefined;
  category: TDocumentCategory;
  tags: string[];
  equipmentName?: string | null | undefined;
  rawMaterialId?: string | null | undefined;
}

const titleFromFileName = (fileName: string) => fileName.replace(/\.[^.]+$/, '').trim() || fileName;

/** Keeps a checked file within the account's limits, waiting for the background step to extract its text. */
export async function saveUploadedDocument(
  tx: DbTransaction,
  userId: string,
  file: CheckedDocumentFile,
  description: DocumentDescription,
): Promise<TImportedDocument> {
  await lockDocumentUsage(tx, userId);
  const usage = await readDocumentUsage(tx, userId);
  if (usage.documentCount >= MAX_DOCUMENTS_PER_USER) {
    throw new HttpError(409, 'too_many_documents', 'documents:errors.tooManyDocuments', {
      max: MAX_DOCUMENTS_PER_USER,
    });
  }
  if (usage.storedBytes + file.content.byteLength > MAX_DOCUMENT_STORAGE_BYTES) {
    throw new HttpError(409, 'storage_full', 'documents:errors.storageFull', {
      max: megabytes(MAX_DOCUMENT_STORAGE_BYTES),
    });
  }
  if (description.rawMaterialId && !(await isOwnLot(tx, userId, description.rawMaterialId)))
    throw lotNotFound();
  const id = await insertDocument(tx, userId, {
    ...file,
    title: description.title ?? titleFromFileName(file.fileName),
    category: description.category,
    tags: description.tags,
    equipmentName: description.equipmentName ?? null,
    rawMaterialId: description.rawMaterialId ?? null,
  });
  const saved = await findDocument(tx, userId, id);
  if (!saved) throw documentNotFound();
  return toImportedDocument(saved);
}

export async function changeDocument(
  tx: DbTransaction,
  userId: string,
  documentId: string,
  changes: DocumentChanges,
): Promise<TImportedDocument> {
  if (changes.rawMaterialId && !(await isOwnLot(tx, userId, changes.rawMaterialId))) throw lotNotFound();
  if (!(await updateDocument(tx, userId, documentId, changes))) throw documentNotFound();
  const saved = await findDocument(tx, userId, documentId);
  if (!saved) throw documentNotFound();
  return toImportedDocument(saved);
}
