import { MAX_LIST_SEARCH_LENGTH } from '../../../../shared/domain/list-limits';
import { NEWS_CATEGORIES, type TNewsCategory } from '../../../../shared/domain/news/news';
import { ChipFilters } from '../../../components/ui/chip-filters';
import { SearchBox } from '../../../components/ui/search-box';
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
  const choices: { value: TNewsCategory | ''; label: string }[] = [
    { value: '', label: t('filters.all') },
    ...NEWS_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
  ];
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <ChipFilters label={t('filters.label')} choices={choices} value={category} onChange={onCategory} />
      <div className="md:w-72">
        <SearchBox
          label={t('filters.search')}
          value={search}
          onChange={onSearch}
          maxLength={MAX_LIST_SEARCH_LENGTH}
          placeholder={t('filters.searchPlaceholder')}
        />
      </div>
    </div>
  );
}
