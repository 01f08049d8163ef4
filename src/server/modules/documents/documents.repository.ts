import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { documentChunks, importedDocuments } from '../../db/schema/imported-documents.js';
import { rawMaterials } from '../../db/schema/raw-materials.js';
import type { DbTransaction } from '../../db/user-context.js';
import type { TDocumentKind } from '../../../shared/domain/documents/document-file.js';
import type { TDocumentCategory } from '../../../shared/domain/documents/imported-documents.js';

/** What a list shows of a document: never its bytes. */
const documentSummaryColumns = {
  id: importedDocuments.id,
  title: importedDocuments.title,
  category: importedDocuments.category,
  tags: importedDocuments.tags,
  equipmentName: importedDocuments.equipmentName,
  rawMaterialId: importedDocuments.rawMaterialId,
  rawMaterialName: rawMaterials.name,
  fileName: importedDocuments.fileName,
  kind: importedDocuments.kind,
  mimeType: importedDocuments.mimeType,
  sizeBytes: importedDocuments.sizeBytes,
  pageCount: importedDocuments.pageCount,
  extractionState: importedDocuments.extractionState,
  extractionFailure: importedDocuments.extractionFailure,
  extractedAt: importedDocuments.extractedAt,
  createdAt: importedDocuments.createdAt,
  updatedAt: importedDocuments.updatedAt,
};

function selectSummaries(tx: DbTransaction) {
  return tx
    .select(documentSummaryColumns)
    .from(importedDocuments)
    .leftJoin(rawMaterials, eq(rawMaterials.id, importedDocuments.rawMaterialId));
}

/** The user's documents, newest first. */
export function findDocuments(tx: DbTransaction, userId: string) {
  return selectSummaries(tx)
    .where(eq(importedDocuments.userId, userId))
    .orderBy(desc(importedDocuments.createdAt), desc(importedDocuments.id));
}
export type DocumentSummaryRow = Awaited<ReturnType<typeof findDocuments>>[number];

export async function findDocument(
  tx: DbTransaction,
  userId: string,
  documentId: string,
): Promise<DocumentSummaryRow | undefined> {
  const [row] = await selectSummaries(tx)
    .where(and(eq(importedDocuments.userId, userId), eq(importedDocuments.id, documentId)))
    .limit(1);
  return row;
}

/** How many documents and bytes the user holds (the limits of the page). */
export async function readDocumentUsage(
  tx: DbTransaction,
  userId: string,
): Promise<{ documentCount: number; storedBytes: number }> {
  const [row] = await tx
    .select({
      documentCount: count(),
      storedBytes: sql<string>`coalesce(sum(${importedDocuments.sizeBytes}), 0)`,
    })
    .from(importedDocuments)
    .where(eq(importedDocuments.userId, userId));
  return { documentCount: row?.documentCount ?? 0, storedBytes: Number(row?.storedBytes ?? 0) };
}

/**
 * Takes the user's row lock on their documents' usage: two uploads at once cannot both pass the limits (the second
 * waits for the first's commit, then counts it).
 */
export async function lockDocumentUsage(tx: DbTransaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`documents:${userId}`}, 0))`);
}

export interface NewImportedDocument {
  title: string;
  category: TDocumentCategory;
  tags: string[];
  equipmentName: string | null;
  rawMaterialId: string | null;
  fileName: string;
  kind: TDocumentKind;
  mimeType: string;
  content: Uint8Array;
  previewContent: Uint8Array | null;
}

export async function insertDocument(
  tx: DbTransaction,
  userId: string,
  document: NewImportedDocument,
): Promise<string> {
  const [row] = await tx
    .insert(importedDocuments)
    .values({ userId, ...document, sizeBytes: document.content.byteLength })
    .returning({ id: importedDocuments.id });
  if (!row) throw new Error('document insert returned no row');
  return row.id;
}

export interface DocumentChanges {
  title?: string;
  category?: TDocumentCategory;
  tags?: string[];
  equipmentName?: string | null;
  rawMaterialId?: string | null;
}

export async function updateDocument(
  tx: DbTransaction,
  userId: string,
  documentId: string,
  changes: DocumentChanges,
): Promise<boolean> {
  const rows = await tx
    .update(importedDocuments)
    .set(changes)
    .where(and(eq(importedDocuments.userId, userId), eq(importedDocuments.id, documentId)))
    .returning({ id: importedDocuments.id });
  return rows.length > 0;
}

export async function deleteDocument(
  tx: DbTransaction,
  userId: string,
  documentId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(importedDocuments)
    .where(and(eq(importedDocuments.userId, userId), eq(importedDocuments.id, documentId)))
    .returning({ id: importedDocuments.id });
  return rows.length > 0;
}

/** The stored file (or an image's WebP preview) to send back. */
export async function findDocumentFile(
  tx: DbTransaction,
  userId: string,
  documentId: string,
  variant: 'original' | 'preview',
) {
  const [row] = await tx
    .select({
      fileName: importedDocuments.fileName,
      kind: importedDocuments.kind,
      mimeType: importedDocuments.mimeType,
      content: variant === 'original' ? importedDocuments.content : importedDocuments.previewContent,
    })
    .from(importedDocuments)
    .where(and(eq(importedDocuments.userId, userId), eq(importedDocuments.id, documentId)))
    .limit(1);
  return row;
}

/** The passages of one page, in order (the preview of a cited page). */
export function findPagePassages(tx: DbTransaction, userId: string, documentId: string, page: number) {
  return tx
    .select({ content: documentChunks.content })
    .from(documentChunks)
    .where(
      and(
        eq(documentChunks.userId, userId),
        eq(documentChunks.documentId, documentId),
        eq(documentChunks.page, page),
      ),
    )
    .orderBy(asc(documentChunks.position));
}

/** Whether the lot is the user's own (a document may be linked to it). */
export async function isOwnLot(tx: DbTransaction, userId: string, rawMaterialId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: rawMaterials.id })
    .from(rawMaterials)
    .where(and(eq(rawMaterials.userId, userId), eq(rawMaterials.id, rawMaterialId)))
    .limit(1);
  return row !== undefined;
}
