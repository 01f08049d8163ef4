import { useTranslation } from '../../../lib/i18n/use-translation';
import { SHOP_PRODUCT_CATEGORIES, type TShopProductCategory } from '../../../../shared/domain/shop-catalogue';
import { ChipFilters } from '../../../components/ui/chip-filters';
import { SearchBox } from '../../../components/ui/search-box';

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
  const choices: { value: TShopProductCategory | undefined; label: string }[] = [
    { value: undefined, label: t('catalogue.filters.all') },
    ...SHOP_PRODUCT_CATEGORIES.map((value) => ({ value, label: t(`catalogue.filters.${value}`) })),
  ];
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <ChipFilters
        label={t('catalogue.filtersLabel')}
        choices={choices}
        value={category}
        onChange={onCategory}
        isCompact
      />
      <div className="md:w-72">
        <SearchBox
          label={t('catalogue.searchLabel')}
          isLabelVisible={false}
          value={search}
          onChange={onSearch}
          maxLength={maxSearchLength}
          placeholder={t('catalogue.searchPlaceholder')}
        />
      </div>
    </div>
  );
}
