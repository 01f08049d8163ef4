import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { toast } from '../../lib/toast';
import {
  Activity,
  CalendarDays,
  Cookie,
  GraduationCap,
  Languages,
  LayoutDashboard,
  Library,
  Lightbulb,
  LogOut,
  Menu,
  Mic,
  Newspaper,
  Package,
  PanelLeftClose,
  PanelLeftOpen,
  Scale,
  Search,
  Settings,
  Siren,
  SlidersHorizontal,
  Truck,
  Users,
  Wallet,
  Wheat,
  Wrench,
  X,
  type LucideIcon,
} from 'lucide-react';
import { dashboardPath, type TDashboardSubPath } from '../../../shared/routes';
import { PageSkeleton } from '../../components/feedback/page-skeleton';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { Logo } from '../../components/layout/logo';
import { PageMeta } from '../../components/layout/page-meta';
import { cn } from '../../lib/cn';
import { useDashboardPage } from '../../lib/use-dashboard-page';
import { AssistantPanel } from './assistant-panel';
import { DailyTasksTab } from './daily-tasks-tab';
import { QuickActions } from './quick-actions';
import { isApplePlatform, SearchDialog } from './search-dialog';
import { SessionBannerSlot } from './session-banner-slot';
import { useShellUser } from './shell-user-context';
import { useRoutePrefetch } from './use-route-prefetch';

/** Local storage key of the desktop sidebar's collapsed state. */
export const sidebarCollapsedStorageKey = 'sidebar-collapsed';
/** Local storage keys of the cookie consent (plain and encrypted copies, spec §9). */
export const cookieConsentStorageKeys = ['cookie-consent', 'encrypted_cookie-consent'] as const;
/** Window event asking the onboarding tutorial to start again; a listener calls preventDefault() to answer. */
export const tutorialRestartEvent = 'methapilot:tutorial-restart';
/** Spec §9: mobile under 768 px. */
const desktopMediaQuery = '(min-width: 768px)';

interface NavItem {
  subPath: TDashboardSubPath;
  labelKey: string;
  icon: LucideIcon;
  isPrivilegedOnly?: boolean;
}

/** Spec §2 sidebar links, in this order. */
const navItems: readonly NavItem[] = [
  { subPath: '', labelKey: 'nav.dashboard', icon: LayoutDashboard },
  { subPath: 'agenda', labelKey: 'nav.agenda', icon: CalendarDays },
  { subPath: 'maintenance', labelKey: 'nav.maintenance', icon: Wrench },
  { subPath: 'stock', labelKey: 'nav.stock', icon: Package },
  { subPath: 'raw-materials', labelKey: 'nav.rawMaterials', icon: Wheat },
  { subPath: 'team', labelKey: 'nav.team', icon: Users },
  { subPath: 'budget', labelKey: 'nav.budget', icon: Wallet },
  { subPath: 'optimisation', labelKey: 'nav.optimisation', icon: SlidersHorizontal },
  { subPath: 'advisory', labelKey: 'nav.advisory', icon: Lightbulb },
  { subPath: 'shop', labelKey: 'nav.shop', icon: Truck },
  { subPath: 'emergency-alerts', labelKey: 'nav.emergencyAlerts', icon: Siren },
  { subPath: 'library', labelKey: 'nav.library', icon: Library },
  { subPath: 'news-blog', labelKey: 'nav.newsBlog', icon: Newspaper },
  { subPath: 'reglementation', labelKey: 'nav.reglementation', icon: Scale },
  { subPath: 'monitoring', labelKey: 'nav.monitoring', icon: Activity, isPrivilegedOnly: true },
  { subPath: 'settings', labelKey: 'nav.settings', icon: Settings },
];

function readStoredCollapsed(): boolean {
  try {
    return localStorage.getItem(sidebarCollapsedStorageKey) === 'true';
  } catch {
    return false;
  }
}

function isDesktopViewport(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(desktopMediaQuery).matches;
}

/** Asks the tutorial to restart; says it is not there yet when no listener answered. */
function restartTutorial(unavailableMessage: string): void {
  const event = new CustomEvent(tutorialRestartEvent, { cancelable: true });
  const isUnanswered = window.dispatchEvent(event);
  if (isUnanswered) void toast.message(unavailableMessage);
}

/** Forgets the cookie choice so the consent banner asks again. */
function resetCookieConsent(): void {
  try {
    for (const key of cookieConsentStorageKeys) localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing stored either
  }
  window.location.reload();
}

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

