import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../lib/router/link';
import { dashboardPath } from '../../../shared/routes';
import { Logo } from '../../components/layout/logo';
import { ConnectivityBadge } from '../../features/offline/components/connectivity-badge';
import { cn } from '../../lib/cn';
import { focusRingClasses } from './focus-ring';
import { ReminderBell } from './reminder-bell';

interface SidebarHeaderProps {
  isCollapsed: boolean;
  onNavigate?: () => void;
  /** Rendered at the right of the logo (the drawer's close button). */
  action?: ReactNode;
}

/**
 * Top of the sidebar: the logo, a link to the dashboard home, an optional action beside it, and the connectivity
 * badge under them (always in sight: offline work depends on it).
 */
export function SidebarHeader({ isCollapsed, onNavigate, action }: SidebarHeaderProps) {
  return (
    <div className="space-y-2">
      <SidebarBrandRow isCollapsed={isCollapsed} onNavigate={onNavigate} action={action} />
      <ConnectivityBadge isCompact={isCollapsed} className={isCollapsed ? 'justify-center px-2' : 'px-4'} />
    </div>
  );
}

function SidebarBrandRow({ isCollapsed, onNavigate, action }: SidebarHeaderProps) {
  const { t } = useTranslation('shell');
  return (
    <div className={cn('flex items-center gap-2', isCollapsed ? 'flex-col justify-center px-2' : 'px-3')}>
      <Link
        to={dashboardPath('')}
        onClick={onNavigate}
        aria-label={t('sidebar.home')}
        title={isCollapsed ? t('sidebar.home') : undefined}
        className={cn(
          'flex min-w-0 flex-1 items-center gap-2 rounded-md',
          isCollapsed && 'justify-center',
          focusRingClasses,
        )}
      >
        <Logo isDecorative />
        {!isCollapsed && (
          <span className="truncate text-lg font-bold tracking-tight text-slate-900">MethaPilot</span>
        )}
      </Link>
      <ReminderBell />
      {action}
    </div>
  );
}
