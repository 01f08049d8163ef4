import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type {
  TDailyTaskWriteResult,
  TDailyTasks,
  TDailyTaskStatus,
} from '../../../../shared/contracts/daily-tasks';
import { offlineRuntime } from '../../../lib/offline/offline-runtime';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';
import { sessionUserId, useSession } from '../../../lib/session/session-context';
import { dailyTasksQuery, dailyTasksQueryKey, sendDailyWrite, type TDailyWrite } from '../api/daily-tasks';
import { dailyWritesOf, toDailyAction } from '../lib/daily-offline-actions';
import { withPendingWrites } from '../lib/with-pending-writes';

/** The server's answer to a write, laid into the cached list when it is the list's day. */
function applyResult(data: TDailyTasks | undefined, result: TDailyTaskWriteResult): TDailyTasks | undefined {
  if (!data || data.date !== result.date) return data;
  const items = data.items.map((item) => (item.code === result.task.code ? result.task : item));
  return {
    ...data,
    items,
    remaining: items.filter((item) => item.status !== 'Done').length,
    gamification: result.gamification,
  };
}

export type TDailySource = 'click' | 'deep_link' | 'event';

/**
 * Today's checklist as the drawer shows it (the server's list with the writes not applied yet laid over it) and
 * the writes: every one goes through the offline layer, so none is lost offline (queued, replayed in order).
 */
export function useDailyTasks() {
  const { state } = useSession();
  const userId = sessionUserId(state);
  const queryClient = useQueryClient();
  const query = useQuery({ ...dailyTasksQuery, enabled: userId !== null });
  const { actions } = useOfflineStatus();
  // Writes on their way to the server (shown at once, before the answer).
  const [sending, setSending] = useState<readonly TDailyWrite[]>([]);

  const queued = useMemo(() => dailyWritesOf(actions), [actions]);
  const data = useMemo(
    () => (query.data ? withPendingWrites(query.data, [...queued, ...sending]) : undefined),
    [query.data, queued, sending],
  );

  const enqueue = useCallback(
    async (write: TDailyWrite) => {
      setSending((writes) => [...writes, write]);
      const outcome = await offlineRuntime.submit(toDailyAction(write));
      const result =
        outcome.kind === 'unavailable'
          ? await sendDailyWrite(write)
          : outcome.kind === 'applied'
            ? { ok: true as const, data: outcome.body as TDailyTaskWriteResult }
            : outcome.kind === 'refused'
              ? outcome.result
              : null;
      if (result?.ok) {
        queryClient.setQueryData<TDailyTasks>(dailyTasksQueryKey, (current) =>
          applyResult(current, result.data),
        );
      } else if (result) {
        // Refused for good: show the server's state again.
        void queryClient.invalidateQueries({ queryKey: dailyTasksQueryKey });
      }
      setSending((writes) => writes.filter((candidate) => candidate !== write));
    },
    [queryClient],
  );

  const setStatus = useCallback(
    (code: string, status: TDailyTaskStatus, source: TDailySource = 'click') => {
      if (!data) return;
      void enqueue({
        kind: 'status',
        code,
        body: { status, date: data.date, source, pageUrl: window.location.pathname },
      });
    },
    [data, enqueue],
  );

  /** Marks a task Done unless it already is (a deep link always records its opening). */
  const markDone = useCallback(
    (code: string, source: TDailySource) => {
      const item = data?.items.find((candidate) => candidate.code === code);
      if (!item || (item.status === 'Done' && source !== 'deep_link')) return false;
      setStatus(code, 'Done', source);
      return true;
    },
    [data, setStatus],
  );

  const saveNotes = useCallback(
    (code: string, notes: string) => {
      if (!data) return;
      void enqueue({
        kind: 'notes',
        code,
        body: { notes, date: data.date, pageUrl: window.location.pathname },
      });
    },
    [data, enqueue],
  );

  return {
    data,
    isPending: query.isPending,
    isError: query.isError,
    errorMessage: query.error?.message ?? null,
    refetch: query.refetch,
    /** Writes kept in the offline queue, waiting to be sent. */
    waitingCount: queued.length,
    setStatus,
    markDone,
    saveNotes,
  };
}

/** Tasks left today, for the tab's badge; null until the list is known. */
export function useDailyTasksRemaining(): number | null {
  return useDailyTasks().data?.remaining ?? null;
}
