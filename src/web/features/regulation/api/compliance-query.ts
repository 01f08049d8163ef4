import { queryOptions } from '@tanstack/react-query';
import type {
  TComplianceOverview,
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
