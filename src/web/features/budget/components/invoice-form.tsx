import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  MAX_INVOICE_COUNTERPARTY_LENGTH,
  MAX_INVOICE_NAME_LENGTH,
  MAX_INVOICE_NOTES_LENGTH,
  MAX_INVOICE_NUMBER_LENGTH,
} from '../../../../shared/contracts/budget';
import { BUDGET_CATEGORIES } from '../../../../shared/domain/budget-summary';
import { RecordFormActions } from '../../../components/records/record-form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { DateField } from '../../../components/ui/date-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { TApiResult } from '../../../lib/api-client';
import { useRecordForm } from '../../../lib/forms/use-record-form';
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
  const form = useRecordForm({ fields: invoiceFormFields, initialValues, parse: parseInvoiceForm, onSubmit });
  const { values, errors, getFieldId, handleChange, errorText } = form;
  const optional = t('records:form.optional');

  const textProps = (field: TInvoiceFormField) => ({
    ...form.fieldProps(field),
    label: t(`budget:fields.${field}`),
  });

  return (
    <form className="space-y-4" onSubmit={form.handleSubmit} noValidate>
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
        <DateField {...textProps('invoiceDate')} />
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
        <DateField {...textProps('dueDate')} optionalText={optional} hint={t('budget:hints.dueDate')} />
      </div>
      <TextareaField {...textProps('notes')} optionalText={optional} maxLength={MAX_INVOICE_NOTES_LENGTH} />
      <RecordFormActions isSaving={form.isSaving} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
