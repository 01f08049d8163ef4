import { queryOptions } from '@tanstack/react-query';
import type { TFeedLog, TFeedLots, TFeedPeriod, TFeedSummary } from '../../../../shared/contracts/feed-log';
import { apiRequest } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';
import { optimisticFeedLog } from '../../../lib/records/optimistic-items';
import {
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
  type RecordsEndpoint,
} from '../../../lib/records/records-endpoint';

export const feedLogsEndpoint: RecordsEndpoint = {
  path: '/api/feed-logs',
  key: 'feed-logs',
  table: 'feed_logs',
  toOptimisticItem: optimisticFeedLog,
  // The lots' remaining stock and the analysis (both under the raw materials' key) follow the feed.
  relatedKeys: ['raw-materials'],
};

/**
 * The page's figures over 7, 30 or 365 days, under the collection's key: every write (and a CSV import)
 * invalidates the collection, so the totals and the chart are read again with the list. Offline: the last one seen.
 */
export function feedSummaryQuery(days: TFeedPeriod) {
  return queryOptions({
    queryKey: [feedLogsEndpoint.key, 'summary', days] as const,
    queryFn: ({ signal, queryKey }) =>
      readCached(queryKey, () =>
        apiRequest<TFeedSummary>(`${feedLogsEndpoint.path}/summary?days=${String(days)}`, { signal }),
      ),
    placeholderData: (previous) => previous,
    networkMode: 'always',
  });
}

/** The lots the quick entry offers (those with something left), under the collection's key too. */
export function feedLotsQuery() {
  return queryOptions({
    queryKey: [feedLogsEndpoint.key, 'lots'] as const,
    queryFn: ({ signal, queryKey }) =>
      readCached(queryKey, () => apiRequest<TFeedLots>(`${feedLogsEndpoint.path}/lots`, { signal })),
    networkMode: 'always',
  });
}

export function useCreateFeedLog() {
  return useCreateRecord<TFeedLog>(feedLogsEndpoint);
}

export function useUpdateFeedLog() {
  return useUpdateRecord<TFeedLog>(feedLogsEndpoint);
}

export function useDeleteFeedLog() {
  return useDeleteRecord(feedLogsEndpoint);
}
