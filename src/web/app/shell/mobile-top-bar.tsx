import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/router/link';
import { Menu, Search } from 'lucide-react';
import { dashboardPath } from '../../../shared/routes';
import { Logo } from '../../components/layout/logo';
import { cn } from '../../lib/cn';
import { focusRingClasses } from './focus-ring';
import { ConnectivityBadge } from '../../features/offline/components/connectivity-badge';
import { ReminderBell } from './reminder-bell';
import { searchPanel } from './shell-panels';

interface MobileTopBarProps {
  isDrawerOpen: boolean;
  onOpenDrawer: () => void;
  onOpenSearch: () => void;
}

/** The bar at the top under 768 px: menu button (opens the drawer), logo link home and search button. */
export function MobileTopBar({ isDrawerOpen, onOpenDrawer, onOpenSearch }: MobileTopBarProps) {
  const { t } = useTranslation('shell');

  return (
    <header className="sticky top-0 z-20 flex items-center gap-2 border-b border-slate-200 bg-white/95 px-3 py-2 backdrop-blur md:hidden">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isDrawerOpen}
        onClick={onOpenDrawer}
        className={cn(
          'inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100',
          focusRingClasses,
        )}
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
        <span className="sr-only">{t('topBar.openMenu')}</span>
      </button>
      <Link
        to={dashboardPath('')}
        aria-label={t('sidebar.home')}
        className={cn('flex items-center gap-2 rounded-md', focusRingClasses)}
      >
        <Logo isDecorative className="h-7 w-7" />
        <span className="text-base font-bold tracking-tight text-slate-900">MethaPilot</span>
      </Link>
      <button
        type="button"
        onClick={onOpenSearch}
        onPointerEnter={searchPanel.preload}
        onFocus={searchPanel.preload}
        aria-haspopup="dialog"
        className={cn(
          'ml-auto inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100',
          focusRingClasses,
        )}
      >
        <Search className="h-5 w-5" aria-hidden="true" />
        <span className="sr-only">{t('search.open')}</span>
      </button>
      <ConnectivityBadge isCompact />
      <ReminderBell />
    </header>
  );
}
