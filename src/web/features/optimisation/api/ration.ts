import { queryOptions } from '@tanstack/react-query';
import type {
  TPlannedRation,
  TRationAnswer,
  TRationLots,
  TRationRequest,
} from '../../../../shared/contracts/optimisation';
import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';

const rationLotsKey = ['optimisation', 'lots'] as const;

/** GET /api/optimisation/lots: this year's lots the ration is worked out from. */
export const rationLotsQuery = queryOptions({
  queryKey: rationLotsKey,
  queryFn: ({ signal }) =>
    readCached(rationLotsKey, () => apiRequest<TRationLots>('/api/optimisation/lots', { signal })),
  networkMode: 'always',
  staleTime: 0,
});

/** POST /api/optimisation/ration: the ration of this year's lots under the plant's settings. */
export function workOutRation(body: TRationRequest): Promise<TApiResult<TRationAnswer>> {
  return apiRequest<TRationAnswer>('/api/optimisation/ration', { method: 'POST', body });
}

/** POST /api/optimisation/plan: worked out again by the server and kept as the planned mix. */
export function applyRation(body: TRationRequest): Promise<TApiResult<TPlannedRation>> {
  return apiRequest<TPlannedRation>('/api/optimisation/plan', { method: 'POST', body });
}
