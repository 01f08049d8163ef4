import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TCreateRawMaterialRequest } from '../../../../shared/contracts/raw-materials';
import {
  MAX_RAW_MATERIAL_NAME_LENGTH,
  MAX_RAW_MATERIAL_SUPPLIER_LENGTH,
} from '../../../../shared/contracts/raw-materials';
import { RAW_MATERIAL_CATEGORIES, RAW_MATERIAL_TYPES } from '../../../../shared/domain/feedstock-defaults';
import { RecordFormActions } from '../../../components/records/record-form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { DateField } from '../../../components/ui/date-field';
import { TextField } from '../../../components/ui/text-field';
import type { TApiResult } from '../../../lib/api-client';
import { useRecordForm } from '../../../lib/forms/use-record-form';
import {
  parseRawMaterialForm,
  rawMaterialFormFields,
  referenceForTypeChange,
  type TRawMaterialFormValues,
} from '../lib/raw-material-form-values';
import { LabValueFields } from './lab-value-fields';
import { ReferenceField } from './reference-field';
import { RegisterFields } from './register-fields';

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
  const form = useRecordForm({
    fields: rawMaterialFormFields,
    initialValues,
    parse: parseRawMaterialForm,
    onSubmit,
  });
  const { values, errors, getFieldId, handleChange, setValue, errorText, fieldProps } = form;

  /** A new type brings its default reference: another type's reference would feed wrong defaults. */
  const handleTypeChange = (event: ChangeEvent<HTMLSelectElement>) => {
    handleChange(event);
    setValue('referenceKey', referenceForTypeChange(event.target.value));
  };

  return (
    <form className="space-y-4" onSubmit={form.handleSubmit} noValidate>
      <TextField
        {...fieldProps('name')}
        label={t('rawMaterials:fields.name')}
        maxLength={MAX_RAW_MATERIAL_NAME_LENGTH}
        autoComplete="off"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          {...fieldProps('type')}
          label={t('rawMaterials:fields.type')}
          onChange={handleTypeChange}
          emptyOption="—"
          options={RAW_MATERIAL_TYPES.map((type) => ({
            value: type,
            label: t(`rawMaterials:values.type.${type}`),
          }))}
        />
        <SelectField
          {...fieldProps('category')}
          label={t('rawMaterials:fields.category')}
          emptyOption="—"
          options={RAW_MATERIAL_CATEGORIES.map((category) => ({
            value: category,
            label: t(`rawMaterials:values.category.${category}`),
          }))}
        />
        <TextField
          {...fieldProps('supplier')}
          label={t('rawMaterials:fields.supplier')}
          optionalText={t('records:form.optional')}
          maxLength={MAX_RAW_MATERIAL_SUPPLIER_LENGTH}
          autoComplete="organization"
        />
        <TextField
          {...fieldProps('quantity')}
          label={t('rawMaterials:fields.quantity')}
          optionalText={t('records:form.optional')}
          hint={t('rawMaterials:form.quantityHint')}
          inputMode="decimal"
          autoComplete="off"
        />
        <DateField
          {...fieldProps('deliveryDate')}
          label={t('rawMaterials:fields.deliveryDate')}
          hint={t('rawMaterials:form.deliveryDateHint')}
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
      <RegisterFields
        values={values}
        errors={errors}
        getFieldId={getFieldId}
        onChange={handleChange}
        setValue={setValue}
      />
      <RecordFormActions isSaving={form.isSaving} submitLabel={submitLabel} onCancel={onCancel} size="lg" />
    </form>
  );
}
