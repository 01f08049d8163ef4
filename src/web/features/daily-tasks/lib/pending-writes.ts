/**
 * A small persisted queue of writes that must not be lost (the daily checklist's ticks and notes, until the
 * app-wide offline queue exists): every write goes through it, so a write that fails on the network stays in
 * local storage (one list per user) and is sent again with exponential backoff, at once when the browser says
 * it is back online, and on the next visit.
 *
 * - Replayed in order, one at a time; a write that must be retried holds back the ones after it.
 * - Last write per key wins: a new write for the same key (the same task, kind and day) replaces the waiting
 *   one and goes to the end of the line.
 * - A write the server refuses for good (4xx other than 401/408/429) is dropped: sending it again cannot help.
 */

export interface PendingWrite<TBody> {
  /** Writes with the same key replace each other ("status:stock_check:2026-05-12"). */
  key: string;
  body: TBody;
  /** Failed attempts so far. */
  attempts: number;
  /** Not before this time (ms since the epoch). */
  notBefore: number;
  /** Order of arrival; also tells a replaced write from its replacement. */
  seq: number;
}

/** What sending one write gave: done, to try again later, or refused for good. */
export type SendOutcome = 'sent' | 'retry' | 'drop';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface PendingWriteQueueOptions<TBody> {
  /** Local storage key of this user's list. */
  storageKey: string;
  storage: StorageLike | null;
  send: (write: PendingWrite<TBody>) => Promise<SendOutcome>;
  now?: () => number;
  setTimer?: (run: () => void, delayMs: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  /** First retry delay; doubled at each failure up to `maxDelayMs`. */
  baseDelayMs?: number;
  maxDelayMs?: number;
}

export interface PendingWriteQueue<TBody> {
  /** Adds (or replaces) a write and starts sending. */
  enqueue: (key: string, body: TBody) => void;
  /** Sends what is due now, in order; resolves when the queue is empty or waiting. */
  flush: () => Promise<void>;
  /** Back online: every waiting write is due now. */
  retryNow: () => Promise<void>;
  /** The waiting writes, in order (a stable array between changes, for useSyncExternalStore). */
  snapshot: () => readonly PendingWrite<TBody>[];
  subscribe: (listener: () => void) => () => void;
  dispose: () => void;
}

export function backoffDelay(attempts: number, baseDelayMs: number, maxDelayMs: number): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

function readStored<TBody>(storage: StorageLike | null, key: string): PendingWrite<TBody>[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is PendingWrite<TBody> =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as PendingWrite<TBody>).key === 'string' &&
        typeof (item as PendingWrite<TBody>).seq === 'number',
    );
  } catch {
    return [];
  }
}

export function createPendingWriteQueue<TBody>(
  options: PendingWriteQueueOptions<TBody>,
): PendingWriteQueue<TBody> {
  const {
    storageKey,
    storage,
    send,
    now = Date.now,
    setTimer = (run: () => void, delayMs: number): unknown => setTimeout(run, delayMs),
    clearTimer = (timer: unknown) => {
      clearTimeout(timer as ReturnType<typeof setTimeout>);
    },
    baseDelayMs = 2000,
    maxDelayMs = 5 * 60_000,
  } = options;
  let writes: readonly PendingWrite<TBody>[] = readStored<TBody>(storage, storageKey);
  let nextSeq = writes.reduce((max, write) => Math.max(max, write.seq), 0) + 1;
  const listeners = new Set<() => void>();
  let timer: unknown = null;
  let running: Promise<void> | null = null;
  let isRerunAsked = false;
  let isDisposed = false;

  const commit = (next: readonly PendingWrite<TBody>[]) => {
    writes = next;
    try {
      if (next.length === 0) storage?.removeItem(storageKey);
      else storage?.setItem(storageKey, JSON.stringify(next));
    } catch {
      // storage full or private mode: the writes are still kept for this visit
    }
    for (const listener of listeners) listener();
  };

  const schedule = (at: number) => {
    if (timer !== null) clearTimer(timer);
    timer = setTimer(
      () => {
        timer = null;
        void flush();
      },
      Math.max(0, at - now()),
    );
  };

  async function drain(): Promise<void> {
    for (;;) {
      if (isDisposed) return;
      const first = writes[0];
      if (!first) return;
      if (first.notBefore > now()) {
        schedule(first.notBefore);
        return;
      }
      let outcome: SendOutcome;
      try {
        outcome = await send(first);
      } catch {
        outcome = 'retry';
      }
      // The write may have been replaced while it was on its way: only this exact one is settled here.
      const index = writes.findIndex((write) => write.seq === first.seq);
      if (outcome === 'retry') {
        if (index === -1) continue;
        const attempts = first.attempts + 1;
        const retried = {
          ...first,
          attempts,
          notBefore: now() + backoffDelay(attempts, baseDelayMs, maxDelayMs),
        };
        commit(writes.map((write, position) => (position === index ? retried : write)));
        schedule(retried.notBefore);
        return;
      }
      if (index !== -1) commit(writes.filter((_, position) => position !== index));
    }
  }

  // A function, so that the check reads the flags as they are after the awaited drain.
  const shouldRerun = () => isRerunAsked && !isDisposed;

  async function flush(): Promise<void> {
    if (running) {
      isRerunAsked = true;
      return running;
    }
    running = (async () => {
      do {
        isRerunAsked = false;
        await drain();
      } while (shouldRerun());
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    enqueue(key, body) {
      const write: PendingWrite<TBody> = { key, body, attempts: 0, notBefore: 0, seq: nextSeq };
      nextSeq += 1;
      // A replaced write that is being sent right now is settled by its seq; the new one waits its turn.
      commit([...writes.filter((existing) => existing.key !== key), write]);
      void flush();
    },
    flush,
    retryNow() {
      if (writes.some((write) => write.notBefore > 0)) {
        commit(writes.map((write) => ({ ...write, notBefore: 0 })));
      }
      return flush();
    },
    snapshot: () => writes,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      isDisposed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      listeners.clear();
    },
  };
}
