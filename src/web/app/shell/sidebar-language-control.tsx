import { useTranslation } from '../../lib/i18n/use-translation';
import { Languages } from 'lucide-react';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { cn } from '../../lib/cn';
import { SidebarItemContent } from './sidebar-item-content';
import { getSidebarItemClasses } from './sidebar-item-styles';

interface SidebarLanguageControlProps {
  isCollapsed: boolean;
  /** Collapsed only: opens the sidebar to reach the language list. */
  onExpandForLanguage?: () => void;
}

/** The language list; collapsed, a button that opens the sidebar to show it. */
export function SidebarLanguageControl({ isCollapsed, onExpandForLanguage }: SidebarLanguageControlProps) {
  const { t } = useTranslation('shell');

  if (!isCollapsed) return <LanguageSwitch isLabelVisible className="px-1" />;
  return (
    <button
      type="button"
      onClick={onExpandForLanguage}
      title={t('common:language.change')}
      className={cn(getSidebarItemClasses(true), 'text-slate-700 hover:bg-slate-100')}
    >
      <SidebarItemContent icon={Languages} label={t('common:language.change')} isCollapsed />
    </button>
  );
}
