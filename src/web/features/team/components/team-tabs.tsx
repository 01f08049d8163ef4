import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Users } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { teamTabs, type TTeamTab } from '../lib/team-address';

const icons = { members: Users, calendar: CalendarDays } as const;

export const teamTabId = (tab: TTeamTab) => `team-tab-${tab}`;
export const teamPanelId = 'team-tab-panel';

/** Membres / Planning: tabs (arrow keys move between them), each 44 px tall. */
export function TeamTabs({ tab, onChange }: { tab: TTeamTab; onChange: (tab: TTeamTab) => void }) {
  const { t } = useTranslation('team');
  const tabRefs = useRef(new Map<TTeamTab, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = teamTabs.indexOf(tab);
    const next = teamTabs[(index + step + teamTabs.length) % teamTabs.length] ?? tab;
    onChange(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:inline-grid"
      onKeyDown={handleKeyDown}
    >
      {teamTabs.map((name) => {
        const Icon = icons[name];
        const isSelected = name === tab;
        return (
          <button
            key={name}
            ref={(element) => {
              if (element) tabRefs.current.set(name, element);
              else tabRefs.current.delete(name);
            }}
            id={teamTabId(name)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={teamPanelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => {
              onChange(name);
            }}
            className={cn(
              'inline-flex h-11 items-center justify-center gap-2 rounded-md px-4 text-sm font-medium',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
              isSelected ? 'bg-white text-emerald-800 shadow-sm' : 'text-slate-700 hover:bg-white/60',
            )}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            {t(`tabs.${name}`)}
          </button>
        );
      })}
    </div>
  );
}
