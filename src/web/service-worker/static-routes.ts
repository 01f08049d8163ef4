// Static routes (the Service Worker Static Routing API, Chromium 123 and later): declared when a version installs,
// they answer some requests without starting the worker at all: the server-only paths (server-only-paths.ts)
// from the network, and the built files whose names carry their hash from the precache.
//
// Why it matters beyond speed: when the user accepts a new version, the browser stops the old worker before the
// new one takes over. A request that reaches the old worker while it stops starts it again, and Chromium then keeps
// the new version waiting until the old one has been idle for a long while (seen in pwa.spec.ts: the session
// heartbeat and the route prefetch sent right after the click left "Recharger" waiting for minutes). API calls
// and lazy-loaded pages are the requests an open page makes at any time; with these routes they reach no worker.

/** The part of the static routing API used here (not in TypeScript's lib yet). */
export interface StaticRoute {
  condition: { urlPattern: string };
  /** 'network', or a Cache Storage cache (on a miss the browser goes to the network). */
  source: 'network' | { cacheName: string };
}

interface RoutableInstallEvent extends ExtendableEvent {
  addRoutes(routes: StaticRoute[]): Promise<void>;
}

function canAddRoutes(event: ExtendableEvent): event is RoutableInstallEvent {
  return 'addRoutes' in event && typeof event.addRoutes === 'function';
}

/** Requests matching these patterns go straight to the network. */
export function networkRoutes(patterns: readonly string[]): StaticRoute[] {
  return patterns.map((urlPattern) => ({ condition: { urlPattern }, source: 'network' }));
}

/** Requests matching these patterns are answered from the cache `cacheName`. */
export function cacheRoutes(patterns: readonly string[], cacheName: string): StaticRoute[] {
  return patterns.map((urlPattern) => ({ condition: { urlPattern }, source: { cacheName } }));
}

/** Declares the routes when the browser supports them; elsewhere the worker's fetch handler sees every request. */
export function addStaticRoutes(event: ExtendableEvent, routes: StaticRoute[]): void {
  if (!canAddRoutes(event)) return;
  event.waitUntil(
    event.addRoutes(routes).catch((error: unknown) => {
      // Refused routes must not fail the install: the worker then handles those requests itself, as before.
      console.warn('static routes refused', error);
    }),
  );
}
