import { useRef, type ComponentType, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';

export interface TabDefinition<TTab extends string> {
  name: TTab;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}

export interface TabListProps<TTab extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabDefinition<TTab>[];
  selected: TTab;
  onChange: (tab: TTab) => void;
  /** Ids: each tab is `${idPrefix}-tab-${name}`, the panel `${idPrefix}-panel`. */
  idPrefix: string;
}

/** The id of a tab and of the panel it controls (the page renders the panel). */
export const tabId = (idPrefix: string, name: string) => `${idPrefix}-tab-${name}`;
export const tabPanelId = (idPrefix: string) => `${idPrefix}-panel`;

/** Tabs of one page (arrow keys move between them, the selected one alone is in the tab order), 44 px tall. */
export function TabList<TTab extends string>({
  label,
  tabs,
  selected,
  onChange,
  idPrefix,
}: TabListProps<TTab>) {
  const tabRefs = useRef(new Map<TTab, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.name === selected);
    const next = tabs[(index + step + tabs.length) % tabs.length]?.name ?? selected;
    onChange(next);
    tabRefs.current.get(next)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className="grid auto-cols-fr grid-flow-col gap-1 rounded-lg bg-slate-100 p-1 sm:inline-grid"
      onKeyDown={handleKeyDown}
    >
      {tabs.map(({ name, label: tabLabel, icon: Icon }) => {
        const isSelected = name === selected;
        return (
          <button
            key={name}
            ref={(element) => {
              if (element) tabRefs.current.set(name, element);
              else tabRefs.current.delete(name);
            }}
            id={tabId(idPrefix, name)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={tabPanelId(idPrefix)}
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
            {tabLabel}
          </button>
        );
      })}
    </div>
  );
}