function itemClasses(isCollapsed: boolean): string {
  return cn(
    'flex h-11 w-full items-center gap-3 rounded-md text-sm font-medium md:h-9',
    isCollapsed ? 'justify-center px-0' : 'px-3',
    focusRing,
  );
}

interface ItemContentProps {
  icon: LucideIcon;
  label: string;
  isCollapsed: boolean;
  children?: ReactNode;
}

/** Icon and label of a sidebar entry; collapsed, the label stays for screen readers only. */
function ItemContent({ icon: Icon, label, isCollapsed, children }: ItemContentProps) {
  return (
    <>
      <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span className={isCollapsed ? 'sr-only' : 'min-w-0 flex-1 truncate text-left'}>{label}</span>
      {!isCollapsed && children}
    </>
  );
}

interface SidebarContentProps {
  isCollapsed: boolean;
  isPrivileged: boolean;
  isAssistantOpen: boolean;
  assistantPanelId: string;
  onOpenSearch: () => void;
  onToggleAssistant: () => void;
  onNavigate?: () => void;
  /** Rendered at the right of the logo (the drawer's close button). */
  headerAction?: ReactNode;
  /** Rendered last (the desktop collapse toggle). */
  footerAction?: ReactNode;
  /** Collapsed only: opens the sidebar to reach the language list. */
  onExpandForLanguage?: () => void;
}

