import type { DocumentIndexer } from '../modules/documents/document-indexing.js';
import type { Job } from './scheduler.js';

/**
 * Every minute, documents still waiting (left by a stop during their extraction, or uploaded on an instance that
 * stopped) are indexed; an upload does not wait for it, it wakes the indexer itself.
 */
export function createDocumentIndexingJob(indexer: DocumentIndexer): Job {
  return {
    name: 'document-indexing',
    // Not the indexer's own lock key (it takes that one inside): the two would refuse each other.
    lockKey: 4_842_022_003,
    intervalMs: 60_000,
    run: () => indexer.runPending(),
  };
}
