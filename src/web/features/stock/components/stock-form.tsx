import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCreateStockItemRequest } from '../../../../shared/contracts/stock';
import { STOCK_CATEGORIES, STOCK_UNITS } from '../../../../shared/domain/stock-levels';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { TApiResult } from '../../../lib/api-client';
import { getServerFieldErrors } from '../../../lib/forms/field-errors';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { useFieldForm } from '../../../lib/forms/use-field-form';
import { parseStockForm, stockFormFields, type TStockFormValues } from '../lib/stock-form-values';

export interface StockFormProps {
  initialValues: TStockFormValues;
  submitLabel: string;
  /** Sends the checked request; the form shows the server's per-field messages when it refuses. */
  onSubmit: (request: TCreateStockItemRequest) => Promise<TApiResult<unknown>>;
  onCancel: () => void;
}

/** The fields of a stock item (spec §3, §5), shared by the add page and the edit dialog. */
export function StockForm({ initialValues, submitLabel, onSubmit, onCancel }: StockFormProps) {
  const { t } = useTranslation(['stock', 'records']);
  const errorText = useFieldErrorText();
  const [isSaving, setIsSaving] = useState(false);
  const form = useFieldForm({ fields: stockFormFields, initialValues, parse: parseStockForm });
  const { values, errors, getFieldId, handleChange } = form;

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = form.validate();
    if (!request) return;
    setIsSaving(true);
    const result = await onSubmit(request);
    setIsSaving(false);
    if (!result.ok) form.showErrors(getServerFieldErrors(result.fields, stockFormFields));
  };

  const decimalProps = (field: 'currentLevel' | 'maxLevel' | 'threshold') => ({
    id: getFieldId(field),
    name: field,
    label: t(`stock:fields.${field}`),
    value: values[field],
    onChange: handleChange,
    error: errorText(errors[field]),
    inputMode: 'decimal' as const,
    hint: t('records:form.decimalHint'),
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <TextField
        id={getFieldId('name')}
        name="name"
        label={t('stock:fields.name')}
        value={values.name}
        onChange={handleChange}
        error={errorText(errors.name)}
        maxLength={100}
        autoComplete="off"
      />
      <SelectField
        id={getFieldId('category')}
        name="category"
        label={t('stock:fields.category')}
        value={values.category}
        onChange={handleChange}
        error={errorText(errors.category)}
        emptyOption="—"
        options={STOCK_CATEGORIES.map((category) => ({
          value: category,
          label: t(`stock:values.category.${category}`),
        }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...decimalProps('currentLevel')} />
        <TextField {...decimalProps('maxLevel')} />
        <SelectField
          id={getFieldId('unit')}
          name="unit"
          label={t('stock:fields.unit')}
          value={values.unit}
          onChange={handleChange}
          error={errorText(errors.unit)}
          options={STOCK_UNITS.map((unit) => ({ value: unit, label: t(`stock:values.unit.${unit}`) }))}
        />
        <TextField {...decimalProps('threshold')} />
      </div>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          {t('records:actions.cancel')}
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? t('records:actions.saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