function SidebarContent({
  isCollapsed,
  isPrivileged,
  isAssistantOpen,
  assistantPanelId,
  onOpenSearch,
  onToggleAssistant,
  onNavigate,
  headerAction,
  footerAction,
  onExpandForLanguage,
}: SidebarContentProps) {
  const { t } = useTranslation('shell');
  const user = useShellUser();
  const isApple = isApplePlatform();
  const shortcutHint = isApple ? t('search.hintMac') : t('search.hintOther');
  const { email, signOut } = user;

  return (
    <div className="flex min-h-full flex-col gap-3 py-3">
      <div className={cn('flex items-center gap-2', isCollapsed ? 'justify-center px-2' : 'px-3')}>
        <Link
          to={dashboardPath('')}
          onClick={onNavigate}
          aria-label={t('sidebar.home')}
          title={isCollapsed ? t('sidebar.home') : undefined}
          className={cn(
            'flex min-w-0 flex-1 items-center gap-2 rounded-md',
            isCollapsed && 'justify-center',
            focusRing,
          )}
        >
          <Logo isDecorative />
          {!isCollapsed && (
            <span className="truncate text-lg font-bold tracking-tight text-slate-900">MethaPilot</span>
          )}
        </Link>
        {headerAction}
      </div>

      <div className={cn('space-y-2', isCollapsed ? 'px-2' : 'px-3')}>
        <button
          type="button"
          onClick={onOpenSearch}
          aria-haspopup="dialog"
          aria-keyshortcuts={isApple ? 'Meta+K' : 'Control+K'}
          title={isCollapsed ? `${t('search.open')} (${shortcutHint})` : undefined}
          className={cn(
            itemClasses(isCollapsed),
            'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          <ItemContent icon={Search} label={t('search.open')} isCollapsed={isCollapsed}>
            <kbd
              aria-hidden="true"
              className="hidden rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-sans text-xs text-slate-600 md:inline"
            >
              {shortcutHint}
            </kbd>
          </ItemContent>
        </button>
        <button
          type="button"
          onClick={onToggleAssistant}
          aria-expanded={isAssistantOpen}
          aria-controls={assistantPanelId}
          title={isCollapsed ? `${t('assistant.button')}, ${t('assistant.buttonDetail')}` : undefined}
          className={cn(
            itemClasses(isCollapsed),
            'h-auto min-h-11 bg-emerald-700 py-2 text-white hover:bg-emerald-800 md:h-auto md:min-h-10',
          )}
        >
          <Mic className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span className={isCollapsed ? 'sr-only' : 'flex min-w-0 flex-1 flex-col text-left leading-tight'}>
            <span className="font-semibold">{t('assistant.button')}</span>
            <span className="text-xs font-normal text-emerald-50">{t('assistant.buttonDetail')}</span>
          </span>
        </button>
      </div>

      <nav aria-label={t('nav.label')} className={isCollapsed ? 'px-2' : 'px-3'}>
        <ul className="space-y-1">
          {navItems
            .filter((item) => isPrivileged || !item.isPrivilegedOnly)
            .map((item) => {
              const label = t(item.labelKey);
              return (
                <li key={item.subPath}>
                  <NavLink
                    to={dashboardPath(item.subPath)}
                    end={item.subPath === ''}
                    onClick={onNavigate}
                    title={isCollapsed ? label : undefined}
                    className={({ isActive }) =>
                      cn(
                        itemClasses(isCollapsed),
                        isActive
                          ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
                          : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                      )
                    }
                  >
                    <ItemContent icon={item.icon} label={label} isCollapsed={isCollapsed} />
                  </NavLink>
                </li>
              );
            })}
        </ul>
      </nav>

      <div className={cn('mt-auto space-y-2 border-t border-slate-200 pt-3', isCollapsed ? 'px-2' : 'px-3')}>
        {email && signOut && (
          <div className="space-y-1">
            {!isCollapsed && (
              <p className="px-1 text-xs text-slate-600">
                {t('user.signedInAs')}{' '}
                <span className="block truncate text-sm font-medium text-slate-900" title={email}>
                  {email}
                </span>
              </p>
            )}
            <button
              type="button"
              onClick={() => {
                void signOut();
              }}
              title={isCollapsed ? `${t('user.signOut')} (${email})` : undefined}
              className={cn(itemClasses(isCollapsed), 'text-slate-700 hover:bg-slate-100')}
            >
              <ItemContent icon={LogOut} label={t('user.signOut')} isCollapsed={isCollapsed} />
            </button>
          </div>
        )}
        {isCollapsed ? (
          <button
            type="button"
            onClick={onExpandForLanguage}
            title={t('language.change')}
            className={cn(itemClasses(true), 'text-slate-700 hover:bg-slate-100')}
          >
            <ItemContent icon={Languages} label={t('language.change')} isCollapsed />
          </button>
        ) : (
          <LanguageSwitch isLabelVisible className="px-1" />
        )}
        <button
          type="button"
          onClick={() => {
            restartTutorial(t('tutorial.unavailable'));
          }}
          title={isCollapsed ? t('tutorial.restart') : undefined}
          className={cn(itemClasses(isCollapsed), 'text-slate-700 hover:bg-slate-100')}
        >
          <ItemContent icon={GraduationCap} label={t('tutorial.restart')} isCollapsed={isCollapsed} />
        </button>
        <button
          type="button"
          onClick={resetCookieConsent}
          title={isCollapsed ? t('cookies.manage') : undefined}
          className={cn(itemClasses(isCollapsed), 'text-slate-700 hover:bg-slate-100')}
        >
          <ItemContent icon={Cookie} label={t('cookies.manage')} isCollapsed={isCollapsed} />
        </button>
        {footerAction}
      </div>
    </div>
  );
}

interface DashboardShellProps {
  /** Shows the Monitoring link; by default taken from the signed-in user (false until accounts arrive). */
  isPrivileged?: boolean;
}

/**
 * Layout of /dashboard (spec §2 "Shell"): the sidebar (collapsible on desktop, a modal drawer under 768 px),
 * the page, the quick actions, the daily tasks tab, the search dialog and Louise's panel.
 */
export function DashboardShell({ isPrivileged }: DashboardShellProps) {
  const { t } = useTranslation('shell');
  const user = useShellUser();
  const canSeePrivileged = isPrivileged ?? user.isPrivileged ?? false;
  const { pathname } = useLocation();
  const handle = useDashboardPage();

  const [isCollapsed, setIsCollapsed] = useState(readStoredCollapsed);
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const [isAssistantOpen, setIsAssistantOpen] = useState(false);
  const shouldFocusLanguageRef = useRef(false);
  const drawerRef = useRef<HTMLDialogElement>(null);
  const desktopSidebarRef = useRef<HTMLElement>(null);
  const sidebarId = useId();
  const drawerTitleId = useId();
  const assistantPanelId = useId();

  useRoutePrefetch();

  useEffect(() => {
    try {
      localStorage.setItem(sidebarCollapsedStorageKey, String(isCollapsed));
    } catch {
      // private mode: the state lasts for this visit
    }
  }, [isCollapsed]);

  useEffect(() => {
    if (!shouldFocusLanguageRef.current || isCollapsed) return;
    shouldFocusLanguageRef.current = false;
    desktopSidebarRef.current?.querySelector('select')?.focus();
  }, [isCollapsed]);

  // The drawer closes on navigation (state adjusted while rendering) and when the window becomes wide enough
  // for the sidebar.
  const [drawerPathname, setDrawerPathname] = useState(pathname);
  if (drawerPathname !== pathname) {
    setDrawerPathname(pathname);
    setIsDrawerOpen(false);
  }

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(desktopMediaQuery);
    const handleChange = () => {
      if (query.matches) setIsDrawerOpen(false);
    };
    query.addEventListener('change', handleChange);
    return () => {
      query.removeEventListener('change', handleChange);
    };
  }, []);

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    if (isDrawerOpen && !drawer.open && !isDesktopViewport()) drawer.showModal();
    else if (!isDrawerOpen && drawer.open) drawer.close();
  }, [isDrawerOpen]);

  const openSearch = useCallback(() => {
    setIsSearchOpen(true);
  }, []);
  const toggleAssistant = useCallback(() => {
    setIsAssistantOpen((open) => !open);
  }, []);
  const closeDrawer = useCallback(() => {
    setIsDrawerOpen(false);
  }, []);

  const handleDrawerClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) setIsDrawerOpen(false);
  };

  const sidebarProps = {
    isPrivileged: canSeePrivileged,
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

      <aside
        ref={desktopSidebarRef}
        id={sidebarId}
        aria-label={t('sidebar.label')}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 overflow-y-auto border-r border-slate-200 bg-white md:block',
          'transition-[width] duration-200',
          isCollapsed ? 'w-16' : 'w-64',
        )}
      >
        <SidebarContent
          {...sidebarProps}
          isCollapsed={isCollapsed}
          onExpandForLanguage={() => {
            shouldFocusLanguageRef.current = true;
            setIsCollapsed(false);
          }}
          footerAction={
            <button
              type="button"
              aria-expanded={!isCollapsed}
              aria-controls={sidebarId}
              title={isCollapsed ? t('sidebar.expand') : undefined}
              onClick={() => {
                setIsCollapsed((collapsed) => !collapsed);
              }}
              className={cn(itemClasses(isCollapsed), 'text-slate-700 hover:bg-slate-100')}
            >
              <ItemContent
                icon={isCollapsed ? PanelLeftOpen : PanelLeftClose}
                label={isCollapsed ? t('sidebar.expand') : t('sidebar.collapse')}
                isCollapsed={isCollapsed}
              />
            </button>
          }
        />
      </aside>

      <dialog
        ref={drawerRef}
        aria-labelledby={drawerTitleId}
        aria-modal="true"
        onClose={closeDrawer}
        onCancel={(event) => {
          event.preventDefault();
          setIsDrawerOpen(false);
        }}
        onClick={handleDrawerClick}
        className="m-0 h-dvh max-h-none w-72 max-w-[85vw] overflow-y-auto border-0 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 md:hidden"
      >
        <h2 id={drawerTitleId} className="sr-only">
          {t('topBar.drawerTitle')}
        </h2>
        {isDrawerOpen && (
          <SidebarContent
            {...sidebarProps}
            isCollapsed={false}
            onNavigate={closeDrawer}
            headerAction={
              <button
                type="button"
                onClick={closeDrawer}
                className={cn(
                  'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100',
                  focusRing,
                )}
              >
                <X className="h-5 w-5" aria-hidden="true" />
                <span className="sr-only">{t('topBar.closeMenu')}</span>
              </button>
            }
          />
        )}
      </dialog>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex items-center gap-2 border-b border-slate-200 bg-white/95 px-3 py-2 backdrop-blur md:hidden">
          <button
            type="button"
            aria-haspopup="dialog"
            aria-expanded={isDrawerOpen}
            onClick={() => {
              setIsDrawerOpen(true);
            }}
            className={cn(
              'inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100',
              focusRing,
            )}
          >
            <Menu className="h-6 w-6" aria-hidden="true" />
            <span className="sr-only">{t('topBar.openMenu')}</span>
          </button>
          <Link
            to={dashboardPath('')}
            aria-label={t('sidebar.home')}
            className={cn('flex items-center gap-2 rounded-md', focusRing)}
          >
            <Logo isDecorative className="h-7 w-7" />
            <span className="text-base font-bold tracking-tight text-slate-900">MethaPilot</span>
          </Link>
          <button
            type="button"
            onClick={openSearch}
            aria-haspopup="dialog"
            className={cn(
              'ml-auto inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100',
              focusRing,
            )}
          >
            <Search className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">{t('search.open')}</span>
          </button>
        </header>

        <main id="main" tabIndex={-1} className="flex-1 pb-24 focus:outline-none">
          <SessionBannerSlot />
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>

      <aside aria-label={t('sidebar.tools')}>
        <QuickActions />
        <DailyTasksTab remainingCount={null} />
        <AssistantPanel id={assistantPanelId} isOpen={isAssistantOpen} onOpenChange={setIsAssistantOpen} />
        <SearchDialog isOpen={isSearchOpen} onOpenChange={setIsSearchOpen} />
      </aside>
    </div>
  );
}

export default DashboardShell;
