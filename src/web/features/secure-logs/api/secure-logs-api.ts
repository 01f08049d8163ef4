import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import type {
  TChainVerification,
  TLogStatistics,
  TSecureLogPage,
  TSecurityDemo,
} from '../../../../shared/contracts/secure-logs';
import type { LogLevel } from '../../../../shared/domain/secure-logs';
import { apiRequest } from '../../../lib/api-client';

export type TLogScope = 'own' | 'all';

export interface SecureLogFilters {
  scope: TLogScope;
  level: LogLevel | '';
  source: string;
  page: number;
}

async function read<T>(path: string, signal: AbortSignal, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const result = await apiRequest<T>(path, { signal, method });
  if (!result.ok) throw new Error(result.message);
  return result.data;
}

/** One page of 50 secure logs: the user's own (decrypted for them) or, for an admin, everyone's. */
export function secureLogPageQuery(filters: SecureLogFilters) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.level) params.set('level', filters.level);
  if (filters.source.trim()) params.set('source', filters.source.trim());
  const base = filters.scope === 'all' ? '/api/admin/secure-logs' : '/api/secure-logs';
  return queryOptions({
    queryKey: ['secure-logs', filters.scope, filters.level, filters.source.trim(), filters.page] as const,
    queryFn: ({ signal }) => read<TSecureLogPage>(`${base}?${params.toString()}`, signal),
    placeholderData: keepPreviousData,
  });
}

export function logStatisticsQuery(scope: TLogScope) {
  return queryOptions({
    queryKey: ['secure-logs', 'statistics', scope] as const,
    queryFn: ({ signal }) =>
      read<TLogStatistics>(
        scope === 'all' ? '/api/admin/secure-logs/statistics' : '/api/secure-logs/statistics',
        signal,
      ),
  });
}

export function securityDemoQuery() {
  return queryOptions({
    queryKey: ['security-demo'] as const,
    queryFn: ({ signal }) => read<TSecurityDemo>('/api/security-demo', signal),
    // Live facts: read again on every visit.
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST /api/admin/secure-logs/verify (admin). */
export function useVerifyChain() {
  return useMutation({
    mutationFn: () =>
      read<TChainVerification>('/api/admin/secure-logs/verify', new AbortController().signal, 'POST'),
  });
}
