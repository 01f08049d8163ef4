import { queryOptions } from '@tanstack/react-query';
import type {
  TDailyTaskWriteResult,
  TDailyTasks,
  TSetDailyTaskNotesRequest,
  TSetDailyTaskStatusRequest,
} from '../../../../shared/contracts/daily-tasks';
import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { unwrapApiResult } from '../../../lib/query-client';
import type { SendOutcome } from '../lib/pending-writes';

export const dailyTasksQueryKey = ['daily-tasks'] as const;

/** GET /api/daily-tasks: the business date's checklist, read again on each mount (the day turns). */
export const dailyTasksQuery = queryOptions({
  queryKey: dailyTasksQueryKey,
  queryFn: async ({ signal }) =>
    unwrapApiResult(await apiRequest<TDailyTasks>('/api/daily-tasks', { signal })),
  staleTime: 60_000,
});

/** One write of the checklist, as the pending-writes queue keeps it. */
export type TDailyWrite =
  | {
      kind: 'status';
      code: string;
      body: TSetDailyTaskStatusRequest & { status: 'Todo' | 'Done'; date: string };
    }
  | { kind: 'notes'; code: string; body: TSetDailyTaskNotesRequest & { date: string } };

export function dailyWriteKey(write: TDailyWrite): string {
  return `${write.kind}:${write.code}:${write.body.date}`;
}

export function sendDailyWrite(write: TDailyWrite): Promise<TApiResult<TDailyTaskWriteResult>> {
  return apiRequest<TDailyTaskWriteResult>(
    `/api/daily-tasks/${encodeURIComponent(write.code)}/${write.kind}`,
    { method: 'PUT', body: write.body },
  );
}

/**
 * Whether a failed write is worth sending again: the network, the server's own trouble, a signed-out or
 * throttled moment. Any other refusal (unknown task, a day no longer writable) cannot succeed later.
 */
export function outcomeOf(result: TApiResult<unknown>): SendOutcome {
  if (result.ok) return 'sent';
  const { status } = result;
  if (status === 0 || status >= 500 || status === 401 || status === 408 || status === 429) return 'retry';
  return 'drop';
}
