import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLibraryCategory } from '../../../../shared/domain/library';
import type { TLibraryDocument, TLibraryPage } from '../../../../shared/contracts/library';
import { apiRequest } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';

export const libraryKey = ['library'] as const;

export const LIBRARY_PAGE_SIZE = 20;

export interface LibraryFilters {
  category: TLibraryCategory | '';
  q: string;
  page: number;
}

/** One page of the library, newest first; offline, the copy last seen on this device. */
export function libraryDocumentsQuery(filters: LibraryFilters) {
  const params = new URLSearchParams({ page: String(filters.page), pageSize: String(LIBRARY_PAGE_SIZE) });
  if (filters.category) params.set('category', filters.category);
  if (filters.q.trim()) params.set('q', filters.q.trim());
  return queryOptions({
    queryKey: [...libraryKey, 'documents', filters.category, filters.q.trim(), filters.page] as const,
    queryFn: ({ signal, queryKey }) =>
      readCached(queryKey, () =>
        apiRequest<TLibraryPage>(`/api/library/documents?${params.toString()}`, { signal }),
      ),
    placeholderData: keepPreviousData,
    networkMode: 'always',
  });
}

/** The file of a document: shown by the browser (`inline`, a new tab) or saved (`attachment`). */
export function documentFileHref(id: string, disposition: 'inline' | 'attachment'): string {
  return `/api/library/documents/${encodeURIComponent(id)}/file?disposition=${disposition}`;
}

/** POST /api/library/monthly-reports: the month's report made (or made again), then the list read again. */
/** A report of the library made on demand (POST with its period): the list is read again once it is made. */
function useGenerateReport<TPeriod>(path: string, field: 'month' | 'year') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (period: TPeriod) =>
      apiRequest<TLibraryDocument>(path, { method: 'POST', body: { [field]: period } }),
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: libraryKey });
    },
  });
}

export type TReportGeneration<TPeriod> = ReturnType<typeof useGenerateReport<TPeriod>>;

export function useGenerateMonthlyReport() {
  return useGenerateReport<string>('/api/library/monthly-reports', 'month');
}

export function useGenerateRediiDossier() {
  return useGenerateReport<number>('/api/library/redii-dossiers', 'year');
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      apiRequest<null>(`/api/library/documents/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: libraryKey });
    },
  });
}

/** POST /api/library/redii-dossiers: the year's RED II dossier made (or made again), then the list read again. */
/** The auditor's zip of a year (the dossier made afresh, the register's CSV, the proof files). */
export function rediiDossierZipHref(year: number): string {
  return `/api/library/redii-dossiers/${String(year)}/zip`;
}
