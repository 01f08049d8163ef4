import { useMemo } from 'react';
import { useLocation } from './router/browser-router';
import { resolveRoute } from './router/resolve-route';
import { dashboardPageKey } from '../../shared/routes';

export interface DashboardPage {
  /** Key of the page's texts: pages:<key>.title, .description, .keywords. */
  pageKey: string;
  /** The route pattern under /dashboard ('' for the dashboard itself). */
  subPath: string;
}

/** The dashboard page the current URL shows (the one the router renders), or null outside /dashboard or on an unknown path. */
export function findDashboardPage(pathname: string): DashboardPage | null {
  const route = resolveRoute(pathname);
  return route.kind === 'dashboard'
    ? { pageKey: dashboardPageKey(route.subPath), subPath: route.subPath }
    : null;
}

export function useDashboardPage(): DashboardPage | null {
  const { pathname } = useLocation();
  return useMemo(() => findDashboardPage(pathname), [pathname]);
}
