import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Bot } from 'lucide-react';
import { CloseButton } from '../../components/ui/close-button';

/** Window events that open, close or toggle the assistant panel from anywhere (spec §4). */
export const assistantEvents = {
  open: 'methapilot:assistant-open',
  close: 'methapilot:assistant-close',
  toggle: 'methapilot:assistant-toggle',
} as const;

interface AssistantPanelProps {
  /** Id of the panel, for the opener's aria-controls. */
  id: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The panel of Louise, the voice assistant: 420×600 at the bottom right, full screen under 768 px. The
 * assistant itself arrives with its own issue; the panel says so rather than pretending to answer.
 */
export function AssistantPanel({ id, isOpen, onOpenChange }: AssistantPanelProps) {
  const { t } = useTranslation('shell');
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const open = () => {
      onOpenChange(true);
    };
    const close = () => {
      onOpenChange(false);
    };
    const toggle = () => {
      onOpenChange(!isOpen);
    };
    window.addEventListener(assistantEvents.open, open);
    window.addEventListener(assistantEvents.close, close);
    window.addEventListener(assistantEvents.toggle, toggle);
    return () => {
      window.removeEventListener(assistantEvents.open, open);
      window.removeEventListener(assistantEvents.close, close);
      window.removeEventListener(assistantEvents.toggle, toggle);
    };
  }, [isOpen, onOpenChange]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    if (isOpen) {
      openerRef.current = document.activeElement;
      panel.focus();
      return;
    }
    const opener = openerRef.current;
    openerRef.current = null;
    const isFocusLost = document.activeElement === document.body || panel.contains(document.activeElement);
    if (isFocusLost && opener instanceof HTMLElement && opener.isConnected) opener.focus();
  }, [isOpen]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onOpenChange(false);
    }
  };

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!isOpen}
      onKeyDown={handleKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-white text-slate-900 focus:outline-none md:inset-auto md:right-6 md:bottom-24 md:h-[600px] md:max-h-[calc(100dvh-7rem)] md:w-[420px] md:rounded-xl md:border md:border-slate-200 md:shadow-2xl"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-white">
          <Bot className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold">
            {t('assistant.title')}
          </h2>
          <p className="text-sm text-slate-600">{t('assistant.subtitle')}</p>
        </div>
        <CloseButton
          label={t('assistant.close')}
          onClick={() => {
            onOpenChange(false);
          }}
        />
      </div>
      <div className="flex flex-1 flex-col items-center justify-center gap-2 overflow-y-auto p-6 text-center">
        <p className="text-base font-medium text-slate-900">{t('assistant.comingSoon')}</p>
        <p className="max-w-sm text-sm text-slate-700">{t('assistant.comingSoonDetail')}</p>
      </div>
    </div>
  );
}
