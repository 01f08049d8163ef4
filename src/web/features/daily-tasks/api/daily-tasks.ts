import { queryOptions } from '@tanstack/react-query';
import type {
  TDailyTaskWriteResult,
  TDailyTasks,
  TSetDailyTaskNotesRequest,
  TSetDailyTaskStatusRequest,
} from '../../../../shared/contracts/daily-tasks';
import { apiRequest, type TApiResult } from '../../../lib/api-client';
import { readCached } from '../../../lib/offline/read-with-pending';

export const dailyTasksQueryKey = ['daily-tasks'] as const;

/** GET /api/daily-tasks: the business date's checklist, read again on each mount (the day turns). */
export const dailyTasksQuery = queryOptions({
  queryKey: dailyTasksQueryKey,
  queryFn: ({ signal }) =>
    readCached(dailyTasksQueryKey, () => apiRequest<TDailyTasks>('/api/daily-tasks', { signal })),
  // Offline, the checklist last seen on this device, with the ticks waiting to be sent laid over it.
  networkMode: 'always',
  staleTime: 60_000,
});

/** One write of the checklist (a status or notes of one task, for one day). */
export type TDailyWrite =
  | {
      kind: 'status';
      code: string;
      body: TSetDailyTaskStatusRequest & { status: 'Todo' | 'Done'; date: string };
    }
  | { kind: 'notes'; code: string; body: TSetDailyTaskNotesRequest & { date: string } };

/** The write as a plain call, when the offline layer cannot keep it (no encryption in this browser). */
export function sendDailyWrite(write: TDailyWrite): Promise<TApiResult<TDailyTaskWriteResult>> {
  return apiRequest<TDailyTaskWriteResult>(
    `/api/daily-tasks/${encodeURIComponent(write.code)}/${write.kind}`,
    { method: 'PUT', body: write.body },
  );
}
