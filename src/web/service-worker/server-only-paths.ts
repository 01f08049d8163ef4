// The paths the server answers itself and the app's worker leaves alone (issue 6): the JSON API and its
// reference page, the metrics, and the QA downloads. A navigation there is never answered with the app's HTML
// (a CSV asked for by a link must stay a CSV), and their requests go straight to the network.

/** For Workbox's navigation route: the paths whose navigations are not answered with index.html. */
export const serverOnlyNavigations: readonly RegExp[] = [
  /^\/api(?:[/?]|$)/,
  /^\/metrics(?:[/?]|$)/,
  /^\/qa\//,
];

/**
 * The same paths as URL patterns (relative to the worker's own URL, at the site's root), for the browser's static
 * routes: requests there go to the network without waking the worker (static-routes.ts).
 */
export const serverOnlyPatterns: readonly string[] = ['/api', '/api/*', '/metrics', '/metrics/*', '/qa/*'];
