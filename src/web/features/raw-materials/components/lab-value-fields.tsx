import type { ChangeEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { TextField } from '../../../components/ui/text-field';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { labValueFields } from '../lib/lab-value-defaults';
import type { TRawMaterialFormField, TRawMaterialFormValues } from '../lib/raw-material-form-values';
import { useLabValueHint } from './use-lab-value-hint';

export interface LabValueFieldsProps {
  values: TRawMaterialFormValues;
  errors: TFieldErrors<TRawMaterialFormField>;
  getFieldId: (field: TRawMaterialFormField) => string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The four optional lab values, each with the default it replaces (and that default's source) as its hint. */
export function LabValueFields({ values, errors, getFieldId, onChange }: LabValueFieldsProps) {
  const { t } = useTranslation(['rawMaterials', 'records']);
  const errorText = useFieldErrorText();
  const hintOf = useLabValueHint();

  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">
        {t('rawMaterials:form.labValuesTitle')}
      </legend>
      <p className="text-sm text-slate-700">{t('rawMaterials:form.labValuesHelp')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {labValueFields.map((field) => (
          <TextField
            key={field}
            id={getFieldId(field)}
            name={field}
            label={t(`rawMaterials:fields.${field}`)}
            optionalText={t('records:form.optional')}
            value={values[field]}
            onChange={onChange}
            error={errorText(errors[field])}
            hint={hintOf(values.referenceKey, field)}
            inputMode="decimal"
            autoComplete="off"
          />
        ))}
      </div>
    </fieldset>
  );
}
