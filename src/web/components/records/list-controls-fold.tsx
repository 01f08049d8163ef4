import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface ListControlsFoldProps {
  /** A search or a filter is on: the folded control says so. */
  hasFilters: boolean;
  /** The search, sort, filters and CSV actions. */
  children: ReactNode;
}

/**
 * On a phone, a list's search, sort, filters and CSV actions fold into one button so that the first record
 * shows on the first screen; from 768 px they are always shown.
 */
export function ListControlsFold({ hasFilters, children }: ListControlsFoldProps) {
  const { t } = useTranslation('records');
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="space-y-3">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          setIsOpen((open) => !open);
        }}
        className="flex h-11 w-full items-center gap-2 rounded-md border border-slate-400 bg-white px-3 text-left text-base font-medium text-slate-900 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700 md:hidden"
      >
        <SlidersHorizontal className="h-5 w-5 shrink-0 text-emerald-700" aria-hidden="true" />
        <span className="flex-1">{t('list.controls')}</span>
        {hasFilters && (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
            {t('list.controlsActive')}
          </span>
        )}
        <ChevronDown
          className={cn('h-5 w-5 shrink-0 transition-transform', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div id={panelId} className={cn('space-y-3', isOpen ? 'block' : 'hidden md:block')}>
        {children}
      </div>
    </div>
  );
}
