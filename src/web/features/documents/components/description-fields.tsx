import { useId, type ChangeEvent } from 'react';
import {
  DOCUMENT_CATEGORIES,
  MAX_DOCUMENT_TAG_LENGTH,
  MAX_DOCUMENT_TAGS,
  MAX_DOCUMENT_TITLE_LENGTH,
  MAX_EQUIPMENT_NAME_LENGTH,
  type TDocumentCategory,
} from '../../../../shared/domain/documents/imported-documents';
import { describeField, FieldFrame, fieldControlClasses } from '../../../components/ui/field-frame';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TLotOption } from '../api/link-options-api';
import type { TDescriptionValues } from '../lib/description-values';

export interface DescriptionFieldsProps {
  /** A prefix for the fields' ids (the upload form and the edit dialog are on the same page). */
  idPrefix: string;
  values: TDescriptionValues;
  onChange: (values: TDescriptionValues) => void;
  /** The server's messages per field. */
  errors: Record<string, string>;
  lots: readonly TLotOption[];
  equipmentNames: readonly string[];
  /** The upload form has a title field; the edit dialog renames apart. */
  hasTitle: boolean;
  /** A lot linked already but not among the offered ones (past the first 100): kept as a choice. */
  currentLot?: TLotOption | null;
}

/** Title, category, tags, linked equipment (free text, the plan's equipment suggested) and linked lot. */
export function DescriptionFields({
  idPrefix,
  values,
  onChange,
  errors,
  lots,
  equipmentNames,
  hasTitle,
  currentLot,
}: DescriptionFieldsProps) {
  const { t } = useTranslation(['documents', 'records']);
  const equipmentListId = useId();
  const id = (name: string) => `${idPrefix}-${name}`;
  const set =
    (name: keyof TDescriptionValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      onChange({ ...values, [name]: event.target.value });
    };
  const optional = t('records:form.optional');
  const lotOptions =
    currentLot && !lots.some((lot) => lot.id === currentLot.id) ? [currentLot, ...lots] : lots;
  const equipment = describeField(id('equipment'), {
    hint: t('documents:upload.equipmentHint'),
    error: errors.equipmentName,
  });

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {hasTitle && (
        <TextField
          id={id('title')}
          name="title"
          label={t('documents:upload.titleLabel')}
          hint={t('documents:upload.titleHint')}
          optionalText={optional}
          value={values.title}
          onChange={set('title')}
          maxLength={MAX_DOCUMENT_TITLE_LENGTH}
          error={errors.title}
        />
      )}
      <SelectField
        id={id('category')}
        name="category"
        label={t('documents:upload.categoryLabel')}
        value={values.category}
        options={DOCUMENT_CATEGORIES.map((category: TDocumentCategory) => ({
          value: category,
          label: t(`documents:categories.${category}`),
        }))}
        onChange={set('category')}
        error={errors.category}
      />
      <TextField
        id={id('tags')}
        name="tags"
        label={t('documents:upload.tagsLabel')}
        hint={t('documents:upload.tagsHint', { max: MAX_DOCUMENT_TAGS, length: MAX_DOCUMENT_TAG_LENGTH })}
        optionalText={optional}
        value={values.tags}
        onChange={set('tags')}
        error={errors.tags}
      />
      <FieldFrame
        id={id('equipment')}
        label={t('documents:upload.equipmentLabel')}
        optionalText={optional}
        hint={t('documents:upload.equipmentHint')}
        error={errors.equipmentName}
      >
        <input
          id={id('equipment')}
          name="equipmentName"
          type="text"
          value={values.equipmentName}
          onChange={set('equipmentName')}
          list={equipmentListId}
          maxLength={MAX_EQUIPMENT_NAME_LENGTH}
          autoComplete="off"
          aria-invalid={equipment.hasError}
          aria-describedby={equipment.describedBy}
          className={cn('mt-1 h-11', fieldControlClasses(equipment.hasError))}
        />
        <datalist id={equipmentListId}>
          {equipmentNames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </FieldFrame>
      <SelectField
        id={id('lot')}
        name="rawMaterialId"
        label={t('documents:upload.lotLabel')}
        optionalText={optional}
        value={values.rawMaterialId}
        emptyOption={t('documents:upload.noLot')}
        options={lotOptions.map((lot) => ({ value: lot.id, label: lot.name }))}
        onChange={set('rawMaterialId')}
        error={errors.rawMaterialId}
      />
    </div>
  );
}
