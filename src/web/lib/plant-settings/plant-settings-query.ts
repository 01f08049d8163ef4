import { queryOptions } from '@tanstack/react-query';
import type { TPlantSettings, TUpdatePlantSettingsRequest } from '../../../shared/contracts/plant-settings';
import { apiRequest, type TApiResult } from '../api-client';
import { readCached } from '../offline/read-with-pending';

export const plantSettingsQueryKey = ['plant-settings'] as const;

/** GET /api/plant-settings: land use, fertiliser type, thresholds (the defaults before the first save). */
export const plantSettingsQuery = queryOptions({
  queryKey: plantSettingsQueryKey,
  queryFn: ({ signal }) =>
    readCached(plantSettingsQueryKey, () => apiRequest<TPlantSettings>('/api/plant-settings', { signal })),
  networkMode: 'always',
});

/** PATCH /api/plant-settings with the changed fields; answers the stored settings. */
export function savePlantSettings(body: TUpdatePlantSettingsRequest): Promise<TApiResult<TPlantSettings>> {
  return apiRequest<TPlantSettings>('/api/plant-settings', { method: 'PATCH', body });
}
