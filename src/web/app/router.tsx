import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { dashboardSubPaths, legacyRedirects, publicPaths } from '../../shared/routes';
import { RouteErrorFallback } from '../components/feedback/route-error-fallback';
import { dashboardPageKey, dashboardPageLoaders, publicPageLoaders, type PageLoader } from './page-loaders';
import { RootLayout } from './root-layout';
import { withRetry } from '../lib/lazy-with-retry';

export interface DashboardRouteHandle {
  /** Key of the page's title and meta texts (meta:<key>.title). */
  pageKey: string;
  subPath: string;
}

function lazyPage(load: PageLoader): RouteObject['lazy'] {
  return async () => ({ Component: (await load()).default });
}

const loadPublicLayout = withRetry(() => import('../features/public/components/public-layout'));
const loadDashboardShell = withRetry(() => import('./shell/dashboard-shell'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorFallback />,
    children: [
      {
        lazy: async () => ({ Component: (await loadPublicLayout()).PublicLayout }),
        errorElement: <RouteErrorFallback />,
        children: [
          ...publicPaths.map((path) => ({ path, lazy: lazyPage(publicPageLoaders[path]) })),
          { path: '*', lazy: lazyPage(publicPageLoaders['*']) },
        ],
      },
      {
        path: '/dashboard',
        lazy: async () => ({ Component: (await loadDashboardShell()).DashboardShell }),
        errorElement: <RouteErrorFallback />,
        children: dashboardSubPaths.map((subPath): RouteObject => {
          const handle: DashboardRouteHandle = { pageKey: dashboardPageKey(subPath), subPath };
          const lazy = lazyPage(dashboardPageLoaders[subPath]);
          return subPath === ''
            ? { index: true, handle, lazy, errorElement: <RouteErrorFallback /> }
            : { path: subPath, handle, lazy, errorElement: <RouteErrorFallback /> };
        }),
      },
      ...Object.entries(legacyRedirects).map(([from, to]) => ({ path: from, element: <Navigate to={to} replace /> })),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
