import { queryOptions } from '@tanstack/react-query';
import type {
  TCreateLocationRequest,
  TLocation,
  TLocationList,
} from '../../../../shared/contracts/locations';
import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';

/** Every query about the user's locations (the list, the active one) starts with this key. */
export const locationsQueryKey = ['locations'] as const;

/** GET /api/locations: every saved location, newest first. */
export const locationsListQuery = queryOptions({
  queryKey: [...locationsQueryKey, 'list'] as const,
  queryFn: async ({ signal, queryKey }) =>
    (await readCached(queryKey, () => apiRequest<TLocationList>('/api/locations', { signal }))).items,
  networkMode: 'always',
});

/** POST /api/locations: the new location becomes the only active one. */
export function saveLocation(body: TCreateLocationRequest): Promise<TApiResult<TLocation>> {
  return apiRequest<TLocation>('/api/locations', { method: 'POST', body });
}

/** DELETE /api/locations/:id. */
export function deleteLocation(id: string): Promise<TApiResult<null>> {
  return apiRequest<null>(`/api/locations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
