import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Cookie, GraduationCap } from 'lucide-react';
import { cn } from '../../lib/cn';
import { resetCookieConsent } from './cookie-consent-reset';
import { SidebarAccount } from './sidebar-account';
import { SidebarItemContent } from './sidebar-item-content';
import { getSidebarItemClasses } from './sidebar-item-styles';
import { SidebarLanguageControl } from './sidebar-language-control';
import { useTutorialRestart } from './use-tutorial-restart';

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
      <button
        type="button"
        onClick={restartTutorial}
        title={isCollapsed ? t('tutorial.restart') : undefined}
        className={cn(getSidebarItemClasses(isCollapsed), 'text-slate-700 hover:bg-slate-100')}
      >
        <SidebarItemContent icon={GraduationCap} label={t('tutorial.restart')} isCollapsed={isCollapsed} />
      </button>
      <button
        type="button"
        onClick={resetCookieConsent}
        title={isCollapsed ? t('cookies.manage') : undefined}
        className={cn(getSidebarItemClasses(isCollapsed), 'text-slate-700 hover:bg-slate-100')}
      >
        <SidebarItemContent icon={Cookie} label={t('cookies.manage')} isCollapsed={isCollapsed} />
      </button>
      {action}
    </div>
  );
}
