import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Cookie, GraduationCap } from 'lucide-react';
import { cn } from '../../lib/cn';
import { resetCookieConsent } from './cookie-consent-reset';
import { SidebarAccount } from './sidebar-account';
import { SidebarLanguageControl } from './sidebar-language-control';
import { useTutorialRestart } from './use-tutorial-restart';
import { SidebarActionButton } from './sidebar-action-button';

interface SidebarFooterProps {
  isCollapsed: boolean;
  /** Collapsed only: opens the sidebar to reach the language list. */
  onExpandForLanguage?: () => void;
  /** Rendered last (the desktop collapse toggle). */
  action?: ReactNode;
}

/** Bottom of the sidebar: account, language, tutorial restart and cookie choice. */
export function SidebarFooter({ isCollapsed, onExpandForLanguage, action }: SidebarFooterProps) {
  const { t } = useTranslation('shell');
  const restartTutorial = useTutorialRestart();

  return (
    <div className={cn('mt-auto space-y-2 border-t border-slate-200 pt-3', isCollapsed ? 'px-2' : 'px-3')}>
      <SidebarAccount isCollapsed={isCollapsed} />
      <SidebarLanguageControl isCollapsed={isCollapsed} onExpandForLanguage={onExpandForLanguage} />
      <SidebarActionButton
        icon={GraduationCap}
        label={t('tutorial.restart')}
        isCollapsed={isCollapsed}
        onClick={restartTutorial}
      />
      <SidebarActionButton
        icon={Cookie}
        label={t('cookies.manage')}
        isCollapsed={isCollapsed}
        onClick={resetCookieConsent}
      />
      {action}
    </div>
  );
}
