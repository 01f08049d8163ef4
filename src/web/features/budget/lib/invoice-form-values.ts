import { ZCreateInvoiceRequest, type TInvoice } from '../../../../shared/contracts/budget';
import type { TCalendarDate } from '../../../../shared/domain/calendar';
import { amountFromText, decimalToText } from '../../../lib/forms/decimal-text';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';

export const invoiceFormFields = [
  'name',
  'amount',
  'type',
  'category',
  'invoiceDate',
  'invoiceNumber',
  'counterparty',
  'dueDate',
  'notes',
] as const;
export type TInvoiceFormField = (typeof invoiceFormFields)[number];
export type TInvoiceFormValues = Record<TInvoiceFormField, string>;
export type TInvoiceRequest = ReturnType<typeof ZCreateInvoiceRequest.parse>;

/** A new invoice: an expense dated today (most invoices are), the category left to choose. */
export function emptyInvoiceFormValues(today: TCalendarDate): TInvoiceFormValues {
  return {
    name: '',
    amount: '',
    type: 'expense',
    category: '',
    invoiceDate: today,
    invoiceNumber: '',
    counterparty: '',
    dueDate: '',
    notes: '',
  };
}

export function invoiceFormValuesOf(invoice: TInvoice, language: string): TInvoiceFormValues {
  return {
    name: invoice.name,
    amount: decimalToText(invoice.amount, language),
    type: invoice.type,
    category: invoice.category,
    invoiceDate: invoice.invoiceDate,
    invoiceNumber: invoice.invoiceNumber ?? '',
    counterparty: invoice.counterparty ?? '',
    dueDate: invoice.dueDate ?? '',
    notes: invoice.notes ?? '',
  };
}

/**
 * The form checked with the server's contract (the same messages on both sides), plus the rule the server
 * checks on the whole row: the due date may not precede the invoice date.
 */
export function parseInvoiceForm(
  values: TInvoiceFormValues,
): TParsedForm<TInvoiceRequest, TInvoiceFormField> {
  const parsed = parseFormValues(
    ZCreateInvoiceRequest,
    {
      name: values.name,
      amount: amountFromText(values.amount),
      type: values.type || undefined,
      category: values.category || undefined,
      invoiceDate: values.invoiceDate || undefined,
      invoiceNumber: values.invoiceNumber,
      counterparty: values.counterparty,
      dueDate: values.dueDate || null,
      notes: values.notes,
    },
    invoiceFormFields,
  );
  const isDueDateBefore =
    values.dueDate !== '' && values.invoiceDate !== '' && values.dueDate < values.invoiceDate;
  if (!isDueDateBefore) return parsed;
  const errors = parsed.ok ? {} : parsed.errors;
  return {
    ok: false,
    errors: { ...errors, dueDate: errors.dueDate ?? 'budget:validation.dueDateBeforeInvoiceDate' },
  };
}
