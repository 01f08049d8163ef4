import { useTranslation } from '../../lib/i18n/use-translation';
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { cn } from '../../lib/cn';
import { SidebarItemContent } from './sidebar-item-content';
import { getSidebarItemClasses } from './sidebar-item-styles';

interface SidebarCollapseToggleProps {
  isCollapsed: boolean;
  /** Id of the sidebar, for aria-controls. */
  sidebarId: string;
  onToggle: () => void;
}

/** Collapses the desktop sidebar to its icons, or expands it again. */
export function SidebarCollapseToggle({ isCollapsed, sidebarId, onToggle }: SidebarCollapseToggleProps) {
  const { t } = useTranslation('shell');

  return (
    <button
      type="button"
      aria-expanded={!isCollapsed}
      aria-controls={sidebarId}
      title={isCollapsed ? t('sidebar.expand') : undefined}
      onClick={onToggle}
      className={cn(getSidebarItemClasses(isCollapsed), 'text-slate-700 hover:bg-slate-100')}
    >
      <SidebarItemContent
        icon={isCollapsed ? PanelLeftOpen : PanelLeftClose}
        label={isCollapsed ? t('sidebar.expand') : t('sidebar.collapse')}
        isCollapsed={isCollapsed}
      />
    </button>
  );
}
