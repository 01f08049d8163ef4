import type {
  TAskDocumentsRequest,
  TDocumentAnswer,
  TDocumentPageText,
  TImportedDocument,
  TImportedDocumentList,
  TUpdateDocumentRequest,
} from '../../../../shared/contracts/documents';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

const documentPath = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}`;

/** GET /api/documents: the documents, newest first, and what the account holds against its limits. */
export function listDocuments(signal?: AbortSignal): Promise<TApiResult<TImportedDocumentList>> {
  return apiRequest<TImportedDocumentList>('/api/documents', { signal });
}

/** Rename, re-file, re-tag or re-link a document. */
export function updateDocument(
  documentId: string,
  body: TUpdateDocumentRequest,
): Promise<TApiResult<TImportedDocument>> {
  return apiRequest<TImportedDocument>(documentPath(documentId), { method: 'PATCH', body });
}

export function deleteDocument(documentId: string): Promise<TApiResult<unknown>> {
  return apiRequest<unknown>(documentPath(documentId), { method: 'DELETE' });
}

/** The extracted text of one page (the preview of a cited page, text and Word documents page by page). */
export function readDocumentPage(
  documentId: string,
  page: number,
  signal?: AbortSignal,
): Promise<TApiResult<TDocumentPageText>> {
  return apiRequest<TDocumentPageText>(`${documentPath(documentId)}/pages?page=${String(page)}`, { signal });
}

/** A question to the documents: an answer built only from their passages, or "je ne sais pas". */
export function askDocuments(body: TAskDocumentsRequest): Promise<TApiResult<TDocumentAnswer>> {
  return apiRequest<TDocumentAnswer>('/api/documents/ask', { method: 'POST', body });
}
