import { useTranslation } from '../../../lib/i18n/use-translation';
import { RAW_MATERIAL_CATEGORIES, RAW_MATERIAL_TYPES } from '../../../../shared/domain/feedstock-defaults';
import { ListFilterSelect } from '../../../components/records/list-filter-select';
import type { TListParams } from '../../../lib/records/records-endpoint';

export interface RawMaterialFiltersProps {
  params: TListParams;
  onFilter: (name: string, value: string) => void;
}

/** The list's filters: one type, one category (empty: all). */
export function RawMaterialFilters({ params, onFilter }: RawMaterialFiltersProps) {
  const { t } = useTranslation('rawMaterials');
  return (
    <>
      <ListFilterSelect
        id="raw-materials-filter-type"
        name="type"
        label={t('filters.type')}
        params={params}
        onFilter={onFilter}
        options={RAW_MATERIAL_TYPES.map((value) => ({ value, label: t(`values.type.${value}`) }))}
      />
      <ListFilterSelect
        id="raw-materials-filter-category"
        name="category"
        label={t('filters.category')}
        params={params}
        onFilter={onFilter}
        options={RAW_MATERIAL_CATEGORIES.map((value) => ({ value, label: t(`values.category.${value}`) }))}
      />
    </>
  );
}
