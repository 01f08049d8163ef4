import type { ComponentType } from 'react';
import type { TDashboardSubPath } from '../../shared/routes';
import { withRetry } from '../lib/lazy-with-retry';
import type { PageLoader } from './page-loaders';

type LayoutModule<Props> = { default: ComponentType<Props> };

/** The public site's layout (header, footer, language switch): its own chunk, each load retried once. */
export const loadPublicLayout = withRetry(() =>
  import('../features/public/components/public-layout').then(
    (module): LayoutModule<Parameters<typeof module.PublicLayout>[0]> => ({ default: module.PublicLayout }),
  ),
);

/**
 * The signed-in shell behind its session check, in the dashboard branch only: the public pages never download
 * the session code. Both chunks load in parallel so the shell is ready when the session is confirmed.
 */
export const loadProtectedShell = withRetry(async (): Promise<LayoutModule<object>> => {
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
});

/** A dashboard page: its loader comes from the dashboard loaders' own chunk, then the page's chunk. */
export function loadDashboardPage(subPath: TDashboardSubPath): PageLoader {
  return withRetry(() =>
    import('./dashboard-page-loaders').then(({ dashboardPageLoaders }) => dashboardPageLoaders[subPath]()),
  );
}
