import { queryOptions } from '@tanstack/react-query';
import type {
  TProductionLog,
  TProductionPeriod,
  TProductionSummary,
} from '../../../../shared/contracts/production';
import { apiRequest } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';
import { optimisticProductionLog } from '../../../lib/records/optimistic-items';
import {
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
  type RecordsEndpoint,
} from '../../../lib/records/records-endpoint';

export const productionLogsEndpoint: RecordsEndpoint = {
  path: '/api/production-logs',
  key: 'production-logs',
  table: 'production_logs',
  toOptimisticItem: optimisticProductionLog,
};

/**
 * The page's figures over 7, 30 or 365 days, under the collection's key: every write (and a CSV import)
 * invalidates the collection, so the charts are read again with the list. Offline: the last one seen.
 */
export function productionSummaryQuery(days: TProductionPeriod) {
  return queryOptions({
    queryKey: [productionLogsEndpoint.key, 'summary', days] as const,
    queryFn: ({ signal, queryKey }) =>
      readCached(queryKey, () =>
        apiRequest<TProductionSummary>(`${productionLogsEndpoint.path}/summary?days=${String(days)}`, {
          signal,
        }),
      ),
    placeholderData: (previous) => previous,
    networkMode: 'always',
  });
}

export function useCreateProductionLog() {
  return useCreateRecord<TProductionLog>(productionLogsEndpoint);
}

export function useUpdateProductionLog() {
  return useUpdateRecord<TProductionLog>(productionLogsEndpoint);
}

export function useDeleteProductionLog() {
  return useDeleteRecord(productionLogsEndpoint);
}
