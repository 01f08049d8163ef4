import { queryOptions } from '@tanstack/react-query';
import type {
  TComplianceOverview,
  TEvidenceFile,
  TUpdateComplianceItemRequest,
} from '../../../../shared/contracts/compliance';
import type { TObligationCode } from '../../../../shared/domain/regulation/obligations';
import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';

export const complianceQueryKey = ['regulation', 'compliance'] as const;

/** GET /api/regulation/compliance: the classification and every obligation; offline, the copy last read. */
export const complianceQuery = queryOptions({
  queryKey: complianceQueryKey,
  queryFn: ({ signal }) =>
    readCached(complianceQueryKey, () =>
      apiRequest<TComplianceOverview>('/api/regulation/compliance', { signal }),
    ),
  networkMode: 'always',
});

/** PATCH /api/regulation/compliance/:code; answers the whole follow-up as it now stands. */
export function updateComplianceItem(
  code: TObligationCode,
  body: TUpdateComplianceItemRequest,
): Promise<TApiResult<TComplianceOverview>> {
  return apiRequest<TComplianceOverview>(`/api/regulation/compliance/${code}`, { method: 'PATCH', body });
}

/** POST the file's bytes as they are; the server reads its type from them. */
export function uploadComplianceEvidence(
  code: TObligationCode,
  file: File,
): Promise<TApiResult<TEvidenceFile>> {
  return apiRequest<TEvidenceFile>(
    `/api/regulation/compliance/${code}/evidence?name=${encodeURIComponent(file.name)}`,
    { method: 'POST', file, fileType: file.type || 'application/octet-stream' },
  );
}

export function deleteEvidence(id: string): Promise<TApiResult<unknown>> {
  return apiRequest(`/api/regulation/evidence/${id}`, { method: 'DELETE' });
}

/** Where a file opens in the browser (a PDF in its viewer, a photo as an image). */
export function evidenceFileUrl(id: string): string {
  return `/api/regulation/evidence/${id}?disposition=inline`;
}
