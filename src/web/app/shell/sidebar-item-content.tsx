import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { formatBadgeCount } from '../../lib/format-badge-count';

/** A counter beside a sidebar link: the visible number, and its sentence for screen readers. */
export interface SidebarItemBadge {
  count: number;
  /** "3 en retard": announced as the link's description (the link's name stays its label). */
  text: string;
  /** Id of the hidden element holding `text`, referenced by the link's aria-describedby. */
  descriptionId: string;
}

interface SidebarItemContentProps {
  icon: LucideIcon;
  label: string;
  isCollapsed: boolean;
  /** Shown after the label, only when the sidebar is expanded. */
  children?: ReactNode;
  /** A counter (spec §2 notification counters): a pill after the label, a small badge on the icon when collapsed. */
  badge?: SidebarItemBadge;
}

/** Icon and label of a sidebar entry; collapsed, the label stays for screen readers only. */
export function SidebarItemContent({
  icon: Icon,
  label,
  isCollapsed,
  children,
  badge,
}: SidebarItemContentProps) {
  const shownCount = badge ? formatBadgeCount(badge.count) : '';
  return (
    <>
      <span className="relative inline-flex shrink-0">
        <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
        {badge && isCollapsed && (
          <span
            aria-hidden="true"
            data-counter={shownCount}
            className="absolute -top-1.5 -right-2 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white"
          >
            {shownCount}
          </span>
        )}
      </span>
      <span className={isCollapsed ? 'sr-only' : 'min-w-0 flex-1 truncate text-left'}>{label}</span>
      {badge && !isCollapsed && (
        <span
          aria-hidden="true"
          data-counter={shownCount}
          className="ml-auto min-w-6 shrink-0 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white"
        >
          {shownCount}
        </span>
      )}
      {badge && (
        <span id={badge.descriptionId} hidden>
          {badge.text}
        </span>
      )}
      {!isCollapsed && children}
    </>
  );
}
