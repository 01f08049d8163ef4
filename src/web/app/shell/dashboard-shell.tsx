import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Outlet } from '../../lib/router/outlet';
import { PageSkeleton } from '../../components/feedback/page-skeleton';
import { PageMeta } from '../../components/layout/page-meta';
import { createQueryClient } from '../../lib/query-client';
import { useDashboardPage } from '../../lib/use-dashboard-page';
import { SessionExpiryMonitor } from '../../features/session-expiry/components/session-expiry-monitor';
import { DailyTaskTriggers } from '../../features/daily-tasks/components/daily-task-triggers';
import { useDailyTasksRemaining } from '../../features/daily-tasks/components/use-daily-tasks';
import { cn } from '../../lib/cn';
import { AppUpdatePrompt } from './app-update-prompt';
import { AssistantPanel } from './assistant-panel';
import { DailyTasksTab } from './daily-tasks-tab';
import { DesktopSidebar } from './desktop-sidebar';
import { EmailVerificationSlot, useIsEmailVerificationPending } from './email-verification-slot';
import { CachedDataNotice } from '../../features/offline/components/cached-data-notice';
import { MobileDrawer } from './mobile-drawer';
import { MobileTopBar } from './mobile-top-bar';
import { QuickActions } from './quick-actions';
import { SearchDialog } from './search-dialog';
import { SessionBannerSlot } from './session-banner-slot';
import { ToolDock } from './tool-dock';
import { ShellUserContext, useShellUser } from './shell-user-context';
import { useDailyDrawer } from './use-daily-drawer';
import { useMobileDrawer } from './use-mobile-drawer';
import { useIdlePanelPreload } from './use-idle-panel-preload';
import { useRoutePrefetch } from './use-route-prefetch';
import { useOfflineRuntime } from './use-offline-runtime';
import { useSessionShellUser } from './use-session-shell-user';
import { withRetry } from '../../lib/lazy-with-retry';

/** The admin's alert panel: its own chunk, fetched only for an admin. */
const AdminAlertPanel = lazy(
  withRetry(() => import('../../features/monitoring/components/admin-alert-panel')),
);

interface DashboardShellProps {
  /** Shows the Monitoring link; by default taken from the signed-in user (the server's admin flag). */
  isPrivileged?: boolean;
}

/**
 * Layout of /dashboard (spec §2 "Shell") for the signed-in user of the session (a SessionProvider is mounted
 * above it by the route guard): the user's e-mail, admin flag and sign-out reach the sidebar through
 * ShellUserContext.
 */
export function DashboardShell({ isPrivileged }: DashboardShellProps) {
  const shellUser = useSessionShellUser();
  // One cache per signed-in shell: signing out unmounts it, so the next user never sees these records.
  const [queryClient] = useState(createQueryClient);
  useOfflineRuntime(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ShellUserContext value={shellUser}>
        <DashboardLayout isPrivileged={isPrivileged} />
      </ShellUserContext>
    </QueryClientProvider>
  );
}

/**
 * The sidebar (collapsible on desktop, a modal drawer under 768 px), the session and e-mail banners, the page,
 * the quick actions, the daily tasks tab, the search dialog and Louise's panel.
 */
function DashboardLayout({ isPrivileged }: DashboardShellProps) {
  const { t } = useTranslation('shell');
  const user = useShellUser();
  const handle = useDashboardPage();
  const { isDrawerOpen, openDrawer, closeDrawer } = useMobileDrawer();
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const [isAssistantOpen, setIsAssistantOpen] = useState(false);
  const assistantPanelId = useId();
  const dailyDrawer = useDailyDrawer();
  // The page shows once the e-mail banner above it is settled, so the banner never pushes it down.
  const isBannerPending = useIsEmailVerificationPending();

  useRoutePrefetch();
  useIdlePanelPreload();

  const openSearch = useCallback(() => {
    setIsSearchOpen(true);
  }, []);
  const toggleAssistant = useCallback(() => {
    setIsAssistantOpen((open) => !open);
  }, []);
  const { signOut } = user;
  const handleSignOut = useCallback(() => {
    void signOut?.();
  }, [signOut]);

  const sidebarProps = {
    isPrivileged: isPrivileged ?? user.isPrivileged ?? false,
    isAssistantOpen,
    assistantPanelId,
    onOpenSearch: openSearch,
    onToggleAssistant: toggleAssistant,
  };

  return (
    <div className="flex min-h-dvh bg-slate-50 text-slate-900">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-emerald-800 focus:shadow"
      >
        {t('skipToContent')}
      </a>
      {handle && (
        <Suspense fallback={null}>
          <PageMeta page={handle.pageKey} namespace="pages" />
        </Suspense>
      )}

      <DesktopSidebar {...sidebarProps} />
      <MobileDrawer {...sidebarProps} isOpen={isDrawerOpen} onClose={closeDrawer} />

      {/* The page keeps clear of the tool dock: the bar at a phone's foot, the rail on the right of a wide
          screen, and on a large one the open "Jour" drawer (the page narrows instead of lying under it). */}
      <div className={cn('flex min-w-0 flex-1 flex-col md:pr-16', dailyDrawer.isOpen && 'lg:pr-[28rem]')}>
        <MobileTopBar isDrawerOpen={isDrawerOpen} onOpenDrawer={openDrawer} onOpenSearch={openSearch} />
        <main
          id="main"
          tabIndex={-1}
          className="flex-1 pb-[calc(6rem+env(safe-area-inset-bottom))] focus:outline-none md:pb-12"
        >
          <SessionBannerSlot>
            <SessionExpiryMonitor onSignOut={handleSignOut} />
            <EmailVerificationSlot />
            <CachedDataNotice />
          </SessionBannerSlot>
          {/* Loaded meanwhile (its code and data are on their way), shown once the banner above is settled. */}
          <div hidden={isBannerPending}>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>

      <aside aria-label={t('sidebar.tools')}>
        <ToolDock isShiftedByDrawer={dailyDrawer.isOpen}>
          <DailyTasksTab
            remainingCount={useDailyTasksRemaining()}
            isOpen={dailyDrawer.isOpen}
            onOpenChange={dailyDrawer.setIsOpen}
          />
          {sidebarProps.isPrivileged && (
            <Suspense fallback={null}>
              <AdminAlertPanel />
            </Suspense>
          )}
          <QuickActions />
        </ToolDock>
        <AssistantPanel id={assistantPanelId} isOpen={isAssistantOpen} onOpenChange={setIsAssistantOpen} />
        <SearchDialog isOpen={isSearchOpen} onOpenChange={setIsSearchOpen} />
        <Suspense fallback={null}>
          <DailyTaskTriggers />
        </Suspense>
      </aside>
      <AppUpdatePrompt />
    </div>
  );
}

export default DashboardShell;
