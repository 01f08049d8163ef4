import { useTranslation } from '../../lib/i18n/use-translation';
import { Mic } from 'lucide-react';
import { cn } from '../../lib/cn';
import { getSidebarItemClasses } from './sidebar-item-styles';

interface SidebarAssistantButtonProps {
  isCollapsed: boolean;
  isAssistantOpen: boolean;
  /** Id of the assistant panel, for aria-controls. */
  assistantPanelId: string;
  onToggleAssistant: () => void;
}

/** Opens or closes Louise's panel (the voice assistant). */
export function SidebarAssistantButton({
  isCollapsed,
  isAssistantOpen,
  assistantPanelId,
  onToggleAssistant,
}: SidebarAssistantButtonProps) {
  const { t } = useTranslation('shell');

  return (
    <button
      type="button"
      onClick={onToggleAssistant}
      aria-expanded={isAssistantOpen}
      aria-controls={assistantPanelId}
      title={isCollapsed ? `${t('assistant.button')}, ${t('assistant.buttonDetail')}` : undefined}
      className={cn(
        getSidebarItemClasses(isCollapsed),
        'h-auto min-h-11 bg-emerald-700 py-2 text-white hover:bg-emerald-800 md:h-auto md:min-h-10',
      )}
    >
      <Mic className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span className={isCollapsed ? 'sr-only' : 'flex min-w-0 flex-1 flex-col text-left leading-tight'}>
        <span className="font-semibold">{t('assistant.button')}</span>
        <span className="text-xs font-normal text-emerald-50">{t('assistant.buttonDetail')}</span>
      </span>
    </button>
  );
}
