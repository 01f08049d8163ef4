import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOfflineTable } from '../../../shared/contracts/offline';
import type { TCsvImportResult, TPage } from '../../../shared/contracts/records';
import { apiRequest, type TApiResult } from '../api-client';
import { overlayPendingOnItem, overlayPendingOnPage, type ItemRules } from '../offline/pending-overlay';
import { readWithPending } from '../offline/read-with-pending';
import { writeThroughOffline, type RecordTarget } from './offline-record-write';
import {
  notificationCountersQueryKey,
  upcomingRemindersQueryKey,
} from '../notifications/notification-query-keys';
import { dashboardQueryKey } from './dashboard-query-key';

/** The query string values of a list (page, sort, search, the module's filters). */
export type TListParams = Readonly<Record<string, string | number | undefined>>;

/**
 * A records collection of the API ("/api/stock-items"): the calls every module shares, and the query keys
 * they use. Every write invalidates the collection's queries, the dashboard's figures and the shell's badges and bell.
 * Its ItemRules say how a record made or changed offline shows until the server has it.
 */
export interface RecordsEndpoint extends ItemRules {
  path: string;
  /** Root of the collection's query keys. */
  key: string;
  /** The table the offline layer names in its actions. */
  table: TOfflineTable;
  /** Other collections whose figures a write changes (a feed entry changes its lot's remaining stock). */
  relatedKeys?: readonly string[];
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

export { dashboardQueryKey };

/**
 * A page of the list: from the server, or offline from the encrypted cache of the pages seen (24 h), with the
 * user's pending offline actions laid over it. Runs offline too (`networkMode: 'always'`).
 */
export function listQueryOptions<TItem>(endpoint: RecordsEndpoint, params: TListParams) {
  const queryKey = recordsKeys.list(endpoint, params);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      readWithPending(
        queryKey,
        () => apiRequest<TPage<TItem>>(`${endpoint.path}${toQueryString(params)}`, { signal }),
        (page, actions) => overlayPendingOnPage(page, actions, endpoint.table, endpoint),
      ),
    placeholderData: (previous) => previous,
    networkMode: 'always',
  });
}

export function detailQueryOptions<TItem>(endpoint: RecordsEndpoint, id: string) {
  const queryKey = recordsKeys.detail(endpoint, id);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const shown = await readWithPending<TItem | null>(
        queryKey,
        () => apiRequest<TItem>(`${endpoint.path}/${encodeURIComponent(id)}`, { signal }),
        (item, actions) => overlayPendingOnItem(item, actions, endpoint.table, id, endpoint),
      );
      if (shown === null) throw new Error('deleted offline');
      return shown;
    },
    networkMode: 'always',
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
      ...(endpoint.relatedKeys ?? []).map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
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

/** Creates a record through the offline layer (sent at once online, queued offline). */
export function createRecord<TItem>(endpoint: RecordsEndpoint, body: unknown): Promise<TApiResult<TItem>> {
  return writeThroughOffline<TItem>(endpoint, 'insert', { id: crypto.randomUUID() }, body);
}

/** Changes a record read at `target.version`: a record changed since is a conflict, never overwritten. */
export function updateRecord<TItem>(
  endpoint: RecordsEndpoint,
  target: RecordTarget,
  body: unknown,
): Promise<TApiResult<TItem>> {
  return writeThroughOffline<TItem>(endpoint, 'update', target, body);
}

export function deleteRecord(endpoint: RecordsEndpoint, target: RecordTarget): Promise<TApiResult<null>> {
  return writeThroughOffline<null>(endpoint, 'delete', target, undefined);
}

/** Creating a record of the collection (the hook of its add form). */
export function useCreateRecord<TItem>(endpoint: RecordsEndpoint) {
  return useRecordWrite(endpoint, (body: unknown) => createRecord<TItem>(endpoint, body));
}

/** Changing a record of the collection at the version the form read (the hook of its edit form). */
export function useUpdateRecord<TItem>(endpoint: RecordsEndpoint) {
  return useRecordWrite(endpoint, ({ id, version, body }: RecordChange) =>
    updateRecord<TItem>(endpoint, { id, version }, body),
  );
}

/** Deleting a record of the collection. */
export function useDeleteRecord(endpoint: RecordsEndpoint) {
  return useRecordWrite(endpoint, (target: RecordTarget) => deleteRecord(endpoint, target));
}

export function importRecordsCsv(endpoint: RecordsEndpoint, file: Blob) {
  return apiRequest<TCsvImportResult>(`${endpoint.path}/import`, { method: 'POST', file });
}

export type { RecordTarget };

/** An update as the edit dialogs send it: the record, the version they read and the request. */
export interface RecordChange extends RecordTarget {
  body: unknown;
}
