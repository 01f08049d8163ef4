// The update watcher against fake service worker objects: when the user is offered a new version, what
// "Reload" does (one reload, after the new version controls the page), and when the app looks for updates.
import { describe, expect, it, vi } from 'vitest';
import {
  appUpdateCheckIntervalMs,
  applyRetryDelayMs,
  skipWaitingMessage,
  watchAppUpdates,
  type AppUpdateHost,
  type AppUpdateWatcher,
  type ContainerLike,
  type RegistrationLike,
  type WorkerLike,
} from './app-update-watcher';

class FakeWorker extends EventTarget implements WorkerLike {
  state: ServiceWorkerState;
  readonly messages: unknown[] = [];

  constructor(state: ServiceWorkerState) {
    super();
    this.state = state;
  }

  postMessage(message: unknown): void {
    this.messages.push(message);
  }

  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements RegistrationLike {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  updateCalls = 0;
  updateError: Error | undefined;

  update(): Promise<void> {
    this.updateCalls += 1;
    return this.updateError ? Promise.reject(this.updateError) : Promise.resolve();
  }

  /** The browser found a new script: it installs, then waits if another version is active. */
  findNewVersion(): FakeWorker {
    const worker = new FakeWorker('installing');
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }

  finishInstalling(worker: FakeWorker): void {
    this.installing = null;
    if (this.active) this.waiting = worker;
    worker.moveTo('installed');
  }
}

class FakeContainer extends EventTarget implements ContainerLike {
  readonly registrations: { scriptUrl: string; options: RegistrationOptions }[] = [];

  constructor(private readonly answer: () => Promise<RegistrationLike | undefined>) {
    super();
  }

  register(scriptUrl: string, options: RegistrationOptions): Promise<RegistrationLike | undefined> {
    this.registrations.push({ scriptUrl, options });
    return this.answer();
  }

