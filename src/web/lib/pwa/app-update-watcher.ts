/**
 * Watches the service worker registration for a new version of the app (issue 6 "when a new version is
 * deployed the user is offered to reload"): a new worker that installed while an older one is active waits;
 * the watcher says so, and on the user's "Reload" tells the waiting worker to take over (SKIP_WAITING, which
 * src/web/service-worker/sw.ts listens for) and reloads the page once it controls it. It also asks the browser
 * to look for a new version when the tab comes back to the foreground and every hour.
 *
 * Written against the standard ServiceWorker API rather than workbox-window: that library files an update
 * found more than a minute after registration as "external" and then stops listening for later ones, which
 * the hourly checks of a long-open dashboard would hit.
 */

import { skipWaitingMessage } from './skip-waiting-message';

export { skipWaitingMessage };

/** How often an open app asks the server for a new service worker. */
export const appUpdateCheckIntervalMs = 60 * 60 * 1000;

/** How long "Reload" waits for the new version before asking again. */
export const applyRetryDelayMs = 3_000;

export interface AppUpdateSnapshot {
  /** A new version is installed and waits for the user's reload. */
  isUpdateReady: boolean;
  /** The user asked for the new version: the page reloads as soon as it controls the page. */
  isApplying: boolean;
  /** Grows by one for each new version found, so a prompt dismissed for one version shows for the next. */
  updateCount: number;
}

/** The parts of ServiceWorker, ServiceWorkerRegistration and ServiceWorkerContainer the watcher uses. */
export interface WorkerLike extends EventTarget {
  readonly state: ServiceWorkerState;
  postMessage(message: unknown): void;
}

export interface RegistrationLike extends EventTarget {
  readonly installing: WorkerLike | null;
  readonly waiting: WorkerLike | null;
  readonly active: WorkerLike | null;
  update(): Promise<unknown>;
}

export interface ContainerLike extends EventTarget {
  /** Resolves with nothing where the browser refuses workers quietly (a test browser that blocks them). */
  register(scriptUrl: string, options: RegistrationOptions): Promise<RegistrationLike | undefined>;
}

/** What the watcher needs from the browser; tests give fakes. */
export interface AppUpdateHost {
  /** navigator.serviceWorker */
  container: ContainerLike;
  /** The worker script and its scope. */
  scriptUrl: string;
  scope: string;
  isOnline(): boolean;
  /** Calls `listener` each time the page becomes visible again; returns the unsubscribe. */
  onForeground(listener: () => void): () => void;
  /** Calls `listener` every `intervalMs`; returns the cancel. */
  every(intervalMs: number, listener: () => void): () => void;
  reload(): void;
  /** Where a failed registration or update check is reported (the app goes on without it). */
  reportError(message: string, error: unknown): void;
}

export interface AppUpdateWatcher {
  getSnapshot(): AppUpdateSnapshot;
  subscribe(listener: () => void): () => void;
  /** Activates the waiting version and reloads once; just reloads if another tab already activated it. */
  applyUpdate(): void;
  /** Asks the browser to fetch the worker script again (nothing while offline or before registration). */
  checkForUpdate(): Promise<void>;
  /** Removes every listener and timer (the registration itself stays). */
  stop(): void;
}

const initialSnapshot: AppUpdateSnapshot = { isUpdateReady: false, isApplying: false, updateCount: 0 };

/** Registers the worker and starts watching; the returned watcher is usable at once. */
export function watchAppUpdates(host: AppUpdateHost): AppUpdateWatcher {
  let snapshot = initialSnapshot;
  let registration: RegistrationLike | undefined;
  let hasReloaded = false;
  let isStopped = false;
  const listeners = new Set<() => void>();
  const cleanups: (() => void)[] = [];

  const update = (change: Partial<AppUpdateSnapshot>) => {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  };

  /** A worker that reached "installed" while another one is active waits for us: that is a new version. */
  const announceIfWaiting = (worker: WorkerLike | null) => {
    if (!worker || !registration?.active || registration.waiting !== worker) return;
    update({ isUpdateReady: true, updateCount: snapshot.updateCount + 1 });
  };

  const followInstallingWorker = () => {
    const worker = registration?.installing;
    if (!worker) return;
    const handleStateChange = () => {
      if (worker.state === 'installed') announceIfWaiting(worker);
      if (worker.state !== 'installing') worker.removeEventListener('statechange', handleStateChange);
    };
    worker.addEventListener('statechange', handleStateChange);
  };

  const handleControllerChange = () => {
    if (!snapshot.isApplying || hasReloaded) return;
    hasReloaded = true;
    host.reload();
  };

  const checkForUpdate = async () => {
    if (!registration || isStopped || !host.isOnline()) return;
    try {
      await registration.update();
    } catch (error) {
      host.reportError('the check for a new version of the app failed', error);
    }
  };

  host.container.addEventListener('controllerchange', handleControllerChange);
  cleanups.push(() => {
    host.container.removeEventListener('controllerchange', handleControllerChange);
  });
  cleanups.push(host.onForeground(() => void checkForUpdate()));
  cleanups.push(host.every(appUpdateCheckIntervalMs, () => void checkForUpdate()));

  host.container.register(host.scriptUrl, { scope: host.scope }).then(
    (registered) => {
      if (!registered || isStopped) return;
      registration = registered;
      registered.addEventListener('updatefound', followInstallingWorker);
      cleanups.push(() => {
        registered.removeEventListener('updatefound', followInstallingWorker);
      });
      // A version found before this page registered (an earlier visit, another tab) may already wait.
      announceIfWaiting(registered.waiting);
      followInstallingWorker();
    },
    (error: unknown) => {
      host.reportError('the service worker could not be registered', error);
    },
  );

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    applyUpdate() {
      if (snapshot.isApplying) return;
      const waiting = registration?.waiting;
      update({ isApplying: true });
      if (!waiting) {
        handleControllerChange();
        return;
      }
      // The page reloads when the new version controls it; its own activation counts too, in case the
      // controller change is not reported to this page.
      waiting.addEventListener('statechange', () => {
        if (waiting.state === 'activated') handleControllerChange();
      });
      waiting.postMessage(skipWaitingMessage);
      // Still here a moment later (a message lost while the worker was starting, an event missed): ask the
      // version that waits now again, or reload if none waits any more (it has taken over).
      setTimeout(() => {
        if (hasReloaded || isStopped) return;
        const stillWaiting = registration?.waiting;
        if (stillWaiting) stillWaiting.postMessage(skipWaitingMessage);
        else handleControllerChange();
      }, applyRetryDelayMs);
    },
    checkForUpdate,
    stop() {
      isStopped = true;
      for (const cleanup of cleanups.splice(0)) cleanup();
      listeners.clear();
    },
  };
}
