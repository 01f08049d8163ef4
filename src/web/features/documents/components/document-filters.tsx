import {
  DOCUMENT_CATEGORIES,
  type TDocumentCategory,
} from '../../../../shared/domain/documents/imported-documents';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TDocumentFilter } from '../lib/filter-documents';

/** The list's filters: a category, and words of the title, tags or links. Side by side, a phone included. */
export function DocumentFilters({
  filter,
  onChange,
}: {
  filter: TDocumentFilter;
  onChange: (filter: TDocumentFilter) => void;
}) {
  const { t } = useTranslation('documents');
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectField
        id="documents-filter-category"
        name="category"
        label={t('list.filterCategory')}
        value={filter.category}
        emptyOption={t('list.allCategories')}
        options={DOCUMENT_CATEGORIES.map((category) => ({
          value: category,
          label: t(`categories.${category}`),
        }))}
        onChange={(event) => {
          onChange({ ...filter, category: event.target.value as TDocumentCategory | '' });
        }}
      />
      <TextField
        id="documents-filter-text"
        name="q"
        label={t('list.filterText')}
        value={filter.text}
        isRequired={false}
        autoComplete="off"
        onChange={(event) => {
          onChange({ ...filter, text: event.target.value });
        }}
      />
    </div>
  );
}
