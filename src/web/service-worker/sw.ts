/// <reference lib="webworker" />
// The app's service worker (issue 6, built by vite-plugin-pwa's injectManifest into dist/web/sw.js): precaches
// the app shell and every built file, answers every in-app navigation with index.html so any route opens offline
// after one visit, and lets the server-only paths go to the network untouched. The first version takes the open
// page at once (clientsClaim); a new version waits until the user chooses "Recharger", which sends SKIP_WAITING
// (src/web/lib/pwa/app-update-watcher.ts).
import { cacheNames, clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { skipWaitingMessage } from '../lib/pwa/skip-waiting-message';
import { serverOnlyNavigations, serverOnlyPatterns } from './server-only-paths';
import { addStaticRoutes, cacheRoutes, networkRoutes } from './static-routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/**
 * The built files with a hash in their name: precached under their own URL (no revision), so the precache can
 * answer them without the worker.
 */
const hashedAssetPatterns = ['/assets/*'];

self.addEventListener('install', (event) => {
  addStaticRoutes(event, [
    ...networkRoutes(serverOnlyPatterns),
    ...cacheRoutes(hashedAssetPatterns, cacheNames.precache),
  ]);
});

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === skipWaitingMessage.type) {
    event.waitUntil(self.skipWaiting());
  }
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...serverOnlyNavigations] }),
);
clientsClaim();
