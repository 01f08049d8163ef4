import type { TEvidenceFile } from '../../../shared/contracts/compliance';
import { apiRequest, type TApiResult } from '../../lib/api-client';

/**
 * The proof files' routes (issue 19): a file is attached to a compliance item
 * (`/api/regulation/compliance/:code/evidence`) or to a lot (`/api/regulation/lots/:lotId/evidence`); it opens,
 * and is deleted, by its id whatever it belongs to.
 */

/** POST the file's bytes as they are to `collectionPath`; the server reads its type from them. */
export function uploadEvidence(collectionPath: string, file: File): Promise<TApiResult<TEvidenceFile>> {
  return apiRequest<TEvidenceFile>(`${collectionPath}?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    file,
    fileType: file.type || 'application/octet-stream',
  });
}

export function deleteEvidence(id: string): Promise<TApiResult<unknown>> {
  return apiRequest(`/api/regulation/evidence/${id}`, { method: 'DELETE' });
}

/** Where a file opens in the browser (a PDF in its viewer, a photo as an image). */
export function evidenceFileUrl(id: string): string {
  return `/api/regulation/evidence/${id}?disposition=inline`;
}

/** The files of a lot's collection path. */
export function lotEvidencePath(lotId: string): string {
  return `/api/regulation/lots/${encodeURIComponent(lotId)}/evidence`;
}

/** The files of a compliance item's collection path. */
export function complianceEvidencePath(code: string): string {
  return `/api/regulation/compliance/${encodeURIComponent(code)}/evidence`;
}
