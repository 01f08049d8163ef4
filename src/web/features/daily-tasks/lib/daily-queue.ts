import type { TDailyTaskWriteResult } from '../../../../shared/contracts/daily-tasks';
import type { TApiResult } from '../../../lib/api-client';
import { outcomeOf, sendDailyWrite, type TDailyWrite } from '../api/daily-tasks';
import { createPendingWriteQueue, type PendingWriteQueue, type StorageLike } from './pending-writes';

/** Local storage key of a user's waiting checklist writes. */
export const dailyPendingStorageKey = (userId: string) => `methapilot-daily-pending:${userId}`;

type ResultListener = (write: TDailyWrite, result: TApiResult<TDailyTaskWriteResult>) => void;

const queues = new Map<string, PendingWriteQueue<TDailyWrite>>();
const resultListeners = new Set<ResultListener>();
/** The user signed in on this page now: another user's waiting writes are never sent with their session. */
let activeUserId: string | null = null;

export function setActiveDailyUser(userId: string | null): void {
  activeUserId = userId;
  if (userId) void queues.get(userId)?.retryNow();
}

function browserStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The signed-in user's queue of checklist writes, one per user for the whole page: it sends what a previous
 * visit left, and everything again as soon as the browser is back online.
 */
export function dailyQueueFor(userId: string): PendingWriteQueue<TDailyWrite> {
  const existing = queues.get(userId);
  if (existing) return existing;
  const queue = createPendingWriteQueue<TDailyWrite>({
    storageKey: dailyPendingStorageKey(userId),
    storage: browserStorage(),
    send: async ({ body: write }) => {
      // Signed out, or someone else signed in since: keep the write for this user's next visit.
      if (activeUserId !== userId) return 'retry';
      const result = await sendDailyWrite(write);
      const outcome = outcomeOf(result);
      if (outcome !== 'retry') for (const listener of resultListeners) listener(write, result);
      return outcome;
    },
  });
  queues.set(userId, queue);
  activeUserId ??= userId;
  window.addEventListener('online', () => {
    void queue.retryNow();
  });
  void queue.flush();
  return queue;
}

/** Called with the server's answer to each write that was sent (or refused for good). */
export function onDailyWriteResult(listener: ResultListener): () => void {
  resultListeners.add(listener);
  return () => {
    resultListeners.delete(listener);
  };
}
