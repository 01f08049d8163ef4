import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TSearchResponse } from '../../../../shared/contracts/search';
import { normalizeSearchQuery } from '../../../../shared/domain/search-results';
import { apiRequest } from '../../../lib/api-client';
import { unwrapApiResult } from '../../../lib/query-client';

/** Spec §9 "session query cached 5 min": the same search within 5 minutes is answered from memory. */
export const SEARCH_CACHE_MS = 5 * 60_000;

/** The cache key of a search: the trimmed, lower-cased text (the API ignores case anyway). */
export function searchKeyOf(query: string): string {
  return normalizeSearchQuery(query).toLowerCase();
}

/** GET /api/search for a key made by searchKeyOf. */
export function searchQueryOptions(key: string) {
  return queryOptions({
    queryKey: ['search', key] as const,
    queryFn: async ({ signal }) =>
      unwrapApiResult(
        await apiRequest<TSearchResponse>(`/api/search?q=${encodeURIComponent(key)}`, { signal }),
      ),
    staleTime: SEARCH_CACHE_MS,
    gcTime: SEARCH_CACHE_MS,
    retry: false,
    // While the next search runs, the last answer stays on screen (no flicker between keystrokes).
    placeholderData: keepPreviousData,
  });
}
