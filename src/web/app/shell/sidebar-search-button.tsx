import { useTranslation } from '../../lib/i18n/use-translation';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { isApplePlatform } from './search-dialog';
import { searchPanel } from './shell-panels';
import { SidebarItemContent } from './sidebar-item-content';
import { getSidebarItemClasses } from './sidebar-item-styles';

interface SidebarSearchButtonProps {
  isCollapsed: boolean;
  onOpenSearch: () => void;
}

/** Opens the search dialog; shows the keyboard shortcut (⌘K or Ctrl+K) beside its label. */
export function SidebarSearchButton({ isCollapsed, onOpenSearch }: SidebarSearchButtonProps) {
  const { t } = useTranslation('shell');
  const isApple = isApplePlatform();
  const shortcutHint = isApple ? t('search.hintMac') : t('search.hintOther');

  return (
    <button
      type="button"
      onClick={onOpenSearch}
      onPointerEnter={searchPanel.preload}
      onFocus={searchPanel.preload}
      aria-haspopup="dialog"
      aria-keyshortcuts={isApple ? 'Meta+K' : 'Control+K'}
      title={isCollapsed ? `${t('search.open')} (${shortcutHint})` : undefined}
      className={cn(
        getSidebarItemClasses(isCollapsed),
        'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
      )}
    >
      <SidebarItemContent icon={Search} label={t('search.open')} isCollapsed={isCollapsed}>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 font-sans text-xs text-slate-600 md:inline"
        >
          {shortcutHint}
        </kbd>
      </SidebarItemContent>
    </button>
  );
}
