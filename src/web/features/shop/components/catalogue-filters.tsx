import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Search } from 'lucide-react';
import { SHOP_PRODUCT_CATEGORIES, type TShopProductCategory } from '../../../../shared/domain/shop-catalogue';
import { fieldControlClasses } from '../../../components/ui/field-frame';
import { cn } from '../../../lib/cn';

export interface CatalogueFiltersProps {
  category: TShopProductCategory | undefined;
  onCategory: (category: TShopProductCategory | undefined) => void;
  search: string;
  onSearch: (text: string) => void;
  maxSearchLength: number;
}

/** The category (all, equipment, consumables, services) and the search box of the catalogue. */
export function CatalogueFilters({
  category,
  onCategory,
  search,
  onSearch,
  maxSearchLength,
}: CatalogueFiltersProps) {
  const { t } = useTranslation('shop');
  const searchId = useId();
  const choices: { value: TShopProductCategory | undefined; label: string }[] = [
    { value: undefined, label: t('catalogue.filters.all') },
    ...SHOP_PRODUCT_CATEGORIES.map((value) => ({ value, label: t(`catalogue.filters.${value}`) })),
  ];
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <div role="group" aria-label={t('catalogue.filtersLabel')} className="flex flex-wrap gap-2">
        {choices.map((choice) => {
          const isOn = choice.value === category;
          return (
            <button
              key={choice.value ?? 'all'}
              type="button"
              aria-pressed={isOn}
              onClick={() => {
                onCategory(choice.value);
              }}
              className={cn(
                'h-9 rounded-full border px-3 text-sm font-medium transition-colors',
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
        <label htmlFor={searchId} className="sr-only">
          {t('catalogue.searchLabel')}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            maxLength={maxSearchLength}
            placeholder={t('catalogue.searchPlaceholder')}
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
