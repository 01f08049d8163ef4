import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_INVOICE_COUNTERPARTY_LENGTH,
  MAX_INVOICE_NAME_LENGTH,
  MAX_INVOICE_NOTES_LENGTH,
  MAX_INVOICE_NUMBER_LENGTH,
} from '../../../../shared/contracts/budget';
import { BUDGET_CATEGORIES } from '../../../../shared/domain/budget-summary';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { TApiResult } from '../../../lib/api-client';
import { getServerFieldErrors } from '../../../lib/forms/field-errors';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { useFieldForm } from '../../../lib/forms/use-field-form';
import {
  invoiceFormFields,
  parseInvoiceForm,
  type TInvoiceFormField,
  type TInvoiceFormValues,
  type TInvoiceRequest,
} from '../lib/invoice-form-values';
import { InvoiceTypeField } from './invoice-type-field';

export interface InvoiceFormProps {
  initialValues: TInvoiceFormValues;
  submitLabel: string;
  /** Sends the checked request; the form shows the server's per-field messages when it refuses. */
  onSubmit: (request: TInvoiceRequest) => Promise<TApiResult<unknown>>;
  onCancel: () => void;
}

/** The fields of an invoice (spec §3), shared by the add and edit dialogs. */
export function InvoiceForm({ initialValues, submitLabel, onSubmit, onCancel }: InvoiceFormProps) {
  const { t } = useTranslation(['budget', 'records']);
  const errorText = useFieldErrorText();
  const [isSaving, setIsSaving] = useState(false);
  const form = useFieldForm({ fields: invoiceFormFields, initialValues, parse: parseInvoiceForm });
  const { values, errors, getFieldId, handleChange } = form;
  const optional = t('records:form.optional');

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = form.validate();
    if (!request) return;
    setIsSaving(true);
    const result = await onSubmit(request);
    setIsSaving(false);
    if (!result.ok) form.showErrors(getServerFieldErrors(result.fields, invoiceFormFields));
  };

  const textProps = (field: TInvoiceFormField) => ({
    id: getFieldId(field),
    name: field,
    label: t(`budget:fields.${field}`),
    value: values[field],
    onChange: handleChange,
    error: errorText(errors[field]),
  });

  return (
    <form className="space-y-4" onSubmit={(event) => void handleSubmit(event)} noValidate>
      <TextField {...textProps('name')} maxLength={MAX_INVOICE_NAME_LENGTH} autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...textProps('amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('budget:hints.amount')}
        />
        <InvoiceTypeField
          id={getFieldId('type')}
          value={values.type}
          onChange={handleChange}
          error={errorText(errors.type)}
        />
        <SelectField
          {...textProps('category')}
          emptyOption="—"
          options={BUDGET_CATEGORIES.map((category) => ({
            value: category,
            label: t(`budget:values.category.${category}`),
          }))}
        />
        <TextField {...textProps('invoiceDate')} type="date" />
        <TextField
          {...textProps('counterparty')}
          optionalText={optional}
          maxLength={MAX_INVOICE_COUNTERPARTY_LENGTH}
        />
        <TextField
          {...textProps('invoiceNumber')}
          optionalText={optional}
          maxLength={MAX_INVOICE_NUMBER_LENGTH}
          autoComplete="off"
        />
        <TextField
          {...textProps('dueDate')}
          type="date"
          optionalText={optional}
          hint={t('budget:hints.dueDate')}
        />
      </div>
      <TextareaField {...textProps('notes')} optionalText={optional} maxLength={MAX_INVOICE_NOTES_LENGTH} />
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
