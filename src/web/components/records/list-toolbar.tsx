import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Search } from 'lucide-react';
import { Button } from '../ui/button';
import type { SelectOption } from '../ui/select-field';

/** How long typing pauses before the list is searched. */
const searchDebounceMs = 300;

export interface ListToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  sort: string;
  sortOptions: readonly SelectOption[];
  onSort: (sort: string) => void;
  order: 'asc' | 'desc';
  onToggleOrder: () => void;
  /** The module's filters (selects, switches). */
  filters?: ReactNode;
}

/** Search, sort and filters above a list; wraps onto several lines on a phone. */
export function ListToolbar({
  search,
  onSearch,
  sort,
  sortOptions,
  onSort,
  order,
  onToggleOrder,
  filters,
}: ListToolbarProps) {
  const { t } = useTranslation('records');
  const searchId = useId();
  const sortId = useId();
  // What is typed, and the search it was typed over: when the address changes the search (back button,
  // "clear filters"), the field shows the new one.
  const [draft, setDraft] = useState({ text: search, base: search });
  const text = draft.base === search ? draft.text : search;

  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => {
      onSearch(text.trim());
    }, searchDebounceMs);
    return () => {
      clearTimeout(timer);
    };
  }, [text, search, onSearch]);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-48 flex-1">
        <label htmlFor={searchId} className="block text-sm font-medium text-slate-900">
          {t('list.search')}
        </label>
        <div className="relative mt-1">
          <Search
            className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={100}
            placeholder={t('list.searchPlaceholder')}
            onChange={(event) => {
              setDraft({ text: event.target.value, base: search });
            }}
            className="block h-11 w-full rounded-md border border-slate-400 bg-white pr-3 pl-10 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700"
          />
        </div>
      </div>
      <div>
        <label htmlFor={sortId} className="block text-sm font-medium text-slate-900">
          {t('list.sortBy')}
        </label>
        <div className="mt-1 flex gap-1">
          <select
            id={sortId}
            value={sort}
            onChange={(event) => {
              onSort(event.target.value);
            }}
            className="block h-11 rounded-md border border-slate-400 bg-white px-3 text-base shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-700"
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            size="icon"
            onClick={onToggleOrder}
            aria-label={`${t('list.toggleOrder')} (${t(`list.order.${order}`)})`}
            title={t(`list.order.${order}`)}
          >
            {order === 'desc' ? (
              <ArrowDownWideNarrow className="h-5 w-5" aria-hidden="true" />
            ) : (
              <ArrowUpNarrowWide className="h-5 w-5" aria-hidden="true" />
            )}
          </Button>
        </div>
      </div>
      {filters}
    </div>
  );
}
