import {
  dashboardPath,
  dashboardSubPaths,
  legacyRedirects,
  publicPaths,
  type TDashboardSubPath,
  type TPublicPath,
} from '../../../shared/routes';
import { matchPath, type RouteParams } from './match-path';

/** What the app shows for a URL path (spec §2). */
export type ResolvedRoute =
  | { kind: 'public'; path: TPublicPath | '*' }
  | { kind: 'dashboard'; subPath: TDashboardSubPath; params: RouteParams }
  | { kind: 'redirect'; to: string };

/** Patterns with a `:name` segment are tried last, so a fixed path always wins over a parameter. */
const dashboardRoutes = [...dashboardSubPaths].sort(
  (a, b) => Number(a.includes(':')) - Number(b.includes(':')),
);

/**
 * The page of `pathname`: a public page, a dashboard page with its parameters, a short path of spec §2 that
 * redirects to its /dashboard page, or the "not found" page (a public page) for anything else.
 */
export function resolveRoute(pathname: string): ResolvedRoute {
  const publicPath = publicPaths.find((path) => matchPath(path, pathname));
  if (publicPath !== undefined) return { kind: 'public', path: publicPath };
  for (const subPath of dashboardRoutes) {
    const params = matchPath(dashboardPath(subPath), pathname);
    if (params) return { kind: 'dashboard', subPath, params };
  }
  const redirect = Object.entries(legacyRedirects).find(([from]) => matchPath(from, pathname));
  if (redirect) return { kind: 'redirect', to: redirect[1] };
  return { kind: 'public', path: '*' };
}
