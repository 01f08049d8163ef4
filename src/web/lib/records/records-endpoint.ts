import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCsvImportResult, TPage } from '../../../shared/contracts/records';
import { apiRequest, type TApiResult } from '../api-client';
import { unwrapApiResult } from '../query-client';
import {
  notificationCountersQueryKey,
  upcomingRemindersQueryKey,
} from '../notifications/notification-query-keys';

/** The query string values of a list (page, sort, search, the module's filters). */
export type TListParams = Readonly<Record<string, string | number | undefined>>;

/**
 * A records collection of the API ("/api/stock-items"): the calls every module shares, and the query keys
 * they use. Every write invalidates the collection's queries, the dashboard's figures and the shell's badges and bell.
 */
export interface RecordsEndpoint {
  path: string;
  /** Root of the collection's query keys. */
  key: string;
}

export function toQueryString(params: TListParams): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export const recordsKeys = {
  all: (endpoint: RecordsEndpoint) => [endpoint.key] as const,
  list: (endpoint: RecordsEndpoint, params: TListParams) => [endpoint.key, 'list', params] as const,
  detail: (endpoint: RecordsEndpoint, id: string) => [endpoint.key, 'detail', id] as const,
};

/** Query keys other pages derive from records (the dashboard's figures): refreshed after every write. */
export const dashboardQueryKey = ['dashboard'] as const;

export function listQueryOptions<TItem>(endpoint: RecordsEndpoint, params: TListParams) {
  return queryOptions({
    queryKey: recordsKeys.list(endpoint, params),
    queryFn: async ({ signal }) =>
      unwrapApiResult(await apiRequest<TPage<TItem>>(`${endpoint.path}${toQueryString(params)}`, { signal })),
    placeholderData: (previous) => previous,
  });
}

export function detailQueryOptions<TItem>(endpoint: RecordsEndpoint, id: string) {
  return queryOptions({
    queryKey: recordsKeys.detail(endpoint, id),
    queryFn: async ({ signal }) =>
      unwrapApiResult(await apiRequest<TItem>(`${endpoint.path}/${encodeURIComponent(id)}`, { signal })),
  });
}

/** After a write: the collection and the figures derived from it are read again when next shown. */
export function useInvalidateRecords(endpoint: RecordsEndpoint): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: recordsKeys.all(endpoint) }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      queryClient.invalidateQueries({ queryKey: notificationCountersQueryKey }),
      queryClient.invalidateQueries({ queryKey: upcomingRemindersQueryKey }),
    ]);
  };
}

/**
 * A write to the collection. The result is returned, not thrown: forms show the server's per-field messages.
 */
export function useRecordWrite<TInput, TResult>(
  endpoint: RecordsEndpoint,
  send: (input: TInput) => Promise<TApiResult<TResult>>,
) {
  const invalidate = useInvalidateRecords(endpoint);
  return useMutation({
    mutationFn: send,
    onSuccess: async (result) => {
      if (result.ok) await invalidate();
    },
  });
}

export function createRecord<TItem>(endpoint: RecordsEndpoint, body: unknown) {
  return apiRequest<TItem>(endpoint.path, { method: 'POST', body });
}

export function updateRecord<TItem>(endpoint: RecordsEndpoint, id: string, body: unknown) {
  return apiRequest<TItem>(`${endpoint.path}/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function deleteRecord(endpoint: RecordsEndpoint, id: string) {
  return apiRequest<null>(`${endpoint.path}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function importRecordsCsv(endpoint: RecordsEndpoint, file: Blob) {
  return apiRequest<TCsvImportResult>(`${endpoint.path}/import`, { method: 'POST', file });
}
