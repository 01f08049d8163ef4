import { queryOptions } from '@tanstack/react-query';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { unwrapApiResult } from '../../../lib/query-client';
import { dashboardQueryKey } from '../../../lib/records/records-endpoint';

/** GET /api/dashboard; every records write invalidates it, so the figures follow the pages. */
export const dashboardQuery = queryOptions({
  queryKey: dashboardQueryKey,
  queryFn: async ({ signal }) => unwrapApiResult(await apiRequest<TDashboard>('/api/dashboard', { signal })),
  // The figures depend on the day and on other tabs' writes: read again on each visit.
  staleTime: 0,
});
