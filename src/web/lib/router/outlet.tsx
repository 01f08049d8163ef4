import { createContext, use, type ReactNode } from 'react';
import type { RouteParams } from './match-path';

interface MatchedRoute {
  /** What the layout shows where it puts its <Outlet />: the page of the URL. */
  outlet: ReactNode;
  params: RouteParams;
}

const MatchedRouteContext = createContext<MatchedRoute>({ outlet: null, params: {} });

/** Gives a layout the page to show in its outlet and the page's route parameters. */
export function MatchedRouteProvider({ outlet, params, children }: MatchedRoute & { children: ReactNode }) {
  return <MatchedRouteContext value={{ outlet, params }}>{children}</MatchedRouteContext>;
}

/** Where a layout shows the page of the URL. */
export function Outlet() {
  return use(MatchedRouteContext).outlet;
}

/** The values of the `:name` segments of the page's route ('/dashboard/shop/:productId' gives productId). */
export function useParams(): RouteParams {
  return use(MatchedRouteContext).params;
}
