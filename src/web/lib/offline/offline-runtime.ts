// The signed-in user's offline layer, one per tab: the encrypted store, the connectivity, the automatic sync
// (every 5 min online, 1 s after coming back online, spec §9), the pending count (every 10 s) and the state the
// badge and the lists read. Every records write and daily checklist tick goes through `submit`.
import type { QueryClient } from '@tanstack/react-query';
import type { TApiResult } from '../api-client';
import { createConnectivity, type Connectivity } from './connectivity';
import type { QueuedAction } from './queued-action';
import { replayQueue, type ReplayReport, type ReplayableQueue } from './replay-queue';
import { sendOfflineActions } from './send-offline-actions';
import { submitAction, type ActionRequest, type SubmitOutcome } from './submit-action';

/** Spec §9 "Offline" constants. */
export const offlineTimings = {
  autoSyncMs: 5 * 60_000,
  pendingRefreshMs: 10_000,
  syncDelayAfterOnlineMs: 1_000,
  /**
   * After a network failure while the browser still says online, the next try: 2 s, then twice as long after
   * each failure, up to a minute.
   */
  networkRetryFirstMs: 2_000,
  networkRetryMaxMs: 60_000,
} as const;

/** The user's encrypted store, as the runtime uses it. */
export interface RuntimeStore extends ReplayableQueue {
  enqueue(action: QueuedAction): Promise<void>;
  listActions(): Promise<QueuedAction[]>;
  countPending(): Promise<number>;
  removeAction(id: string): Promise<void>;
  readCache(key: string): Promise<{ data: unknown; timestamp: number } | null>;
  writeCache(key: string, data: unknown): Promise<void>;
  subscribe(listener: () => void): () => void;
}

export interface OfflineSnapshot {
  /** `unavailable`: the store could not be opened (no encryption, no key): nothing is kept offline. */
  status: 'inactive' | 'starting' | 'ready' | 'unavailable';
  isOnline: boolean;
  pending: number;
  /** Conflicts and refused actions waiting for the user. */
  problems: number;
  isSyncing: boolean;
  /** The queued actions not synced yet (pending and problems), in order. */
  actions: readonly QueuedAction[];
  /**
   * When the oldest copy shown from this device's cache was saved (ms), while a read was answered from it
   * instead of the server; null when what is shown came from the server.
   */
  cachedDataSince: number | null;
}

/** What a sync tells the user (toasts). */
export interface SyncNotifier {
  started: () => void;
  offline: () => void;
  finished: (report: ReplayReport) => void;
}

export type RuntimeSubmitOutcome = SubmitOutcome | { kind: 'unavailable' };

interface ActiveSession {
  userId: string;
  store: RuntimeStore | null;
  connectivity: Connectivity;
  queryClient: QueryClient;
  notifier: SyncNotifier;
  stops: (() => void)[];
}

const initialSnapshot: OfflineSnapshot = {
  status: 'inactive',
  isOnline: true,
  pending: 0,
  problems: 0,
  isSyncing: false,
  actions: [],
  cachedDataSince: null,
};

export class OfflineRuntime {
  private snapshot: OfflineSnapshot = initialSnapshot;
  private readonly listeners = new Set<() => void>();
  private session: ActiveSession | null = null;
  private ready: Promise<void> = Promise.resolve();
  private writes: Promise<unknown> = Promise.resolve();
  private networkFailures = 0;
  private syncing: Promise<ReplayReport | null> | null = null;
  /** Cache writes under way, so that a stop can wait for them before the user's data is wiped. */
  private readonly cacheWrites = new Set<Promise<void>>();
  /** Reads answered from the cache (their cache keys) since the server was last reached for them. */
  private readonly servedFromCache = new Set<string>();
  /** When a read was first answered from the cache in this spell: queries updated since then read again. */
  private firstCacheAnswerAt: number | null = null;

  readonly getSnapshot = (): OfflineSnapshot => this.snapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get userId(): string | null {
    return this.session?.userId ?? null;
  }

