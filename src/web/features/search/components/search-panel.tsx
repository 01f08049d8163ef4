import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TSearchItem } from '../../../../shared/contracts/search';
import { isSearchableQuery, type TSearchSource } from '../../../../shared/domain/search-results';
import { cn } from '../../../lib/cn';
import { searchKeyOf, searchQueryOptions } from '../api/search';
import { searchResultHref, searchRowText } from '../lib/search-labels';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** Spec §9: the search waits for 300 ms without typing. */
const SEARCH_DEBOUNCE_MS = 300;

interface SearchOption {
  id: string;
  source: TSearchSource;
  item: TSearchItem;
  href: string;
}

interface SearchPanelProps {
  inputRef: RefObject<HTMLInputElement | null>;
  /** A result was chosen: open its page (the dialog closes and forgets the text). */
  onChoose: (href: string) => void;
}

/**
 * The search box and its results (spec §2 "Global search dialog"): grouped under the source's heading, each
 * row with its title, type badge and description. The focus stays in the box: the arrows move through the
 * results (aria-activedescendant), Enter opens the highlighted one.
 */
export function SearchPanel({ inputRef, onChoose }: SearchPanelProps) {
  const { t } = useTranslation('search');
  const [query, setQuery] = useState('');
  const [active, setActive] = useState({ forKey: '', index: 0 });
  const inputId = useId();
  const statusId = useId();
  const listboxId = useId();
  const optionPrefix = useId();

  const key = searchKeyOf(useDebouncedValue(query, SEARCH_DEBOUNCE_MS));
  const isTyped = isSearchableQuery(query);
  const isSettled = key === searchKeyOf(query);
  const search = useQuery({ ...searchQueryOptions(key), enabled: isSearchableQuery(key) });
  // The answer for the text as typed now (a previous answer stays visible meanwhile).
  const answer = isTyped && search.data && !search.isPlaceholderData ? search.data : undefined;
  const shown = isTyped ? search.data : undefined;

  const options: SearchOption[] = useMemo(
    () =>
      (shown?.groups ?? []).flatMap((group) =>
        group.items.map((item, index) => ({
          id: `${optionPrefix}-${group.source}-${String(index)}`,
          source: group.source,
          item,
          href: item.href ?? searchResultHref(group.route, item.title),
        })),
      ),
    [shown, optionPrefix],
  );
  const resultsKey = shown ? searchKeyOf(shown.query) : '';
  const activeIndex = active.forKey === resultsKey && active.index < options.length ? active.index : 0;
  const activeOption = options[activeIndex];

  // Mounted when the dialog opens: take the focus if the dialog was already shown before this loaded.
  useEffect(() => {
    const input = inputRef.current;
    if (input?.closest('dialog')?.open) input.focus();
  }, [inputRef]);

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(activeOption.id)?.scrollIntoView({ block: 'nearest' });
  }, [activeOption]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive({ forKey: resultsKey, index: (activeIndex + step + options.length) % options.length });
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      onChoose(activeOption.href);
    }
  };

  const isLoading = isTyped && (!isSettled || search.isFetching) && !answer;
  const failedSources = answer?.failedSources ?? [];

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {t('inputLabel')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
          onKeyDown={handleKeyDown}
          placeholder={t('placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          aria-describedby={statusId}
          aria-controls={options.length > 0 ? listboxId : undefined}
          aria-activedescendant={activeOption?.id}
          className="h-12 w-full rounded-md border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        />
      </div>
      <div id={statusId} role="status" aria-live="polite" className="text-sm text-slate-700">
        {!isTyped ? (
          <p>{t('minChars')}</p>
        ) : isLoading ? (
          <p>{t('loading')}</p>
        ) : search.isError && !answer ? (
          <p className="text-red-800">{t('error')}</p>
        ) : answer && answer.groups.length === 0 ? (
          <p>{t('noResults', { query: query.trim() })}</p>
        ) : options.length > 0 ? (
          <p className="sr-only">{t('keyboardHint')}</p>
        ) : null}
        {failedSources.length > 0 && (
          <p className="mt-1 text-xs text-amber-800">
            {t('partialFailure', {
              sources: failedSources.map((source) => t(`sources.${source}`)).join(', '),
            })}
          </p>
        )}
      </div>
      {options.length > 0 && (
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('resultsLabel')}
          className="-mx-1 max-h-[55vh] overflow-y-auto overscroll-contain px-1"
        >
          {(shown?.groups ?? []).map((group) => {
            const headingId = `${optionPrefix}-${group.source}-heading`;
            return (
              <div key={group.source} role="group" aria-labelledby={headingId} className="mb-2 last:mb-0">
                <div
                  id={headingId}
                  className="px-2 pt-1 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {t(`sources.${group.source}`)}
                </div>
                {options
                  .filter((option) => option.source === group.source)
                  .map((option) => {
                    const { badge, description } = searchRowText(t, option.source, option.item);
                    const isActive = option.id === activeOption?.id;
                    return (
                      <div
                        key={option.id}
                        id={option.id}
                        role="option"
                        aria-selected={isActive}
                        onMouseDown={(event) => {
                          // Keep the focus in the box.
                          event.preventDefault();
                        }}
                        onMouseMove={() => {
                          if (!isActive) setActive({ forKey: resultsKey, index: options.indexOf(option) });
                        }}
                        onClick={() => {
                          onChoose(option.href);
                        }}
                        className={cn(
                          'flex cursor-pointer flex-col gap-0.5 rounded-md px-2 py-2',
                          isActive ? 'bg-emerald-50 ring-1 ring-emerald-700' : 'hover:bg-slate-50',
                        )}
                      >
                        <span className="flex min-w-0 items-center gap-2">
                          <span className="truncate font-medium text-slate-900">{option.item.title}</span>
                          <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                            {badge}
                          </span>
                        </span>
                        {description !== '' && (
                          <span className="truncate text-sm text-slate-600">{description}</span>
                        )}
                      </div>
                    );
                  })}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
