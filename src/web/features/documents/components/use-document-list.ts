import { useCallback, useEffect } from 'react';
import type { TImportedDocument } from '../../../../shared/contracts/documents';
import { useApiResource } from '../../../components/feedback/use-api-resource';
import { listDocuments } from '../api/documents-api';

/** While a document waits for its text extraction, the list is read again this often. */
export const WAITING_POLL_MS = 2_000;

/**
 * The imported documents and the usage against the limits: read once, then quietly again (the list stays on
 * screen) every 2 s while any document waits for its indexing, and after each change the page makes.
 */
export function useDocumentList() {
  const { state, retry, update, replace } = useApiResource(listDocuments);
  const hasWaiting =
    state.kind === 'loaded' && state.data.documents.some((entry) => entry.extractionState === 'waiting');

  /** Reads the list again without showing "loading" (a failed read keeps what is shown). */
  const refresh = useCallback(async () => {
    const result = await listDocuments();
    if (result.ok) replace(result.data);
  }, [replace]);

  useEffect(() => {
    if (!hasWaiting) return;
    const timer = window.setTimeout(() => void refresh(), WAITING_POLL_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [hasWaiting, refresh, state]);

  /** A document the server just answered (uploaded, renamed, re-filed) shown at once, in its place or first. */
  const showDocument = useCallback(
    (document: TImportedDocument) => {
      update((data) => {
        const isKnown = data.documents.some((entry) => entry.id === document.id);
        return {
          ...data,
          documents: isKnown
            ? data.documents.map((entry) => (entry.id === document.id ? document : entry))
            : [document, ...data.documents],
        };
      });
    },
    [update],
  );

  const forgetDocument = useCallback(
    (documentId: string) => {
      update((data) => ({ ...data, documents: data.documents.filter((entry) => entry.id !== documentId) }));
    },
    [update],
  );

  return { state, retry, refresh, showDocument, forgetDocument };
}
