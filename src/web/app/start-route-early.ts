import { loadEmailVerificationBanner } from './email-verification-banner-loader';
import { publicPageLoaders } from './page-loaders';
import { startRouteLoad } from './page-slot';
import { loadDashboardPage, loadProtectedShell, loadPublicLayout } from './route-loaders';
import { i18n } from '../lib/i18n/i18n';
import { resolveRoute } from '../lib/router/resolve-route';

/** An early start that fails is not an error here: the route that needs it shows the failure (with its retry). */
const ignoreFailure = () => undefined;

/**
 * At boot, while the first catalogs arrive: the code of the page asked for (its layout and its page chunk) and,
 * on a dashboard page, the session read and the shell's and page's words start now, side by side, rather than
 * one after the other once React renders.
 * Issue 16: on a slow phone network each step of that chain cost a round trip before the first paint.
 */
export function startRouteEarly(pathname: string): void {
  const route = resolveRoute(pathname);
  if (route.kind === 'public') {
    startRouteLoad(loadPublicLayout);
    startRouteLoad(publicPageLoaders[route.path]);
  } else if (route.kind === 'dashboard') {
    // The session read is sent first, before the code that reads its answer: sent from there, it queued behind the
    // dozens of chunks the page asks for on a first visit (six connections per server over HTTP/1.1). Its headers
    // are those of lib/api-client.ts.
    const sent = fetch('/api/session/current', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Accept-Language': i18n.language },
    });
    sent.catch(ignoreFailure);
    // The API client is asked for beside the session code that needs it: the browser would otherwise find it only
    // once that code has arrived, a round trip later.
    Promise.all([import('../lib/session/session-api'), import('../lib/api-client')])
      .then(([{ startCurrentSessionRead }]) => startCurrentSessionRead(sent))
      .then((answer) => {
        // A new account's first screen shows the banner of its address to verify: its code and words start now.
        if (answer.ok && answer.data.status && !answer.data.status.user.emailVerified) {
          loadEmailVerificationBanner().catch(ignoreFailure);
        }
      })
      .catch(ignoreFailure);
    // The loads the router's components then show (page-slot.tsx); both fetch their words too (route-loaders.ts).
    startRouteLoad(loadProtectedShell);
    startRouteLoad(loadDashboardPage(route.subPath));
  }
}
