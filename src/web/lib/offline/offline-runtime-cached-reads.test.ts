// Offline reads (issue 15): a read answered from the encrypted cache says so (and since when) through the
// runtime's snapshot, and when the network returns the pages shown from the cache read the server again by
// themselves, on the query client of the shell React kept (a render it threw away may have started the runtime).
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TApiResult } from '../api-client';
import { OfflineRuntime, type RuntimeStore, type SyncNotifier } from './offline-runtime';
import { stubRuntimeStore } from './runtime-store-stub';

const savedAt = Date.UTC(2026, 10, 25, 13, 2);

function storeWithCache(cache: Map<string, unknown>): RuntimeStore {
  return stubRuntimeStore({
    readCache: (key) => Promise.resolve(cache.has(key) ? { data: cache.get(key), timestamp: savedAt } : null),
    writeCache: (key, data) => {
      cache.set(key, data);
      return Promise.resolve();
    },
  });
}

/** A window whose connectivity the test switches, firing the browser's events. */
function switchableWindow(isOnline: boolean) {
  const target = Object.assign(new EventTarget(), { navigator: { onLine: isOnline } });
  return {
    window: target as unknown as Window,
    goOnline: () => {
      target.navigator.onLine = true;
      target.dispatchEvent(new Event('online'));
    },
  };
}

const silentNotifier: SyncNotifier = {
  started: () => undefined,
  offline: () => undefined,
  finished: () => undefined,
};

const networkDown: TApiResult<never> = {
  ok: false,
  status: 0,
  code: 'network',
  message: 'offline',
  fields: {},
};

describe('reads from the offline cache', () => {
  it('answers offline from the copy kept on the device, and the snapshot says since when', async () => {
    const connectivity = switchableWindow(false);
    const runtime = new OfflineRuntime();
    const cache = new Map<string, unknown>([['["dashboard"]', { figures: 1 }]]);
    await runtime.start({
      userId: 'user-1',
      queryClient: new QueryClient(),
      openStore: () => Promise.resolve(storeWithCache(cache)),
      notifier: silentNotifier,
      target: connectivity.window,
    });
    expect(runtime.getSnapshot().cachedDataSince).toBeNull();

    const result = await runtime.readThrough('["dashboard"]', () => Promise.resolve(networkDown));
    expect(result).toEqual({ ok: true, status: 200, data: { figures: 1 } });
    expect(runtime.getSnapshot().cachedDataSince).toBe(savedAt);
    runtime.stop();
  });

  it('reads the pages shown from the cache again when the network returns, on the client the shell kept', async () => {
    const connectivity = switchableWindow(false);
    const runtime = new OfflineRuntime();
    const cache = new Map<string, unknown>([['["dashboard"]', { figures: 1 }]]);
    const start = (queryClient: QueryClient) =>
      runtime.start({
        userId: 'user-1',
        queryClient,
        openStore: () => Promise.resolve(storeWithCache(cache)),
        notifier: silentNotifier,
        target: connectivity.window,
      });
    // A render React threw away started the runtime; the shell it kept starts it again with its own client.
    await start(new QueryClient());
    const keptClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Infinity, retry: false } },
    });
    await start(keptClient);

    let isServerUp = false;
    let serverReads = 0;
    const observer = new QueryObserver(keptClient, {
      queryKey: ['dashboard'],
      queryFn: async () => {
        const result = await runtime.readThrough('["dashboard"]', () => {
          if (!isServerUp) return Promise.resolve(networkDown);
          serverReads += 1;
          return Promise.resolve({ ok: true as const, status: 200, data: { figures: 2 } });
        });
        if (!result.ok) throw new Error(result.message);
        return result.data;
      },
      networkMode: 'always',
    });
    const seen: unknown[] = [];
    const unsubscribe = observer.subscribe((state) => {
      if (state.data !== undefined) seen.push(state.data);
    });
    await expect.poll(() => seen.at(-1)).toEqual({ figures: 1 });
    expect(runtime.getSnapshot().cachedDataSince).toBe(savedAt);

    isServerUp = true;
    connectivity.goOnline();
    await expect.poll(() => seen.at(-1)).toEqual({ figures: 2 });
    expect(serverReads).toBe(1);
    expect(runtime.getSnapshot().cachedDataSince).toBeNull();
    unsubscribe();
    runtime.stop();
  });
});
