/**
 * React side of the update watcher: registers the service worker on first use and follows whether a new
 * version of the app waits for the user.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { AppUpdateSnapshot } from './app-update-watcher';
import { currentAppUpdateWatcher, registerServiceWorker } from './register-service-worker';

const noUpdate: AppUpdateSnapshot = { isUpdateReady: false, isApplying: false, updateCount: 0 };

/** Subscribing (after the first render, never during one) is what registers the worker. */
function subscribe(listener: () => void): () => void {
  return registerServiceWorker()?.subscribe(listener) ?? (() => undefined);
}

function getSnapshot(): AppUpdateSnapshot {
  return currentAppUpdateWatcher()?.getSnapshot() ?? noUpdate;
}

export function useAppUpdate(): AppUpdateSnapshot & { applyUpdate: () => void } {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, () => noUpdate);
  const applyUpdate = useCallback(() => {
    currentAppUpdateWatcher()?.applyUpdate();
  }, []);
  return { ...snapshot, applyUpdate };
}