  /** Opens the user's store and starts the timers; a second call for the same user does nothing. */
  start(options: {
    userId: string;
    queryClient: QueryClient;
    openStore: (userId: string) => Promise<RuntimeStore>;
    notifier: SyncNotifier;
    target?: Window;
  }): Promise<void> {
    if (this.session?.userId === options.userId) {
      // The same user from the shell that React kept: a render it threw away may have started the runtime with
      // its own query client, which no page uses. Invalidations after a sync or a reconnection go to this one.
      this.session.queryClient = options.queryClient;
      return this.ready;
    }
    this.stop();
    const connectivity = createConnectivity(options.target ?? window);
    const session: ActiveSession = {
      userId: options.userId,
      store: null,
      connectivity,
      queryClient: options.queryClient,
      notifier: options.notifier,
      stops: [
        () => {
          connectivity.dispose();
        },
      ],
    };
    this.session = session;
    this.update({ ...initialSnapshot, status: 'starting', isOnline: connectivity.isOnline() });
    this.ready = this.open(session, options.openStore);
    return this.ready;
  }

  private async open(session: ActiveSession, openStore: (userId: string) => Promise<RuntimeStore>) {
    let store: RuntimeStore;
    try {
      store = await openStore(session.userId);
    } catch {
      if (this.session === session) this.update({ status: 'unavailable' });
      return;
    }
    if (this.session !== session) return;
    session.store = store;
    const { connectivity } = session;
    session.stops.push(
      // Changes made by another tab (or this one); during a sync the refresh waits for its end.
      store.subscribe(() => {
        if (!this.syncing) void this.refresh(session);
      }),
      connectivity.subscribe((isOnline, cameBack) => {
        this.update({ isOnline });
        if (isOnline && cameBack) {
          this.readAgainFromServer(session);
          this.later(session, offlineTimings.syncDelayAfterOnlineMs);
        }
      }),
      this.every(offlineTimings.autoSyncMs, () => {
        if (navigator.onLine) void this.sync();
      }),
      this.every(offlineTimings.pendingRefreshMs, () => void this.refreshCounts(session)),
    );
    await this.refresh(session);
    this.update({ status: 'ready' });
    if (this.snapshot.pending > 0 && connectivity.isOnline()) void this.sync();
  }

  /** Stops the timers and forgets the user (sign-out, another user). Queued actions stay on disk. */
  stop(): void {
    for (const stop of this.session?.stops ?? []) stop();
    this.session = null;
    this.servedFromCache.clear();
    this.firstCacheAnswerAt = null;
    this.ready = Promise.resolve();
    this.update(initialSnapshot);
  }

  /**
   * Stops, then waits until nothing this tab started still writes to the user's store (the store's opening, the
   * queued writes, a sync, cache writes): once it resolves, a wipe of the user's data stays a wipe.
   */
  async stopAndSettle(): Promise<void> {
    const underWay = [this.ready, this.writes, this.syncing ?? Promise.resolve(), ...this.cacheWrites];
    this.stop();
    await Promise.allSettled(underWay);
  }

  /** Resolves once the store is open (or could not be). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  store(): RuntimeStore | null {
    return this.session?.store ?? null;
  }

  isOnline(): boolean {
    return this.session?.connectivity.isOnline() ?? navigator.onLine;
  }

  /**
   * Sends or queues one action. Writes are serialised: the second waits for the first's answer, so they reach
   * the server in the order the user made them.
   */
  submit(request: ActionRequest): Promise<RuntimeSubmitOutcome> {
    const run = this.writes.then(() => this.submitNow(request));
    this.writes = run.catch(() => undefined);
    return run;
  }

