import { queryOptions } from '@tanstack/react-query';
import type {
  TBudgetYearSummary,
  TInvoice,
  TMonthlyBudgetSummary,
} from '../../../../shared/contracts/budget';
import { apiRequest } from '../../../lib/api-client';
import {
  toQueryString,
  useCreateRecord,
  useDeleteRecord,
  useUpdateRecord,
  type RecordsEndpoint,
} from '../../../lib/records/records-endpoint';
import { optimisticInvoice } from '../../../lib/records/optimistic-items';
import { readCached } from '../../../lib/offline/read-with-pending';

export const invoicesEndpoint: RecordsEndpoint = {
  path: '/api/invoices',
  key: 'invoices',
  table: 'invoices',
  toOptimisticItem: optimisticInvoice,
};

/**
 * The year's totals and the month card live under the collection's key: every write (and a CSV import)
 * invalidates the collection, so the figures and charts are read again with the list.
 * Without a year or month, the server answers the current one at the user's time zone.
 */
export function yearSummaryQuery(year: number | null) {
  return queryOptions({
    queryKey: [invoicesEndpoint.key, 'summary', year ?? 'current'] as const,
    queryFn: ({ signal, queryKey }) =>
      readCached(queryKey, () =>
        apiRequest<TBudgetYearSummary>(
          `${invoicesEndpoint.path}/summary${toQueryString({ year: year ?? undefined })}`,
          { signal },
        ),
      ),
    placeholderData: (previous) => previous,
    networkMode: 'always',
  });
}

export function monthlySummaryQuery(month: string | null) {
  return queryOptions({
    queryKey: [invoicesEndpoint.key, 'monthly-summary', month ?? 'current'] as const,
    queryFn: ({ signal, queryKey }) =>
      readCached(queryKey, () =>
        apiRequest<TMonthlyBudgetSummary>(
          `${invoicesEndpoint.path}/monthly-summary${toQueryString({ month: month ?? undefined })}`,
          { signal },
        ),
      ),
    placeholderData: (previous) => previous,
    networkMode: 'always',
  });
}

export function useCreateInvoice() {
  return useCreateRecord<TInvoice>(invoicesEndpoint);
}

export function useUpdateInvoice() {
  return useUpdateRecord<TInvoice>(invoicesEndpoint);
}

export function useDeleteInvoice() {
  return useDeleteRecord(invoicesEndpoint);
}
