import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface SidebarItemContentProps {
  icon: LucideIcon;
  label: string;
  isCollapsed: boolean;
  /** Shown after the label, only when the sidebar is expanded. */
  children?: ReactNode;
}

/** Icon and label of a sidebar entry; collapsed, the label stays for screen readers only. */
export function SidebarItemContent({ icon: Icon, label, isCollapsed, children }: SidebarItemContentProps) {
  return (
    <>
      <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span className={isCollapsed ? 'sr-only' : 'min-w-0 flex-1 truncate text-left'}>{label}</span>
      {!isCollapsed && children}
    </>
  );
}
