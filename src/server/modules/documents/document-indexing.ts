import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { documentChunks, documentWords, importedDocuments } from '../../db/schema/imported-documents.js';
import type { TDocumentKind } from '../../../shared/domain/documents/document-file.js';
import { cutIntoPassages, distinctWords } from './document-passages.js';
import { extractDocumentText, type TExtractionResult } from './document-text-extraction.js';

/** The advisory lock of the indexing: one instance indexes at a time (each document once). */
export const DOCUMENT_INDEXING_LOCK_KEY = 4_842_022_002;
const INSERT_BATCH = 500;

export interface IndexingLogger {
  info(object: Record<string, unknown>, message: string): void;
  error(object: Record<string, unknown>, message: string): void;
}

export interface DocumentIndexer {
  /** Starts indexing the waiting documents soon, without waiting for it (an upload's request returns at once). */
  wake(): void;
  /** Indexes every waiting document; resolves when none is left (or another instance holds the lock). */
  runPending(): Promise<void>;
  /** Waits for the run under way; no new run starts. */
  stop(): Promise<void>;
}

interface WaitingDocument {
  id: string;
  userId: string;
  kind: TDocumentKind;
  content: Uint8Array;
}

async function nextWaitingDocument(database: Database): Promise<WaitingDocument | undefined> {
  const [row] = await database.db
    .select({
      id: importedDocuments.id,
      userId: importedDocuments.userId,
      kind: importedDocuments.kind,
      content: importedDocuments.content,
    })
    .from(importedDocuments)
    .where(eq(importedDocuments.extractionState, 'waiting'))
    .orderBy(asc(importedDocuments.createdAt))
    .limit(1);
  return row;
}

async function insertInBatches<T>(
  values: readonly T[],
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < values.length; start += INSERT_BATCH) {
    await insert(values.slice(start, start + INSERT_BATCH));
  }
}

/**
 * Writes the outcome in one transaction: the passages and words (replacing any earlier ones) and the state. A
 * document deleted meanwhile is left alone (its update touches no row; the cascade took its passages).
 */
async function saveOutcome(database: Database, document: WaitingDocument, result: TExtractionResult) {
  await database.db.transaction(async (tx) => {
    const [still] = await tx
      .select({ id: importedDocuments.id })
      .from(importedDocuments)
      .where(and(eq(importedDocuments.id, document.id), eq(importedDocuments.extractionState, 'waiting')))
      .for('update');
    if (!still) return;
    await tx.delete(documentChunks).where(eq(documentChunks.documentId, document.id));
    await tx.delete(documentWords).where(eq(documentWords.documentId, document.id));
    if (result.ok) {
      const passages = cutIntoPassages(result.pages);
      const base = { userId: document.userId, documentId: document.id };
      await insertInBatches(passages, (batch) =>
        tx.insert(documentChunks).values(batch.map((passage) => ({ ...base, ...passage }))),
      );
      await insertInBatches(distinctWords(passages), (batch) =>
        tx.insert(documentWords).values(batch.map((word) => ({ ...base, word }))),
      );
    }
    await tx
      .update(importedDocuments)
      .set({
        extractionState: result.ok ? 'indexed' : 'failed',
        extractionFailure: result.ok ? null : result.failure,
        pageCount: result.pageCount,
        extractedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(importedDocuments.id, document.id));
  });
}

async function markUnreadable(database: Database, documentId: string): Promise<void> {
  await database.db
    .update(importedDocuments)
    .set({ extractionState: 'failed', extractionFailure: 'damaged', extractedAt: sql`now()` })
    .where(and(eq(importedDocuments.id, documentId), eq(importedDocuments.extractionState, 'waiting')));
}

/**
 * The background step of the uploads (issue 22): each waiting document's text is extracted (PDF, Word, text),
 * cut into passages with their page, and indexed; the document is then `indexed`, or `failed` with its reason.
 * An upload wakes it; the scheduler's job runs it too, for documents left waiting by a stop or another instance.
 */
export function createDocumentIndexer(database: Database, logger: IndexingLogger): DocumentIndexer {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  let isStopped = false;

  const indexAll = async () => {
    for (;;) {
      const document = await nextWaitingDocument(database);
      if (!document || isStopped) return;
      const started = Date.now();
      const result = await extractDocumentText(document.content, document.kind);
      try {
        await saveOutcome(database, document, result);
      } catch (error) {
        // Never left waiting: the next run would meet it again, and every later upload would wait behind it.
        logger.error({ err: error, documentId: document.id }, 'document index could not be written');
        await markUnreadable(database, document.id);
        continue;
      }
      logger.info(
        { documentId: document.id, state: result.ok ? 'indexed' : result.failure, ms: Date.now() - started },
        'document indexed',
      );
    }
  };

  const startRun = (): Promise<void> => {
    const run: Promise<void> = database
      .runExclusively(DOCUMENT_INDEXING_LOCK_KEY, indexAll)
      .then(() => undefined)
      .catch((error: unknown) => {
        logger.error({ err: error }, 'document indexing failed');
      })
      .finally(() => {
        if (running === run) running = null;
      });
    running = run;
    return run;
  };

  const runPending = (): Promise<void> => {
    if (isStopped) return running ?? Promise.resolve();
    if (!running) return startRun();
    // The run under way may have looked for waiting documents before the caller's was committed: one more run
    // after it (shared by every caller meanwhile) is what the caller waits for.
    next ??= running.then(() => {
      next = null;
      return isStopped ? undefined : startRun();
    });
    return next;
  };

  return {
    wake() {
      if (isStopped) return;
      setImmediate(() => {
        void runPending();
      });
    },
    runPending,
    async stop() {
      isStopped = true;
      await next;
      await running;
    },
  };
}
