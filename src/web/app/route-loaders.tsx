import type { ComponentType } from 'react';
import { dashboardPageKey, type TDashboardSubPath } from '../../shared/routes';
import { hasCatalog } from '../lib/i18n/catalog-loaders';
import { i18n, loadNamespaces } from '../lib/i18n/i18n';
import { withRetry } from '../lib/lazy-with-retry';
import type { PageLoader } from './page-loaders';

type LayoutModule<Props> = { default: ComponentType<Props> };

/** The public site's layout (header, footer, language switch): its own chunk, each load retried once. */
export const loadPublicLayout = withRetry(() =>
  import('../features/public/components/public-layout').then(
    (module): LayoutModule<Parameters<typeof module.PublicLayout>[0]> => ({ default: module.PublicLayout }),
  ),
);

/** The words the signed-in shell shows on its first screen: its own, the page titles, offline and daily tasks. */
export const shellNamespaces = ['shell', 'pages', 'offline', 'daily', 'records'];

/** A dashboard page's own words: the namespace named after its area ("stock/add" → stock, "" → dashboard). */
function areaNamespace(subPath: TDashboardSubPath): string {
  return dashboardPageKey(subPath.split('/')[0] ?? '');
}

/**
 * Words that a route's code needs on its first render, loaded with that code: the route is shown once both are in.
 * A first render that suspended on its words would show a Suspense fallback, and React then holds back what
 * replaces a fallback until 300 ms after it was shown. A failed load is not an error here (the render asks again).
 */
function wordsOf(namespaces: readonly string[]): Promise<void> {
  return loadNamespaces(namespaces).catch(() => undefined);
}

export function loadPageWords(subPath: TDashboardSubPath): Promise<void> {
  const area = areaNamespace(subPath);
  return hasCatalog(i18n.language, area)
    .then((exists) => (exists ? wordsOf([area]) : undefined))
    .catch(() => undefined);
}

/**
 * The signed-in shell behind its session check, in the dashboard branch only: the public pages never download
 * the session code. Both chunks and the shell's words load in parallel so the shell is ready when the session is
 * confirmed.
 */
export const loadProtectedShell = withRetry(async (): Promise<LayoutModule<object>> => {
  const [{ RequireSession }, { DashboardShell }] = await Promise.all([
    import('./require-session'),
    import('./shell/dashboard-shell'),
    wordsOf(shellNamespaces),
  ]);
  function ProtectedDashboardShell() {
    return (
      <RequireSession>
        <DashboardShell />
      </RequireSession>
    );
  }
  return { default: ProtectedDashboardShell };
});

/**
 * The dashboard itself, the first page after sign-in: loaded straight from here, without the loaders' chunk (which
 * carries the other pages' lists of chunks to preload, see vite.config.ts) on its way.
 */
export const loadDashboardHome: PageLoader = withRetry(
  () => import('../features/dashboard/pages/dashboard-page'),
);

/** A page's code with its words (see wordsOf). */
function withPageWords(subPath: TDashboardSubPath, load: PageLoader): PageLoader {
  return () => Promise.all([load(), loadPageWords(subPath)]).then(([module]) => module);
}

const pageLoaders = new Map<TDashboardSubPath, PageLoader>();

/**
 * A dashboard page: its loader comes from the dashboard loaders' own chunk, then the page's chunk. One loader per
 * page, shared by the router, the early start and the prefetch.
 */
export function loadDashboardPage(subPath: TDashboardSubPath): PageLoader {
  let loader = pageLoaders.get(subPath);
  if (!loader) {
    loader = withPageWords(
      subPath,
      subPath === ''
        ? loadDashboardHome
        : withRetry(() =>
            import('./dashboard-page-loaders').then(({ dashboardPageLoaders }) =>
              dashboardPageLoaders[subPath](),
            ),
          ),
    );
    pageLoaders.set(subPath, loader);
  }
  return loader;
}
