import { lazy, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { dashboardSubPaths, legacyRedirects, publicPaths, type TDashboardSubPath } from '../../shared/routes';
import { LanguageSwitch } from '../components/layout/language-switch';
import { withRetry } from '../lib/lazy-with-retry';
import { publicPageLoaders, type PageLoader } from './page-loaders';
import { PageBoundary, PageSlot, toLazyPages } from './page-slot';

const PublicLayout = lazy(
  withRetry(() =>
    import('../features/public/components/public-layout').then((module) => ({
      default: module.PublicLayout,
    })),
  ),
);
/**
 * The signed-in shell behind its session check, in the dashboard branch only: the public pages never download
 * the session code. Both chunks load in parallel so the shell is ready when the session is confirmed.
 */
const ProtectedDashboardShell = lazy(
  withRetry(async () => {
    const [{ RequireSession }, { DashboardShell }] = await Promise.all([
      import('./require-session'),
      import('./shell/dashboard-shell'),
    ]);
    function ProtectedDashboardShell() {
      return (
        <RequireSession>
          <DashboardShell />
        </RequireSession>
      );
    }
    return { default: ProtectedDashboardShell };
  }),
);

/** A dashboard page: its loader comes from the dashboard loaders' own chunk, then the page's chunk. */
function loadDashboardPage(subPath: TDashboardSubPath): PageLoader {
  return withRetry(() =>
    import('./dashboard-page-loaders').then(({ dashboardPageLoaders }) => dashboardPageLoaders[subPath]()),
  );
}

const publicPages = toLazyPages(publicPageLoaders);
const dashboardPages = toLazyPages(
  Object.fromEntries(dashboardSubPaths.map((subPath) => [subPath, loadDashboardPage(subPath)])) as Record<
    TDashboardSubPath,
    PageLoader
  >,
);

/** Each navigation starts at the top of the new page (the browser restores positions on back/forward). */
function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * Every route of spec §2, one lazy chunk per page (declarative routes: see docs/adr/0001). Layouts are lazy
 * too, so the public site never downloads the signed-in shell and the reverse. /dashboard and everything
 * under it need a session (RequireSession).
 */
export function AppRoutes() {
  useScrollToTopOnNavigate();
  return (
    <Routes>
      <Route
        element={
          <PageBoundary>
            <PublicLayout languageSwitch={<LanguageSwitch className="w-36" />} />
          </PageBoundary>
        }
      >
        {publicPaths.map((path) => (
          <Route key={path} path={path} element={<PageSlot page={publicPages[path]} />} />
        ))}
        <Route path="*" element={<PageSlot page={publicPages['*']} />} />
      </Route>
      <Route
        path="/dashboard"
        element={
          <PageBoundary>
            <ProtectedDashboardShell />
          </PageBoundary>
        }
      >
        {dashboardSubPaths.map((subPath) =>
          subPath === '' ? (
            <Route key="index" index element={<PageSlot page={dashboardPages[subPath]} />} />
          ) : (
            <Route key={subPath} path={subPath} element={<PageSlot page={dashboardPages[subPath]} />} />
          ),
        )}
      </Route>
      {Object.entries(legacyRedirects).map(([from, to]) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
    </Routes>
  );
}
