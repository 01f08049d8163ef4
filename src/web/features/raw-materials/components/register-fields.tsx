import type { ChangeEvent } from 'react';
import {
  MAX_LOT_ORIGIN_LENGTH,
  MAX_REFUSAL_REASON_LENGTH,
} from '../../../../shared/domain/regulation/admission-register';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  checkedValue,
  type TRawMaterialFormField,
  type TRawMaterialFormValues,
} from '../lib/raw-material-form-values';

export interface RegisterFieldsProps {
  values: TRawMaterialFormValues;
  errors: TFieldErrors<TRawMaterialFormField>;
  getFieldId: (field: TRawMaterialFormField) => string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  setValue: (field: TRawMaterialFormField, value: string) => void;
}

/**
 * What the admission register and RED II need of a lot (issue 19): its origin and transport distance, whether the
 * supplier's sustainability self-declaration is on file, and a refusal at the gate with its reason (the reason's
 * field shows once the lot is marked refused).
 */
export function RegisterFields({ values, errors, getFieldId, onChange, setValue }: RegisterFieldsProps) {
  const { t } = useTranslation(['rawMaterials', 'records']);
  const errorText = useFieldErrorText();
  const isRefused = values.refused === checkedValue;

  return (
    <fieldset className="space-y-4 rounded-md border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">
        {t('rawMaterials:form.registerTitle')}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={getFieldId('origin')}
          name="origin"
          label={t('rawMaterials:fields.origin')}
          optionalText={t('records:form.optional')}
          hint={t('rawMaterials:form.originHint')}
          value={values.origin}
          onChange={onChange}
          error={errorText(errors.origin)}
          maxLength={MAX_LOT_ORIGIN_LENGTH}
          autoComplete="off"
        />
        <TextField
          id={getFieldId('transportDistanceKm')}
          name="transportDistanceKm"
          label={t('rawMaterials:fields.transportDistanceKm')}
          optionalText={t('records:form.optional')}
          hint={t('rawMaterials:form.transportDistanceHint')}
          value={values.transportDistanceKm}
          onChange={onChange}
          error={errorText(errors.transportDistanceKm)}
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
      <CheckboxField
        id={getFieldId('sustainabilityDeclaration')}
        name="sustainabilityDeclaration"
        label={t('rawMaterials:fields.sustainabilityDeclaration')}
        hint={t('rawMaterials:form.sustainabilityDeclarationHint')}
        isChecked={values.sustainabilityDeclaration === checkedValue}
        onChange={(event) => {
          setValue('sustainabilityDeclaration', event.target.checked ? checkedValue : '');
        }}
      />
      <CheckboxField
        id={getFieldId('refused')}
        name="refused"
        label={t('rawMaterials:fields.refused')}
        hint={t('rawMaterials:form.refusedHint')}
        isChecked={isRefused}
        onChange={(event) => {
          setValue('refused', event.target.checked ? checkedValue : '');
        }}
      />
      {isRefused && (
        <TextField
          id={getFieldId('refusalReason')}
          name="refusalReason"
          label={t('rawMaterials:fields.refusalReason')}
          hint={t('rawMaterials:form.refusalReasonHint')}
          value={values.refusalReason}
          onChange={onChange}
          error={errorText(errors.refusalReason)}
          maxLength={MAX_REFUSAL_REASON_LENGTH}
          autoComplete="off"
        />
      )}
    </fieldset>
  );
}
