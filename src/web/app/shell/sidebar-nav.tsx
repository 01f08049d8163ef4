import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { NavLink } from '../../lib/router/link';
import { dashboardPath } from '../../../shared/routes';
import { cn } from '../../lib/cn';
import { SidebarItemContent } from './sidebar-item-content';
import { getSidebarItemClasses } from './sidebar-item-styles';
import { selectVisibleNavItems } from './sidebar-nav-items';
import { useSidebarCounters } from './use-sidebar-counters';

interface SidebarNavProps {
  isCollapsed: boolean;
  /** Shows the privileged-only links (Monitoring). */
  isPrivileged: boolean;
  onNavigate?: () => void;
}

/** The dashboard's page links (spec §2), the current page highlighted. */
export function SidebarNav({ isCollapsed, isPrivileged, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation('shell');
  const counterOf = useSidebarCounters();
  const idPrefix = useId();

  return (
    <nav aria-label={t('nav.label')} className={isCollapsed ? 'px-2' : 'px-3'}>
      <ul className="space-y-1">
        {selectVisibleNavItems(isPrivileged).map((item) => {
          const label = t(item.labelKey);
          const counter = counterOf(item.subPath);
          const badge = counter && {
            ...counter,
            descriptionId: `${idPrefix}-${item.subPath || 'home'}-count`,
          };
          return (
            <li key={item.subPath}>
              <NavLink
                to={dashboardPath(item.subPath)}
                end={item.subPath === ''}
                onClick={onNavigate}
                title={isCollapsed ? (badge ? `${label} (${badge.text})` : label) : undefined}
                aria-describedby={badge?.descriptionId}
                className={({ isActive }) =>
                  cn(
                    getSidebarItemClasses(isCollapsed),
                    isActive
                      ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <SidebarItemContent icon={item.icon} label={label} isCollapsed={isCollapsed} badge={badge} />
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
