/**
 * Registers the app's service worker (built by vite-plugin-pwa as /sw.js) once per page and gives the one
 * update watcher of the page. Imported by the signed-in shell only: the public pages stay light (the home
 * page's script budget) and are still served offline by a worker installed during an earlier dashboard visit.
 */
import { watchAppUpdates, type AppUpdateHost, type AppUpdateWatcher } from './app-update-watcher';

let pageWatcher: AppUpdateWatcher | null | undefined;

function browserHost(container: ServiceWorkerContainer): AppUpdateHost {
  return {
    container,
    scriptUrl: '/sw.js',
    scope: '/',
    isOnline: () => navigator.onLine,
    onForeground(listener) {
      const handleVisibilityChange = () => {
        if (document.visibilityState === 'visible') listener();
      };
      document.addEventListener('visibilitychange', handleVisibilityChange);
      return () => {
        document.removeEventListener('visibilitychange', handleVisibilityChange);
      };
    },
    every(intervalMs, listener) {
      const timer = window.setInterval(listener, intervalMs);
      return () => {
        window.clearInterval(timer);
      };
    },
    reload: () => {
      window.location.reload();
    },
    reportError(message, error) {
      console.warn(`MethaPilot: ${message}`, error);
    },
  };
}

/**
 * The page's update watcher, registering the worker on the first call; null where there is no worker: a
 * browser without service workers, or the Vite dev server, which does not build one.
 */
export function registerServiceWorker(): AppUpdateWatcher | null {
  if (pageWatcher !== undefined) return pageWatcher;
  const isSupported = typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
  pageWatcher =
    isSupported && import.meta.env.PROD ? watchAppUpdates(browserHost(navigator.serviceWorker)) : null;
  return pageWatcher;
}

/** The page's update watcher if the worker was registered already (never registers: safe during a render). */
export function currentAppUpdateWatcher(): AppUpdateWatcher | null {
  return pageWatcher ?? null;
}
