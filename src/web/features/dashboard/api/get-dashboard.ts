import { queryOptions } from '@tanstack/react-query';
import type { TDashboard } from '../../../../shared/contracts/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';
import { dashboardQueryKey } from '../../../lib/records/dashboard-query-key';

/**
 * GET /api/dashboard; every records write invalidates it, so the figures follow the pages. Offline, the figures
 * last seen on this device.
 */
export const dashboardQuery = queryOptions({
  queryKey: dashboardQueryKey,
  queryFn: ({ signal }) =>
    readCached(dashboardQueryKey, () => apiRequest<TDashboard>('/api/dashboard', { signal })),
  networkMode: 'always',
  // The figures depend on the day and on other tabs' writes: read again on each visit.
  staleTime: 0,
});
