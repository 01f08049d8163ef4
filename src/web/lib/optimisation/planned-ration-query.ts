import { queryOptions } from '@tanstack/react-query';
import type { TPlannedRation } from '../../../shared/contracts/optimisation';
import { apiRequest } from '../api-client';
import { readCached } from '../offline/read-with-pending';

export const plannedRationQueryKey = ['planned-ration'] as const;

/** GET /api/optimisation/plan: the ration applied last (null before the first), the analysis page's planned mix. */
export const plannedRationQuery = queryOptions({
  queryKey: plannedRationQueryKey,
  queryFn: ({ signal }) =>
    readCached(plannedRationQueryKey, () => apiRequest<TPlannedRation>('/api/optimisation/plan', { signal })),
  networkMode: 'always',
});
