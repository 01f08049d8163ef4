// The library's rows (generated_documents): the list without the bytes, one file, a deletion, a report's upsert.
// Every statement names the owner on top of row-level security.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TLibraryListQuery } from '../../../shared/contracts/library.js';
import { users } from '../../db/schema/auth.js';
import { generatedDocuments } from '../../db/schema/documents.js';
import type { DbTransaction } from '../../db/user-context.js';

const listColumns = {
  id: generatedDocuments.id,
  name: generatedDocuments.name,
  description: generatedDocuments.description,
  category: generatedDocuments.category,
  period: generatedDocuments.period,
  fileName: generatedDocuments.fileName,
  mimeType: generatedDocuments.mimeType,
  sizeBytes: generatedDocuments.sizeBytes,
  createdAt: generatedDocuments.createdAt,
};

export interface LibraryListRow {
  id: string;
  name: string;
  description: string | null;
  category: string;
  period: string | null;
  fileName: string | null;
  mimeType: string;
  sizeBytes: number | null;
  createdAt: Date;
}

/** `like` pattern of a search text: its wildcards taken literally, accents and case ignored. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const folded = (column: SQL | typeof generatedDocuments.name) => sql`immutable_unaccent(lower(${column}))`;

/** One page of the user's documents, newest first, and how many match. */
export async function listDocuments(
  tx: DbTransaction,
  userId: string,
  query: TLibraryListQuery,
): Promise<{ rows: LibraryListRow[]; total: number }> {
  const filters: SQL[] = [eq(generatedDocuments.userId, userId)];
  if (query.category) filters.push(eq(generatedDocuments.category, query.category));
  if (query.q) {
    const pattern = sql`immutable_unaccent(${containsPattern(query.q)})`;
    filters.push(
      sql`(${folded(generatedDocuments.name)} like ${pattern} or ${folded(sql`coalesce(${generatedDocuments.description}, '')`)} like ${pattern})`,
    );
  }
  const rows = await tx
    .select({ ...listColumns, total: sql<number>`count(*) over ()::int` })
    .from(generatedDocuments)
    .where(and(...filters))
    .orderBy(desc(generatedDocuments.createdAt), desc(generatedDocuments.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  if (rows.length > 0 || query.page === 1) return { rows, total: rows[0]?.total ?? 0 };
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(generatedDocuments)
    .where(and(...filters));
  return { rows, total: count?.total ?? 0 };
}

/** The file of one of the user's documents; null when there is no such document. */
export async function findDocumentFile(tx: DbTransaction, userId: string, id: string) {
  const [row] = await tx
    .select({
      name: generatedDocuments.name,
      fileName: generatedDocuments.fileName,
      mimeType: generatedDocuments.mimeType,
      content: generatedDocuments.content,
    })
    .from(generatedDocuments)
    .where(and(eq(generatedDocuments.userId, userId), eq(generatedDocuments.id, id)))
    .limit(1);
  return row ?? null;
}

/** Deletes one of the user's documents (a quote request that named it keeps its row: the link goes null). */
export async function deleteDocument(tx: DbTransaction, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(generatedDocuments)
    .where(and(eq(generatedDocuments.userId, userId), eq(generatedDocuments.id, id)))
    .returning({ id: generatedDocuments.id });
  return rows.length > 0;
}

export interface ReportDocumentValues {
  userId: string;
  category: string;
  period: string;
  name: string;
  description: string;
  fileName: string;
  pdf: Buffer;
  metadata: Record<string, unknown>;
}

/**
 * Writes a report: a new row, or the one of the same user, category and period replaced (its date becomes now,
 * so it is the newest of the list). The unique index makes two writers of one period end with one row.
 */
export async function upsertReportDocument(
  tx: DbTransaction,
  values: ReportDocumentValues,
): Promise<LibraryListRow> {
  const [row] = await tx
    .insert(generatedDocuments)
    .values({
      userId: values.userId,
      name: values.name,
      description: values.description,
      category: values.category,
      period: values.period,
      fileName: values.fileName,
      mimeType: 'application/pdf',
      sizeBytes: values.pdf.length,
      content: values.pdf,
      metadata: values.metadata,
    })
    .onConflictDoUpdate({
      target: [generatedDocuments.userId, generatedDocuments.category, generatedDocuments.period],
      set: {
        name: values.name,
        description: values.description,
        fileName: values.fileName,
        sizeBytes: values.pdf.length,
        content: values.pdf,
        metadata: values.metadata,
        createdAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning(listColumns);
  if (!row) throw new Error('the report document was not written');
  return row;
}

/** When the user's account was created (the first month a report may cover). */
export async function findAccountCreatedAt(tx: DbTransaction, userId: string): Promise<Date> {
  const [row] = await tx
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error('the signed-in user has no row');
  return row.createdAt;
}
