import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCreateRawMaterialRequest } from '../../../../shared/contracts/raw-materials';
import {
  MAX_RAW_MATERIAL_NAME_LENGTH,
  MAX_RAW_MATERIAL_SUPPLIER_LENGTH,
} from '../../../../shared/contracts/raw-materials';
import { RAW_MATERIAL_CATEGORIES, RAW_MATERIAL_TYPES } from '../../../../shared/domain/feedstock-defaults';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { TApiResult } from '../../../lib/api-client';
import { getServerFieldErrors } from '../../../lib/forms/field-errors';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { useFieldForm } from '../../../lib/forms/use-field-form';
import {
  parseRawMaterialForm,
  rawMaterialFormFields,
  referenceForTypeChange,
  type TRawMaterialFormValues,
} from '../lib/raw-material-form-values';
import { LabValueFields } from './lab-value-fields';
import { ReferenceField } from './reference-field';

export interface RawMaterialFormProps {
  initialValues: TRawMaterialFormValues;
  submitLabel: string;
  /** Sends the checked request; the form shows the server's per-field messages when it refuses. */
  onSubmit: (request: TCreateRawMaterialRequest) => Promise<TApiResult<unknown>>;
  onCancel: () => void;
}

/** The fields of a raw material (spec §3) and its lab values, shared by the add and edit dialogs. */
export function RawMaterialForm({ initialValues, submitLabel, onSubmit, onCancel }: RawMaterialFormProps) {
  const { t } = useTranslation(['rawMaterials', 'records']);
  const errorText = useFieldErrorText();
  const [isSaving, setIsSaving] = useState(false);
  const form = useFieldForm({ fields: rawMaterialFormFields, initialValues, parse: parseRawMaterialForm });
  const { values, errors, getFieldId, handleChange, setValue } = form;

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = form.validate();
    if (!request) return;
    setIsSaving(true);
    const result = await onSubmit(request);
    setIsSaving(false);
    if (!result.ok) form.showErrors(getServerFieldErrors(result.fields, rawMaterialFormFields));
  };

  /** A new type brings its default reference: another type's reference would feed wrong defaults. */
  const handleTypeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    handleChange(event);
    setValue('referenceKey', referenceForTypeChange(event.target.value));
  };

  return (
    <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <TextField
        id={getFieldId('name')}
        name="name"
        label={t('rawMaterials:fields.name')}
        value={values.name}
        onChange={handleChange}
        error={errorText(errors.name)}
        maxLength={MAX_RAW_MATERIAL_NAME_LENGTH}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={getFieldId('type')}
          name="type"
          label={t('rawMaterials:fields.type')}
          value={values.type}
          onChange={handleTypeChange}
          error={errorText(errors.type)}
          emptyOption="—"
          options={RAW_MATERIAL_TYPES.map((type) => ({
            value: type,
            label: t(`rawMaterials:values.type.${type}`),
          }))}
        />
        <SelectField
          id={getFieldId('category')}
          name="category"
          label={t('rawMaterials:fields.category')}
          value={values.category}
          onChange={handleChange}
          error={errorText(errors.category)}
          emptyOption="—"
          options={RAW_MATERIAL_CATEGORIES.map((category) => ({
            value: category,
            label: t(`rawMaterials:values.category.${category}`),
          }))}
        />
        <TextField
          id={getFieldId('supplier')}
          name="supplier"
          label={t('rawMaterials:fields.supplier')}
          optionalText={t('records:form.optional')}
          value={values.supplier}
          onChange={handleChange}
          error={errorText(errors.supplier)}
          maxLength={MAX_RAW_MATERIAL_SUPPLIER_LENGTH}
          autoComplete="organization"
        />
        <TextField
          id={getFieldId('quantity')}
          name="quantity"
          label={t('rawMaterials:fields.quantity')}
          optionalText={t('records:form.optional')}
          value={values.quantity}
          onChange={handleChange}
          error={errorText(errors.quantity)}
          hint={t('rawMaterials:form.quantityHint')}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <ReferenceField
        id={getFieldId('referenceKey')}
        type={values.type}
        value={values.referenceKey}
        error={errorText(errors.referenceKey)}
        onChange={handleChange}
      />
      <LabValueFields values={values} errors={errors} getFieldId={getFieldId} onChange={handleChange} />
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" size="lg" onClick={onCancel} disabled={isSaving}>
          {t('records:actions.cancel')}
        </Button>
        <Button type="submit" size="lg" disabled={isSaving}>
          {isSaving ? t('records:actions.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