  private async submitNow(request: ActionRequest): Promise<RuntimeSubmitOutcome> {
    await this.ready;
    const session = this.session;
    const store = session?.store;
    if (!session || !store) return { kind: 'unavailable' };
    const outcome = await submitAction(
      {
        clientId: store.clientId,
        enqueue: (action) => store.enqueue(action),
        countPending: () => store.countPending(),
        send: async (clientId, actions) => this.noted(session, await sendOfflineActions(clientId, actions)),
        isOnline: () => session.connectivity.isOnline(),
      },
      request,
    );
    if (outcome.kind === 'queued') {
      this.update({
        actions: [...this.snapshot.actions, outcome.action],
        pending: this.snapshot.pending + 1,
      });
      if (outcome.reason === 'network') this.retryAfterNetworkFailure(session);
      if (outcome.reason === 'behind-others' && session.connectivity.isOnline()) void this.sync();
    }
    return outcome;
  }

  /**
   * Replays the queue now. `manual`: the user pressed "Sync" (spec §8: "Synchronisation en cours..." online,
   * "Impossible de synchroniser hors-ligne" offline). Concurrent calls share one run; another tab of the same
   * user syncing holds the lock and this one skips.
   */
  sync({ manual = false }: { manual?: boolean } = {}): Promise<ReplayReport | null> {
    const session = this.session;
    const store = session?.store;
    if (!session || !store) return Promise.resolve(null);
    if (!session.connectivity.isOnline() && manual) {
      session.notifier.offline();
      return Promise.resolve(null);
    }
    if (this.syncing) return this.syncing;
    if (manual) session.notifier.started();
    this.update({ isSyncing: true });
    const run = this.withSyncLock(session.userId, () =>
      replayQueue(store, async (clientId, actions) =>
        this.noted(session, await sendOfflineActions(clientId, actions)),
      ),
    )
      .then(async (report) => {
        if (this.session !== session) return report;
        await this.refresh(session);
        if (report) this.afterSync(session, report);
        return report;
      })
      .finally(() => {
        this.syncing = null;
        this.update({ isSyncing: false });
      });
    this.syncing = run;
    return run;
  }

  private afterSync(session: ActiveSession, report: ReplayReport): void {
    if (report.synced > 0 || report.failed > 0 || report.conflicts > 0) {
      session.notifier.finished(report);
      void session.queryClient.invalidateQueries();
    }
    if (report.stoppedBy === 'network') this.retryAfterNetworkFailure(session);
    else this.networkFailures = 0;
  }

  private retryAfterNetworkFailure(session: ActiveSession): void {
    const delay = Math.min(
      offlineTimings.networkRetryMaxMs,
      offlineTimings.networkRetryFirstMs * 2 ** this.networkFailures,
    );
    this.networkFailures += 1;
    this.later(session, delay);
  }

  /** The user resolved a problem: the action is dropped (kept server version) or replaced by `next`. */
  async resolve(actionId: string, next?: ActionRequest): Promise<void> {
    const session = this.session;
    const store = session?.store;
    if (!session || !store) return;
    await store.removeAction(actionId);
    if (next) await this.submit(next);
    await this.refresh(session);
    await session.queryClient.invalidateQueries();
  }

  /**
   * A read through the encrypted cache (spec §9: entries expire after 24 h): online the server's answer is
   * kept; offline, or when the request fails on the network, the cached answer is given instead.
   */
  async readThrough<T>(cacheKey: string, fetch: () => Promise<TApiResult<T>>): Promise<TApiResult<T>> {
    const session = this.session;
    if (!session) return fetch();
    const result = session.connectivity.isOnline() ? this.noted(session, await fetch()) : null;
    if (result && (result.ok || result.code !== 'network')) {
      if (result.ok) {
        void this.remember(cacheKey, result.data);
        this.notFromCacheAnyMore(cacheKey);
      }
      return result;
    }
    await this.ready;
    const cached = await session.store?.readCache(cacheKey).catch(() => null);
    if (cached) {
      this.shownFromCache(session, cacheKey, cached.timestamp);
      return { ok: true, status: 200, data: cached.data as T };
    }
    return result ?? (await fetch());
  }

