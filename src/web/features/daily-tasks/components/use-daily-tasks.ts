import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type {
  TDailyTaskWriteResult,
  TDailyTasks,
  TDailyTaskStatus,
} from '../../../../shared/contracts/daily-tasks';
import { useSession } from '../../../lib/session/session-context';
import { dailyTasksQuery, dailyTasksQueryKey, dailyWriteKey, type TDailyWrite } from '../api/daily-tasks';
import { dailyQueueFor, onDailyWriteResult, setActiveDailyUser } from '../lib/daily-queue';
import type { PendingWrite } from '../lib/pending-writes';
import { withPendingWrites } from '../lib/with-pending-writes';

const noWrites: readonly PendingWrite<TDailyWrite>[] = [];
const noSubscription = () => () => undefined;

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
 * Today's checklist as the drawer shows it (the server's list with the writes still waiting laid over it)
 * and the writes: every one goes through the user's persisted queue, so none is lost offline.
 */
export function useDailyTasks() {
  const { state } = useSession();
  const userId = state.phase === 'signed-in' ? state.status.user.id : null;
  const queryClient = useQueryClient();
  const query = useQuery({ ...dailyTasksQuery, enabled: userId !== null });
  const queue = useMemo(() => (userId ? dailyQueueFor(userId) : null), [userId]);
  useEffect(() => {
    setActiveDailyUser(userId);
  }, [userId]);
  const pending = useSyncExternalStore(
    queue ? queue.subscribe : noSubscription,
    queue ? queue.snapshot : () => noWrites,
  );

  useEffect(
    () =>
      onDailyWriteResult((_write, result) => {
        if (result.ok) {
          queryClient.setQueryData<TDailyTasks>(dailyTasksQueryKey, (data) => applyResult(data, result.data));
        } else {
          // Refused for good: show the server's state again.
          void queryClient.invalidateQueries({ queryKey: dailyTasksQueryKey });
        }
      }),
    [queryClient],
  );

  const pendingWrites = useMemo(() => pending.map((write) => write.body), [pending]);
  const data = useMemo(
    () => (query.data ? withPendingWrites(query.data, pendingWrites) : undefined),
    [query.data, pendingWrites],
  );

  const enqueue = useCallback(
    (write: TDailyWrite) => {
      queue?.enqueue(dailyWriteKey(write), write);
    },
    [queue],
  );

  const setStatus = useCallback(
    (code: string, status: TDailyTaskStatus, source: TDailySource = 'click') => {
      if (!data) return;
      enqueue({
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
      enqueue({ kind: 'notes', code, body: { notes, date: data.date, pageUrl: window.location.pathname } });
    },
    [data, enqueue],
  );

  return {
    data,
    isPending: query.isPending,
    isError: query.isError,
    errorMessage: query.error?.message ?? null,
    refetch: query.refetch,
    /** Writes that failed once and wait to be sent again (offline). */
    waitingCount: pending.filter((write) => write.attempts > 0).length,
    setStatus,
    markDone,
    saveNotes,
  };
}

/** Tasks left today, for the tab's badge; null until the list is known. */
export function useDailyTasksRemaining(): number | null {
  return useDailyTasks().data?.remaining ?? null;
}
