import { QueryClient } from '@tanstack/react-query';
import type { TApiResult } from './api-client';

/**
 * Spec §9 "Data queries": stale 10 min, cache 30 min, retry 1, no refetch on focus or reconnect. Writes run
 * offline too: the offline layer queues them (React Query would otherwise hold them until the network is back).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10 * 60_000,
        gcTime: 30 * 60_000,
        retry: 1,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { networkMode: 'always' },
    },
  });
}

/** An API failure as a query error: its message is already in the user's language. */
export class ApiQueryError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiQueryError';
  }
}

/** The data of a successful call, or throws the failure for the query to show. */
export function unwrapApiResult<T>(result: TApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiQueryError(result.message, result.status, result.code);
}
