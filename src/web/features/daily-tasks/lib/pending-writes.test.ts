import { describe, expect, it } from 'vitest';
import {
  backoffDelay,
  createPendingWriteQueue,
  type PendingWrite,
  type SendOutcome,
  type StorageLike,
} from './pending-writes';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, value);
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
}

/** A clock and timers the test moves by hand. */
function manualClock() {
  let time = 1_000_000;
  const timers: { at: number; run: () => void }[] = [];
  return {
    now: () => time,
    setTimer: (run: () => void, delayMs: number) => {
      const timer = { at: time + delayMs, run };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer: unknown) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index !== -1) timers.splice(index, 1);
    },
    async advance(ms: number) {
      time += ms;
      for (const timer of timers.filter((candidate) => candidate.at <= time)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
      await settle();
    },
    pendingTimers: () => timers.length,
  };
}

const settle = async () => {
  for (let index = 0; index < 10; index += 1) await Promise.resolve();
};

type Body = { status: string };

function setup(outcomes: SendOutcome[] = [], storage = memoryStorage()) {
  const clock = manualClock();
  const sent: PendingWrite<Body>[] = [];
  const queue = createPendingWriteQueue<Body>({
    storageKey: 'pending:user-1',
    storage,
    send: (write) => {
      sent.push(write);
      return Promise.resolve(outcomes.shift() ?? 'sent');
    },
    now: clock.now,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    baseDelayMs: 1000,
    maxDelayMs: 8000,
  });
  return { queue, sent, clock, storage };
}

describe('backoffDelay', () => {
  it('doubles from the base delay up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => backoffDelay(attempts, 1000, 8000))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });
});

describe('pending writes queue', () => {
  it('sends a write and forgets it once sent', async () => {
    const { queue, sent, storage } = setup();
    queue.enqueue('status:a', { status: 'Done' });
    await settle();
    expect(sent.map((write) => write.body)).toEqual([{ status: 'Done' }]);
    expect(queue.snapshot()).toEqual([]);
    expect(storage.data.has('pending:user-1')).toBe(false);
  });

  it('keeps a failed write in storage and retries with exponential backoff', async () => {
    const { queue, sent, clock, storage } = setup(['retry', 'retry', 'sent']);
    queue.enqueue('status:a', { status: 'Done' });
    await settle();
    expect(sent).toHaveLength(1);
    expect(queue.snapshot()).toHaveLength(1);
    expect(JSON.parse(storage.data.get('pending:user-1') ?? '[]')).toHaveLength(1);

    await clock.advance(999);
    expect(sent).toHaveLength(1);
    await clock.advance(1);
    expect(sent).toHaveLength(2);
    // Second failure: 2 s this time.
    await clock.advance(1999);
    expect(sent).toHaveLength(2);
    await clock.advance(1);
    expect(sent).toHaveLength(3);
    expect(queue.snapshot()).toEqual([]);
  });

  it('a thrown error counts as a failure to retry, not a lost write', async () => {
    const clock = manualClock();
    let calls = 0;
    const queue = createPendingWriteQueue<Body>({
      storageKey: 'k',
      storage: memoryStorage(),
      send: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('boom')) : Promise.resolve('sent');
      },
      now: clock.now,
      setTimer: clock.setTimer,
      clearTimer: clock.clearTimer,
      baseDelayMs: 1000,
    });
    queue.enqueue('status:a', { status: 'Done' });
    await settle();
    expect(queue.snapshot()).toHaveLength(1);
    await clock.advance(1000);
    expect(calls).toBe(2);
    expect(queue.snapshot()).toEqual([]);
  });

  it('replays in order and a waiting write holds back the later ones', async () => {
    const { queue, sent, clock } = setup(['retry']);
    queue.enqueue('status:a', { status: 'Done' });
    queue.enqueue('status:b', { status: 'Done' });
    await settle();
    expect(sent.map((write) => write.key)).toEqual(['status:a']);
    await clock.advance(1000);
    expect(sent.map((write) => write.key)).toEqual(['status:a', 'status:a', 'status:b']);
  });

  it('the last write per key wins', async () => {
    // Offline: every attempt fails until the clock moves.
    const { queue, sent, clock } = setup(['retry', 'retry']);
    queue.enqueue('status:a', { status: 'Done' });
    await settle();
    queue.enqueue('status:a', { status: 'Todo' });
    await settle();
    queue.enqueue('status:b', { status: 'Done' });
    queue.enqueue('status:a', { status: 'Done' });
    expect(queue.snapshot().map((write) => [write.key, write.body.status])).toEqual([
      ['status:b', 'Done'],
      ['status:a', 'Done'],
    ]);
    await clock.advance(1000);
    // The replaced Todo is never sent again: b, then the last a.
    expect(sent.map((write) => [write.key, write.body.status])).toEqual([
      ['status:a', 'Done'],
      ['status:a', 'Todo'],
      ['status:b', 'Done'],
      ['status:a', 'Done'],
    ]);
    expect(queue.snapshot()).toEqual([]);
  });

  it('coming back online sends the waiting writes at once', async () => {
    const { queue, sent } = setup(['retry']);
    queue.enqueue('status:a', { status: 'Done' });
    await settle();
    expect(sent).toHaveLength(1);
    await queue.retryNow();
    expect(sent).toHaveLength(2);
    expect(queue.snapshot()).toEqual([]);
  });

  it('drops a write the server refused for good and goes on with the next', async () => {
    const { queue, sent } = setup(['drop']);
    queue.enqueue('status:a', { status: 'Done' });
    queue.enqueue('status:b', { status: 'Done' });
    await settle();
    expect(sent.map((write) => write.key)).toEqual(['status:a', 'status:b']);
    expect(queue.snapshot()).toEqual([]);
  });

  it('picks up the writes a previous visit left in storage, per user', async () => {
    const storage = memoryStorage();
    const first = setup(['retry'], storage);
    first.queue.enqueue('notes:d', { status: 'x' });
    await settle();
    first.queue.dispose();
    expect(JSON.parse(storage.data.get('pending:user-1') ?? '[]')).toHaveLength(1);

    const next = setup([], storage);
    expect(next.queue.snapshot().map((write) => write.key)).toEqual(['notes:d']);
    await next.queue.retryNow();
    expect(next.sent.map((write) => write.key)).toEqual(['notes:d']);
    expect(storage.data.has('pending:user-1')).toBe(false);
    // Another user's list is another key: untouched.
    storage.setItem('pending:user-2', '[{"key":"status:z","body":{},"attempts":0,"notBefore":0,"seq":1}]');
    expect(setup([], storage).queue.snapshot()).toEqual([]);
  });

  it('ignores a corrupt stored list', () => {
    const storage = memoryStorage();
    storage.setItem('pending:user-1', '{not json');
    expect(setup([], storage).queue.snapshot()).toEqual([]);
  });

  it('tells its subscribers when the list changes', async () => {
    const { queue } = setup(['retry']);
    let changes = 0;
    const unsubscribe = queue.subscribe(() => {
      changes += 1;
    });
    queue.enqueue('status:a', { status: 'Done' });
    await settle();
    expect(changes).toBeGreaterThanOrEqual(2);
    unsubscribe();
    const before = changes;
    await queue.retryNow();
    expect(changes).toBe(before);
  });
});
