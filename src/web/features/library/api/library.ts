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
export function useGenerateMonthlyReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (month: string) =>
      apiRequest<TLibraryDocument>('/api/library/monthly-reports', { method: 'POST', body: { month } }),
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: libraryKey });
    },
  });
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
export function useGenerateRediiDossier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (year: number) =>
      apiRequest<TLibraryDocument>('/api/library/redii-dossiers', { method: 'POST', body: { year } }),
    onSuccess: (result) => {
      if (result.ok) void queryClient.invalidateQueries({ queryKey: libraryKey });
    },
  });
}

/** The auditor's zip of a year (the dossier made afresh, the register's CSV, the proof files). */
export function rediiDossierZipHref(year: number): string {
  return `/api/library/redii-dossiers/${String(year)}/zip`;
}
