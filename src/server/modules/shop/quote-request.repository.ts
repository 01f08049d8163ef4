import { and, desc, eq } from 'drizzle-orm';
import { generatedDocuments } from '../../db/schema/documents.js';
import { quoteRequests, type NewQuoteRequestRow } from '../../db/schema/shop.js';
import type { DbTransaction } from '../../db/user-context.js';

/** Stores the PDF in the library of generated documents; its id. */
export async function insertQuoteDocument(
  tx: DbTransaction,
  document: { userId: string; quoteNumber: string; description: string; pdf: Buffer; total: number },
): Promise<string> {
  const [row] = await tx
    .insert(generatedDocuments)
    .values({
      userId: document.userId,
      name: `Demande de devis ${document.quoteNumber}`,
      description: document.description,
      category: 'quote',
      fileName: `demande-de-devis-${document.quoteNumber}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: document.pdf.length,
      content: document.pdf,
      metadata: { quoteNumber: document.quoteNumber, total: document.total },
    })
    .returning({ id: generatedDocuments.id });
  if (!row) throw new Error('The quote document was not inserted');
  return row.id;
}

/** The quote request; null when its number is already taken. */
export async function insertQuoteRequest(
  tx: DbTransaction,
  values: NewQuoteRequestRow,
): Promise<string | null> {
  const [row] = await tx
    .insert(quoteRequests)
    .values(values)
    .onConflictDoNothing({ target: quoteRequests.quoteNumber })
    .returning({ id: quoteRequests.id });
  return row?.id ?? null;
}

/** The user's quote requests, newest first (most recent 100), without the PDFs' bytes. */
export async function listQuoteRequests(tx: DbTransaction, userId: string) {
  return tx
    .select({
      id: quoteRequests.id,
      quoteNumber: quoteRequests.quoteNumber,
      createdAt: quoteRequests.createdAt,
      firstName: quoteRequests.firstName,
      lastName: quoteRequests.lastName,
      company: quoteRequests.company,
      email: quoteRequests.email,
      cartSummary: quoteRequests.cartSummary,
      documentId: quoteRequests.documentId,
    })
    .from(quoteRequests)
    .where(eq(quoteRequests.userId, userId))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(100);
}

/** The stored PDF of one of the user's quote requests; null when there is none (or it is not theirs). */
export async function findQuotePdf(tx: DbTransaction, userId: string, quoteRequestId: string) {
  const [row] = await tx
    .select({ fileName: generatedDocuments.fileName, content: generatedDocuments.content })
    .from(quoteRequests)
    .innerJoin(generatedDocuments, eq(generatedDocuments.id, quoteRequests.documentId))
    .where(and(eq(quoteRequests.id, quoteRequestId), eq(quoteRequests.userId, userId)));
  return row?.content ? { fileName: row.fileName, content: row.content } : null;
}
