import { dashboardPath } from '../../../../shared/routes';

const documentsPage = dashboardPath('imported-documents');

/**
 * The imported-documents page opened on one document's preview at a page, the searched words highlighted in its
 * text (`q`): the link of a citation ("Ouvrir à la page N").
 */
export function documentPageLink(documentId: string, page: number, words: readonly string[] = []): string {
  const query = new URLSearchParams({ document: documentId, page: String(page) });
  if (words.length > 0) query.set('q', words.join(' '));
  return `${documentsPage}?${query.toString()}`;
}

/** The page asked for by the address: a whole number from 1, else 1. */
export function readPageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const api = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}`;

/** The file as stored, shown by the browser (a PDF in its viewer, at `page`). */
export function documentFileUrl(documentId: string, page?: number): string {
  return `${api(documentId)}/file${page === undefined ? '' : `#page=${String(page)}`}`;
}

/** The file as an attachment (download). */
export function documentDownloadUrl(documentId: string): string {
  return `${api(documentId)}/file?download=1`;
}

/** An image document as a WebP of 1200 px at most (spec §9). */
export function documentPreviewUrl(documentId: string): string {
  return `${api(documentId)}/preview`;
}