  private shownFromCache(session: ActiveSession, cacheKey: string, savedAt: number): void {
    if (this.session !== session) return;
    this.servedFromCache.add(cacheKey);
    this.firstCacheAnswerAt ??= Date.now();
    const since = this.snapshot.cachedDataSince;
    if (since === null || savedAt < since) this.update({ cachedDataSince: savedAt });
  }

  private notFromCacheAnyMore(cacheKey: string): void {
    if (!this.servedFromCache.delete(cacheKey)) return;
    if (this.servedFromCache.size === 0) this.update({ cachedDataSince: null });
  }

  /**
   * Back online: every query shown from the cache, or that failed for want of the network, is read from the
   * server again (those on screen at once), so the pages recover without "Réessayer".
   */
  private readAgainFromServer(session: ActiveSession): void {
    const fromCache = new Set(this.servedFromCache);
    const queries = session.queryClient.getQueryCache();
    // A copy no page shows any more is read from the server when shown again: it no longer counts as shown.
    for (const cacheKey of fromCache) {
      const isShown = queries
        .findAll({ predicate: (query) => JSON.stringify(query.queryKey) === cacheKey })
        .some((query) => query.isActive());
      if (!isShown) this.notFromCacheAnyMore(cacheKey);
    }
    void session.queryClient.invalidateQueries({
      predicate: (query) => query.state.status === 'error' || fromCache.has(JSON.stringify(query.queryKey)),
    });
  }

  /** Keeps `data` in the user's encrypted cache under `cacheKey` (nothing when stopped or on failure). */
  remember(cacheKey: string, data: unknown): Promise<void> {
    const session = this.session;
    const write = this.ready
      .then(() => (this.session === session ? session?.store?.writeCache(cacheKey, data) : undefined))
      .catch(() => undefined);
    this.cacheWrites.add(write);
    void write.finally(() => this.cacheWrites.delete(write));
    return write;
  }

  /** Notes what a request showed about the network. */
  private noted<T>(session: ActiveSession, result: TApiResult<T>): TApiResult<T> {
    if (!result.ok && result.code === 'network') session.connectivity.noteNetworkFailure();
    else session.connectivity.noteNetworkSuccess();
    return result;
  }

  private async refresh(session: ActiveSession): Promise<void> {
    const store = session.store;
    if (!store || this.session !== session) return;
    const all = await store.listActions().catch(() => null);
    if (!all || this.session !== session) return;
    const actions = all.filter((action) => !action.synced);
    this.update({
      actions,
      pending: actions.filter((action) => action.state === 'pending').length,
      problems: actions.filter((action) => action.state !== 'pending').length,
    });
  }

  private async refreshCounts(session: ActiveSession): Promise<void> {
    const pending = await session.store?.countPending().catch(() => null);
    if (pending === undefined || pending === null || this.session !== session) return;
    if (pending !== this.snapshot.pending) await this.refresh(session);
  }

  /** A sync in a while, if the browser is online then (a try is how a network failure is found to be over). */
  private later(session: ActiveSession, delayMs: number): void {
    const timer = setTimeout(() => {
      if (this.session === session && navigator.onLine) void this.sync();
    }, delayMs);
    session.stops.push(() => {
      clearTimeout(timer);
    });
  }

  private every(periodMs: number, run: () => void): () => void {
    const timer = setInterval(run, periodMs);
    return () => {
      clearInterval(timer);
    };
  }

  /** One tab of a user syncs at a time (Web Locks where the browser has them). */
  private async withSyncLock(userId: string, run: () => Promise<ReplayReport>): Promise<ReplayReport | null> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (!locks) return run();
    const report: unknown = await locks.request(
      `methapilot-offline-sync:${userId}`,
      { ifAvailable: true },
      (lock) => (lock ? run() : null),
    );
    return report as ReplayReport | null;
  }

  private update(patch: Partial<OfflineSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}

/** The app's runtime (one per tab). */
export const offlineRuntime = new OfflineRuntime();
