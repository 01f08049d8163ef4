import { queryOptions } from '@tanstack/react-query';
import type { TAdviceDismissal, TAdvisory } from '../../../../shared/contracts/advisory';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

export const advisoryQueryKey = ['advisory'] as const;

/** GET /api/advisory: the active advice, the dismissed ones and which data the rules had. */
export const advisoryQuery = queryOptions({
  queryKey: advisoryQueryKey,
  queryFn: async ({ signal }) => {
    const result = await apiRequest<TAdvisory>('/api/advisory', { signal });
    if (!result.ok) throw new Error(result.message);
    return result.data;
  },
  staleTime: 0,
});

/** POST (dismiss) or DELETE (undo) /api/advisory/:adviceId/dismiss. */
export function setAdviceDismissed(
  adviceId: string,
  dismissed: boolean,
): Promise<TApiResult<TAdviceDismissal>> {
  return apiRequest<TAdviceDismissal>(`/api/advisory/${encodeURIComponent(adviceId)}/dismiss`, {
    method: dismissed ? 'POST' : 'DELETE',
  });
}
