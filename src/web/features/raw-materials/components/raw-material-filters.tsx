import { useTranslation } from 'react-i18next';
import { RAW_MATERIAL_CATEGORIES, RAW_MATERIAL_TYPES } from '../../../../shared/domain/feedstock-defaults';
import { SelectField } from '../../../components/ui/select-field';

export interface RawMaterialFiltersProps {
  type: string;
  category: string;
  onChange: (name: 'type' | 'category', value: string) => void;
}

/** The list's filters: one type, one category (empty: all). */
export function RawMaterialFilters({ type, category, onChange }: RawMaterialFiltersProps) {
  const { t } = useTranslation(['rawMaterials', 'records']);
  return (
    <>
      <SelectField
        id="raw-materials-filter-type"
        name="type"
        label={t('rawMaterials:filters.type')}
        value={type}
        emptyOption={t('records:list.all')}
        options={RAW_MATERIAL_TYPES.map((value) => ({
          value,
          label: t(`rawMaterials:values.type.${value}`),
        }))}
        onChange={(event) => {
          onChange('type', event.target.value);
        }}
      />
      <SelectField
        id="raw-materials-filter-category"
        name="category"
        label={t('rawMaterials:filters.category')}
        value={category}
        emptyOption={t('records:list.all')}
        options={RAW_MATERIAL_CATEGORIES.map((value) => ({
          value,
          label: t(`rawMaterials:values.category.${value}`),
        }))}
        onChange={(event) => {
          onChange('category', event.target.value);
        }}
      />
    </>
  );
}
