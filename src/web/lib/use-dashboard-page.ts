import { useMemo } from 'react';
import { matchPath } from './router/match-path';
import { useLocation } from './router/browser-router';
import { dashboardPageKey, dashboardPath, dashboardSubPaths } from '../../shared/routes';

export interface DashboardPage {
  /** Key of the page's texts: pages:<key>.title, .description, .keywords. */
  pageKey: string;
  /** The route pattern under /dashboard ('' for the dashboard itself). */
  subPath: string;
}

/** The dashboard page the current URL shows, or null outside /dashboard or on an unknown path. */
export function findDashboardPage(pathname: string): DashboardPage | null {
  const subPath = dashboardSubPaths.find((candidate) => matchPath(dashboardPath(candidate), pathname));
  return subPath === undefined ? null : { pageKey: dashboardPageKey(subPath), subPath };
}

export function useDashboardPage(): DashboardPage | null {
  const { pathname } = useLocation();
  return useMemo(() => findDashboardPage(pathname), [pathname]);
}
