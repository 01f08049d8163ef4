import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { getTabAfterKey, loginTabs, type TLoginTab } from '../lib/login-tab';

interface LoginTabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  selected: TLoginTab;
  onSelect: (tab: TLoginTab) => void;
  labels: Record<TLoginTab, string>;
  panels: Record<TLoginTab, ReactNode>;
}

/**
 * "Se connecter" / "Créer un compte" as a tab list (WAI-ARIA tabs pattern: arrows, Home and End move and
 * select; only the selected tab is in the Tab order). Both panels stay mounted so switching keeps what was
 * typed.
 */
export function LoginTabs({ label, selected, onSelect, labels, panels }: LoginTabsProps) {
  const idPrefix = useId();
  const tabId = (tab: TLoginTab) => `${idPrefix}-tab-${tab}`;
  const panelId = (tab: TLoginTab) => `${idPrefix}-panel-${tab}`;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = getTabAfterKey(selected, event.key);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1"
      >
        {loginTabs.map((tab) => {
          const isSelected = tab === selected;
          return (
            <button
              key={tab}
              id={tabId(tab)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                onSelect(tab);
              }}
              className={cn(
                'min-h-11 rounded-md px-3 text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
                isSelected ? 'bg-white text-emerald-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {labels[tab]}
            </button>
          );
        })}
      </div>
      {loginTabs.map((tab) => (
        <div
          key={tab}
          id={panelId(tab)}
          role="tabpanel"
          aria-labelledby={tabId(tab)}
          hidden={tab !== selected}
          className="pt-6"
        >
          {panels[tab]}
        </div>
      ))}
    </div>
  );
}
