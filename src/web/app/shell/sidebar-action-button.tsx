import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { SidebarItemContent } from './sidebar-item-content';
import { getSidebarItemClasses } from './sidebar-item-styles';

interface SidebarActionButtonProps {
  icon: LucideIcon;
  label: string;
  isCollapsed: boolean;
  onClick: () => void;
}

/** A sidebar entry that does something instead of navigating (restart the tutorial, manage cookies). */
export function SidebarActionButton({ icon, label, isCollapsed, onClick }: SidebarActionButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      title={isCollapsed ? label : undefined}
      className={cn(getSidebarItemClasses(isCollapsed), 'text-slate-700 hover:bg-slate-100')}
    >
      <SidebarItemContent icon={icon} label={label} isCollapsed={isCollapsed} />
    </button>
  );
}
