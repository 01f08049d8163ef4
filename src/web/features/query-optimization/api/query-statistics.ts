import type { TExplainResponse, TQueryStatistics } from '../../../../shared/contracts/query-optimization';
import { apiRequest, type TApiResult } from '../../../lib/api-client';

/** GET /api/admin/query-statistics: the slowest statements, or why they cannot be read. */
export function getQueryStatistics(signal?: AbortSignal): Promise<TApiResult<TQueryStatistics>> {
  return apiRequest<TQueryStatistics>('/api/admin/query-statistics', { signal });
}

/** POST /api/admin/query-statistics/reset: the statistics start again from nothing. */
export function resetQueryStatistics(): Promise<TApiResult<unknown>> {
  return apiRequest<unknown>('/api/admin/query-statistics/reset', { method: 'POST' });
}

/** POST /api/admin/query-statistics/explain: the plan of one listed SELECT. */
export function explainStatement(queryId: string): Promise<TApiResult<TExplainResponse>> {
  return apiRequest<TExplainResponse>('/api/admin/query-statistics/explain', {
    method: 'POST',
    body: { queryId },
  });
}
