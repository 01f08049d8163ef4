import { dashboardPageKey, type TDashboardSubPath } from '../../shared/routes';
import { hasCatalog } from '../lib/i18n/catalog-loaders';
import { i18n, loadNamespaces } from '../lib/i18n/i18n';
import { resolveRoute } from '../lib/router/resolve-route';
import { loadEmailVerificationBanner } from './email-verification-banner-loader';
import { publicPageLoaders } from './page-loaders';
import { loadDashboardPage, loadProtectedShell, loadPublicLayout } from './route-loaders';

/** An early start that fails is not an error: the page's own load tries again, with its retry. */
const ignoreFailure = () => undefined;

/** The words the signed-in shell shows on its first screen: its own, the page titles, offline and daily tasks. */
const shellNamespaces = ['shell', 'pages', 'offline', 'daily', 'records'];

/** A dashboard page's own words: the namespace named after its area ("stock/add" → stock, "" → dashboard). */
function areaNamespace(subPath: TDashboardSubPath): string {
  return dashboardPageKey(subPath.split('/')[0] ?? '');
}

function startDashboardWords(subPath: TDashboardSubPath): void {
  loadNamespaces(shellNamespaces).catch(ignoreFailure);
  const area = areaNamespace(subPath);
  hasCatalog(i18n.language, area)
    .then((exists) => (exists ? loadNamespaces(area) : undefined))
    .catch(ignoreFailure);
}

/**
 * At boot, while the first catalogs arrive: the code of the page asked for (its layout and its page chunk) and,
 * on a dashboard page, the session read and the shell's and page's words start now, side by side, rather than
 * one after the other once React renders. Issue 16: on a slow phone network each step of that chain cost a round trip before the first paint.
 */
export function startRouteEarly(pathname: string): void {
  const route = resolveRoute(pathname);
  if (route.kind === 'public') {
    loadPublicLayout().catch(ignoreFailure);
    publicPageLoaders[route.path]().catch(ignoreFailure);
  } else if (route.kind === 'dashboard') {
    // The API client is asked for beside the session code that needs it: the browser would otherwise find it only
    // once that code has arrived, a round trip later.
    Promise.all([import('../lib/session/session-api'), import('../lib/api-client')])
      .then(([{ startCurrentSessionRead }]) => startCurrentSessionRead())
      .then((answer) => {
        // A new account's first screen shows the banner of its address to verify: its code and words start now.
        if (answer.ok && answer.data.status && !answer.data.status.user.emailVerified) {
          loadEmailVerificationBanner().catch(ignoreFailure);
        }
      })
      .catch(ignoreFailure);
    loadProtectedShell().catch(ignoreFailure);
    loadDashboardPage(route.subPath)().catch(ignoreFailure);
    startDashboardWords(route.subPath);
  }
}
