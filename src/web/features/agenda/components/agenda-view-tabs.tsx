import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, CalendarRange, List } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { agendaViews, type TAgendaView } from '../lib/use-agenda-address';

const icons = { list: List, month: CalendarDays, week: CalendarRange } as const;

export const agendaTabId = (view: TAgendaView) => `agenda-tab-${view}`;
export const agendaPanelId = 'agenda-view-panel';

/** Liste / Mois / Semaine: tabs (arrow keys move between them), each 44 px tall. */
export function AgendaViewTabs({
  view,
  onChange,
}: {
  view: TAgendaView;
  onChange: (view: TAgendaView) => void;
}) {
  const { t } = useTranslation('agenda');
  const tabRefs = useRef(new Map<TAgendaView, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = agendaViews.indexOf(view);
    const next = agendaViews[(index + step + agendaViews.length) % agendaViews.length] ?? view;
    onChange(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('views.tabsLabel')}
      className="grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1 sm:inline-grid"
      onKeyDown={handleKeyDown}
    >
      {agendaViews.map((name) => {
        const Icon = icons[name];
        const isSelected = name === view;
        return (
          <button
            key={name}
            ref={(element) => {
              if (element) tabRefs.current.set(name, element);
              else tabRefs.current.delete(name);
            }}
            id={agendaTabId(name)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={agendaPanelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => {
              onChange(name);
            }}
            className={cn(
              'inline-flex h-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm font-medium sm:gap-2 sm:px-4',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
              isSelected ? 'bg-white text-emerald-800 shadow-sm' : 'text-slate-700 hover:bg-white/60',
            )}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {t(`views.${name}`)}
          </button>
        );
      })}
    </div>
  );
}
