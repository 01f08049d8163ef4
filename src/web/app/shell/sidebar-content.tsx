import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SidebarAssistantButton } from './sidebar-assistant-button';
import { SidebarFooter } from './sidebar-footer';
import { SidebarHeader } from './sidebar-header';
import { SidebarNav } from './sidebar-nav';
import { SidebarSearchButton } from './sidebar-search-button';

export interface SidebarContentProps {
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

/** What the desktop sidebar and the mobile drawer both show: logo, search, assistant, links and footer. */
export function SidebarContent({
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
  return (
    <div className="flex min-h-full flex-col gap-3 py-3">
      <SidebarHeader isCollapsed={isCollapsed} onNavigate={onNavigate} action={headerAction} />
      <div className={cn('space-y-2', isCollapsed ? 'px-2' : 'px-3')}>
        <SidebarSearchButton isCollapsed={isCollapsed} onOpenSearch={onOpenSearch} />
        <SidebarAssistantButton
          isCollapsed={isCollapsed}
          isAssistantOpen={isAssistantOpen}
          assistantPanelId={assistantPanelId}
          onToggleAssistant={onToggleAssistant}
        />
      </div>
      <SidebarNav isCollapsed={isCollapsed} isPrivileged={isPrivileged} onNavigate={onNavigate} />
      <SidebarFooter
        isCollapsed={isCollapsed}
        onExpandForLanguage={onExpandForLanguage}
        action={footerAction}
      />
    </div>
  );
}

/** The props the desktop sidebar and the mobile drawer pass through unchanged. */
export type SidebarSharedProps = Pick<
  SidebarContentProps,
  'isPrivileged' | 'isAssistantOpen' | 'assistantPanelId' | 'onOpenSearch' | 'onToggleAssistant'
>;
