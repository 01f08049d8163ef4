import { useEffect } from 'react';
import { dashboardSubPaths, type TDashboardSubPath } from '../../shared/routes';
import { LanguageSwitch } from '../components/layout/language-switch';
import { useLocation } from '../lib/router/browser-router';
import { Navigate } from '../lib/router/navigate';
import { MatchedRouteProvider } from '../lib/router/outlet';
import { loadDashboardPage, loadProtectedShell, loadPublicLayout } from './route-loaders';
import { publicPageLoaders, type PageLoader } from './page-loaders';
import { PageBoundary, PageSlot, toLazyPages, toRouteComponent } from './page-slot';
import { resolveRoute } from '../lib/router/resolve-route';

const PublicLayout = toRouteComponent(loadPublicLayout);
const ProtectedDashboardShell = toRouteComponent(loadProtectedShell);

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
 * Every route of spec §2 (src/shared/routes.ts, matched by resolveRoute: see docs/adr/0006), one lazy chunk per
 * page (loaded without React.lazy: see toRouteComponent in page-slot.tsx). Layouts are lazy too, so the public
 * site never downloads the signed-in shell and the reverse. A layout stays mounted while its pages change (its <Outlet /> shows the page). /dashboard and everything under it need
 * a session (RequireSession).
 */
export function AppRoutes() {
  useScrollToTopOnNavigate();
  const { pathname } = useLocation();
  const route = resolveRoute(pathname);
  switch (route.kind) {
    case 'redirect':
      return <Navigate to={route.to} replace />;
    case 'public':
      return (
        <MatchedRouteProvider outlet={<PageSlot page={publicPages[route.path]} />} params={{}}>
          <PageBoundary>
            <PublicLayout languageSwitch={<LanguageSwitch className="w-36" />} />
          </PageBoundary>
        </MatchedRouteProvider>
      );
    case 'dashboard':
      return (
        <MatchedRouteProvider
          outlet={<PageSlot page={dashboardPages[route.subPath]} />}
          params={route.params}
        >
          <PageBoundary>
            <ProtectedDashboardShell />
          </PageBoundary>
        </MatchedRouteProvider>
      );
  }
}
