// The runtime's stop for a sign-out made in another tab: it must not resolve while a write this tab started is
// still under way, and nothing may be written for the user once it has stopped, so a wipe after it holds.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { OfflineRuntime, type RuntimeStore, type SyncNotifier } from './offline-runtime';
import { stubRuntimeStore } from './runtime-store-stub';

interface CacheWrite {
  key: string;
  finish: () => void;
}

/** A store whose cache writes wait until the test finishes them, and which records the finished ones. */
function createSlowStore(): { store: RuntimeStore; started: CacheWrite[]; written: string[] } {
  const started: CacheWrite[] = [];
  const written: string[] = [];
  const store = stubRuntimeStore({
    writeCache: (key) =>
      new Promise<void>((resolve) => {
        started.push({
          key,
          finish: () => {
            written.push(key);
            resolve();
          },
        });
      }),
  });
  return { store, started, written };
}

/** An online window that never fires events. */
function onlineWindow(): Window {
  const target = {
    navigator: { onLine: true },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  };
  return target as unknown as Window;
}

const silentNotifier: SyncNotifier = {
  started: () => undefined,
  offline: () => undefined,
  finished: () => undefined,
};

async function startedRuntime(store: RuntimeStore): Promise<OfflineRuntime> {
  const runtime = new OfflineRuntime();
  await runtime.start({
    userId: 'user-1',
    queryClient: new QueryClient(),
    openStore: () => Promise.resolve(store),
    notifier: silentNotifier,
    target: onlineWindow(),
  });
  return runtime;
}

/** Lets pending promise callbacks run. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

describe('OfflineRuntime.stopAndSettle', () => {
  it('resolves only once the cache write under way has finished', async () => {
    const { store, started, written } = createSlowStore();
    const runtime = await startedRuntime(store);
    void runtime.remember('stock-list', { items: [] });
    await settle();
    expect(started.map((write) => write.key)).toEqual(['stock-list']);

    let isSettled = false;
    const stopping = runtime.stopAndSettle().then(() => {
      isSettled = true;
    });
    await settle();
    expect(runtime.userId).toBeNull();
    expect(isSettled).toBe(false);

    started[0]?.finish();
    await stopping;
    expect(isSettled).toBe(true);
    expect(written).toEqual(['stock-list']);
  });

  it('writes nothing to the cache once stopped', async () => {
    const { store, started } = createSlowStore();
    const runtime = await startedRuntime(store);
    await runtime.stopAndSettle();
    await runtime.remember('session-status', { user: 'user-1' });
    expect(started).toEqual([]);
  });

  it('does not write a value asked for before the store opened when the runtime stopped meanwhile', async () => {
    const { store, started } = createSlowStore();
    const runtime = new OfflineRuntime();
    let openStore: (value: RuntimeStore) => void = () => undefined;
    void runtime.start({
      userId: 'user-1',
      queryClient: new QueryClient(),
      openStore: () =>
        new Promise<RuntimeStore>((resolve) => {
          openStore = resolve;
        }),
      notifier: silentNotifier,
      target: onlineWindow(),
    });
    const remembered = runtime.remember('session-status', { user: 'user-1' });
    const stopping = runtime.stopAndSettle();
    openStore(store);
    await Promise.all([remembered, stopping]);
    expect(started).toEqual([]);
  });
});