  /** The page gets a new controlling worker (after skipWaiting, here or in another tab). */
  changeController(): void {
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function flushPromises(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** One open page of the app: its fake browser objects, what it did, and the watcher under test. */
class FakePage {
  readonly registration = new FakeRegistration();
  readonly container: FakeContainer;
  readonly watcher: AppUpdateWatcher;
  reloads = 0;
  readonly errors: string[] = [];
  isOnline = true;
  readonly intervals: number[] = [];
  private readonly foregroundListeners = new Set<() => void>();
  private readonly timers = new Set<() => void>();

  constructor(
    setUp: (registration: FakeRegistration) => void,
    answer?: () => Promise<RegistrationLike | undefined>,
  ) {
    setUp(this.registration);
    this.container = new FakeContainer(answer ?? (() => Promise.resolve(this.registration)));
    this.watcher = watchAppUpdates(this.host());
  }

  comeToForeground(): void {
    for (const listener of this.foregroundListeners) listener();
  }

  /** The hourly timer fires. */
  tick(): void {
    for (const listener of this.timers) listener();
  }

  private host(): AppUpdateHost {
    return {
      container: this.container,
      scriptUrl: '/sw.js',
      scope: '/',
      isOnline: () => this.isOnline,
      onForeground: (listener) => {
        this.foregroundListeners.add(listener);
        return () => this.foregroundListeners.delete(listener);
      },
      every: (intervalMs, listener) => {
        this.intervals.push(intervalMs);
        this.timers.add(listener);
        return () => this.timers.delete(listener);
      },
      reload: () => {
        this.reloads += 1;
      },
      reportError: (message) => {
        this.errors.push(message);
      },
    };
  }
}

/** Opens a page whose registration is first set up by `setUp`, once the registration has resolved. */
async function openPage(
  setUp: (registration: FakeRegistration) => void = () => undefined,
  answer?: () => Promise<RegistrationLike | undefined>,
): Promise<FakePage> {
  const page = new FakePage(setUp, answer);
  await flushPromises();
  return page;
}

/** A page with a version of the app already active. */
function openInstalledApp(): Promise<FakePage> {
  return openPage((registration) => {
    registration.active = new FakeWorker('activated');
  });
}

describe('watchAppUpdates', () => {
  it('registers /sw.js for the whole site', async () => {
    const page = await openPage();
    expect(page.container.registrations).toEqual([{ scriptUrl: '/sw.js', options: { scope: '/' } }]);
  });

  it('offers nothing for the first install, and the first worker taking the page does not reload it', async () => {
    const page = await openPage();
    const first = page.registration.findNewVersion();
    page.registration.finishInstalling(first);
    page.registration.active = first;
    first.moveTo('activated');
    page.container.changeController();
    expect(page.watcher.getSnapshot().isUpdateReady).toBe(false);
    expect(page.reloads).toBe(0);
  });

  it('offers the new version when one installs while the current one is active', async () => {
    const page = await openInstalledApp();
    let notifications = 0;
    page.watcher.subscribe(() => {
      notifications += 1;
    });
    const next = page.registration.findNewVersion();
    expect(page.watcher.getSnapshot().isUpdateReady).toBe(false);
    page.registration.finishInstalling(next);
    expect(page.watcher.getSnapshot()).toEqual({ isUpdateReady: true, isApplying: false, updateCount: 1 });
    expect(notifications).toBe(1);
  });

  it('offers a version that was already waiting when the page registered', async () => {
    const page = await openPage((registration) => {
      registration.active = new FakeWorker('activated');
      registration.waiting = new FakeWorker('installed');
    });
    expect(page.watcher.getSnapshot().isUpdateReady).toBe(true);
  });

  it('follows a version still installing when the page registered', async () => {
    const installing = new FakeWorker('installing');
    const page = await openPage((registration) => {
      registration.active = new FakeWorker('activated');
      registration.installing = installing;
    });
    expect(page.watcher.getSnapshot().isUpdateReady).toBe(false);
    page.registration.finishInstalling(installing);
    expect(page.watcher.getSnapshot().isUpdateReady).toBe(true);
  });

  it('counts each new version, so a prompt dismissed for one shows again for the next', async () => {
    const page = await openInstalledApp();
    page.registration.finishInstalling(page.registration.findNewVersion());
    page.registration.finishInstalling(page.registration.findNewVersion());
    expect(page.watcher.getSnapshot().updateCount).toBe(2);
  });

  it('on Reload, tells the waiting version to take over and reloads once when it controls the page', async () => {
    const page = await openInstalledApp();
    const next = page.registration.findNewVersion();
    page.registration.finishInstalling(next);

    page.watcher.applyUpdate();
    expect(next.messages).toEqual([skipWaitingMessage]);
    expect(page.watcher.getSnapshot().isApplying).toBe(true);
    expect(page.reloads).toBe(0);

    page.container.changeController();
    page.container.changeController();
    page.watcher.applyUpdate();
    expect(next.messages).toHaveLength(1);
    expect(page.reloads).toBe(1);
  });

  it('on Reload, reloads once the new version is activated even if no controller change reaches the page', async () => {
    const page = await openInstalledApp();
    const next = page.registration.findNewVersion();
    page.registration.finishInstalling(next);

    page.watcher.applyUpdate();
    next.moveTo('activating');
    expect(page.reloads).toBe(0);
    next.moveTo('activated');
    expect(page.reloads).toBe(1);
    page.container.changeController();
    expect(page.reloads).toBe(1);
  });

  it('on Reload, asks the waiting version again after a while, and reloads once it no longer waits', async () => {
    const page = await openInstalledApp();
    const next = page.registration.findNewVersion();
    page.registration.finishInstalling(next);
    vi.useFakeTimers();
    try {
      page.watcher.applyUpdate();
      vi.advanceTimersByTime(applyRetryDelayMs);
      expect(next.messages).toEqual([skipWaitingMessage, skipWaitingMessage]);
      expect(page.reloads).toBe(0);
      page.watcher.applyUpdate();
      expect(next.messages).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }

    const other = await openInstalledApp();
    const newer = other.registration.findNewVersion();
    other.registration.finishInstalling(newer);
    vi.useFakeTimers();
    try {
      other.watcher.applyUpdate();
      other.registration.waiting = null;
      vi.advanceTimersByTime(applyRetryDelayMs);
      expect(other.reloads).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on Reload, reloads at once when another tab already switched to the new version', async () => {
    const page = await openInstalledApp();
    const next = page.registration.findNewVersion();
    page.registration.finishInstalling(next);
    // Another tab's Reload: the waiting worker becomes the active one, this page gets a new controller.
    page.registration.waiting = null;
    page.registration.active = next;
    page.container.changeController();
    expect(page.reloads).toBe(0);
    expect(page.watcher.getSnapshot().isUpdateReady).toBe(true);

    page.watcher.applyUpdate();
    expect(page.reloads).toBe(1);
  });

  it('looks for a new version when the tab comes back to the foreground and every hour, only online', async () => {
    const page = await openPage();
    expect(page.intervals).toEqual([appUpdateCheckIntervalMs]);
    expect(appUpdateCheckIntervalMs).toBe(60 * 60 * 1000);

    page.comeToForeground();
    page.tick();
    expect(page.registration.updateCalls).toBe(2);

    page.isOnline = false;
    page.comeToForeground();
    page.tick();
    expect(page.registration.updateCalls).toBe(2);
  });

  it('reports a failed check instead of throwing, and keeps checking', async () => {
    const page = await openPage();
    page.registration.updateError = new Error('network');
    await page.watcher.checkForUpdate();
    page.registration.updateError = undefined;
    await page.watcher.checkForUpdate();
    expect(page.errors).toEqual(['the check for a new version of the app failed']);
    expect(page.registration.updateCalls).toBe(2);
  });

  it('stays quiet where the browser refuses workers without an error', async () => {
    const page = await openPage(undefined, () => Promise.resolve(undefined));
    page.comeToForeground();
    expect(page.registration.updateCalls).toBe(0);
    expect(page.errors).toEqual([]);
    expect(page.watcher.getSnapshot().isUpdateReady).toBe(false);
  });

  it('reports a failed registration', async () => {
    const page = await openPage(undefined, () => Promise.reject(new Error('SecurityError')));
    expect(page.errors).toEqual(['the service worker could not be registered']);
  });

  it('stops listening and checking once stopped', async () => {
    const page = await openInstalledApp();
    page.registration.finishInstalling(page.registration.findNewVersion());
    page.watcher.applyUpdate();
    page.watcher.stop();
    page.container.changeController();
    page.comeToForeground();
    page.tick();
    expect(page.reloads).toBe(0);
    expect(page.registration.updateCalls).toBe(0);
  });
});
