import { useId } from 'react';
import { Search } from 'lucide-react';
import { MAX_LIST_SEARCH_LENGTH } from '../../../../shared/domain/list-limits';
import { NEWS_CATEGORIES, type TNewsCategory } from '../../../../shared/domain/news/news';
import { fieldControlClasses } from '../../../components/ui/field-frame';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/use-translation';

export interface NewsFiltersProps {
  category: TNewsCategory | '';
  onCategory: (category: TNewsCategory | '') => void;
  search: string;
  onSearch: (text: string) => void;
}

/** The category chips (all, regulation, technique, market, MethaPilot) and the search box of the news. */
export function NewsFilters({ category, onCategory, search, onSearch }: NewsFiltersProps) {
  const { t } = useTranslation('news');
  const searchId = useId();
  const choices: { value: TNewsCategory | ''; label: string }[] = [
    { value: '', label: t('filters.all') },
    ...NEWS_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
  ];
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <div role="group" aria-label={t('filters.label')} className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const isOn = choice.value === category;
          return (
            <button
              key={choice.value || 'all'}
              type="button"
              aria-pressed={isOn}
              onClick={() => {
                onCategory(choice.value);
              }}
              className={cn(
                'h-11 rounded-full border px-4 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
                isOn
                  ? 'border-emerald-700 bg-emerald-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
              )}
            >
              {choice.label}
            </button>
          );
        })}
      </div>
      <div className="md:w-72">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-800">
          {t('filters.search')}
        </label>
        <div className="relative mt-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={MAX_LIST_SEARCH_LENGTH}
            placeholder={t('filters.searchPlaceholder')}
            onChange={(event) => {
              onSearch(event.target.value);
            }}
            className={cn('h-11 pl-9', fieldControlClasses(false))}
          />
        </div>
      </div>
    </div>
  );
}
