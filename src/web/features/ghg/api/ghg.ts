import { queryOptions } from '@tanstack/react-query';
import type { TGhgOverrides, TGhgReport, TUpdateGhgOverridesRequest } from '../../../../shared/contracts/ghg';
import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';

export const ghgQueryKey = ['regulation-ghg'] as const;

/** GET /api/regulation/ghg?year=…: the year's and months' calculation. Offline: the last one read on this device. */
export function ghgReportQuery(year: number | null) {
  const queryKey = [...ghgQueryKey, year ?? 'current'] as const;
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      readCached(queryKey, () =>
        apiRequest<TGhgReport>(`/api/regulation/ghg${year === null ? '' : `?year=${String(year)}`}`, {
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
    networkMode: 'always',
  });
}

/** PATCH /api/regulation/ghg/overrides: values set or put back, or the declared basis. */
export function updateGhgOverrides(body: TUpdateGhgOverridesRequest): Promise<TApiResult<TGhgOverrides>> {
  return apiRequest<TGhgOverrides>('/api/regulation/ghg/overrides', { method: 'PATCH', body });
}
