import { describe, expect, it } from 'vitest';
import type { TInvoice } from '../../../../shared/contracts/budget';
import {
  emptyInvoiceFormValues,
  invoiceFormValuesOf,
  parseInvoiceForm,
  type TInvoiceFormValues,
} from './invoice-form-values';

function filled(overrides: Partial<TInvoiceFormValues> = {}): TInvoiceFormValues {
  return {
    ...emptyInvoiceFormValues('2026-11-14'),
    name: 'Facture EDF',
    amount: '1234,56',
    category: 'electricity',
    ...overrides,
  };
}

describe('invoice form values', () => {
  it('reads a French amount and sends empty optional fields as null', () => {
    expect(parseInvoiceForm(filled())).toEqual({
      ok: true,
      request: {
        name: 'Facture EDF',
        amount: 1234.56,
        type: 'expense',
        category: 'electricity',
        invoiceDate: '2026-11-14',
        invoiceNumber: null,
        counterparty: null,
        dueDate: null,
        notes: null,
      },
    });
  });

  it('reads an amount typed with thousands spaces and a euro sign', () => {
    for (const amount of ['2 350,00 €', '2\u00A0350,00\u00A0€', '2\u202F350,00\u202F€', '2350€']) {
      expect(parseInvoiceForm(filled({ amount }))).toMatchObject({ ok: true, request: { amount: 2350 } });
    }
  });

  it('refuses more than two decimals and asks for the required fields', () => {
    expect(parseInvoiceForm(filled({ amount: '12,345' }))).toEqual({
      ok: false,
      errors: { amount: 'budget:validation.amountDecimals' },
    });
    expect(parseInvoiceForm(filled({ name: ' ', amount: '', category: '', invoiceDate: '' }))).toEqual({
      ok: false,
      errors: {
        name: 'budget:validation.nameRequired',
        amount: 'budget:validation.amountRequired',
        category: 'budget:validation.categoryRequired',
        invoiceDate: 'budget:validation.invoiceDateRequired',
      },
    });
    expect(parseInvoiceForm(filled({ amount: '0' }))).toMatchObject({
      errors: { amount: 'budget:validation.amountPositive' },
    });
    expect(parseInvoiceForm(filled({ amount: 'douze' }))).toMatchObject({
      errors: { amount: 'budget:validation.amountInvalid' },
    });
  });

  it('refuses a due date before the invoice date, alone or with other messages', () => {
    expect(parseInvoiceForm(filled({ dueDate: '2026-11-13' }))).toEqual({
      ok: false,
      errors: { dueDate: 'budget:validation.dueDateBeforeInvoiceDate' },
    });
    expect(parseInvoiceForm(filled({ dueDate: '2026-11-13', name: '' }))).toEqual({
      ok: false,
      errors: {
        name: 'budget:validation.nameRequired',
        dueDate: 'budget:validation.dueDateBeforeInvoiceDate',
      },
    });
    expect(parseInvoiceForm(filled({ dueDate: '2026-11-14' })).ok).toBe(true);
  });

  it('fills the form from an invoice, with comma decimals in French', () => {
    const invoice: TInvoice = {
      id: 'a',
      name: 'Vente',
      amount: 3000.5,
      category: 'others',
      type: 'income',
      invoiceDate: '2026-11-02',
      invoiceNumber: null,
      counterparty: 'EDF OA',
      dueDate: null,
      notes: null,
      createdAt: '2026-11-02T10:00:00.000Z',
      updatedAt: '2026-11-02T10:00:00.000Z',
      version: 1,
    };
    expect(invoiceFormValuesOf(invoice, 'fr')).toMatchObject({ amount: '3000,5', counterparty: 'EDF OA' });
    expect(invoiceFormValuesOf(invoice, 'en').amount).toBe('3000.5');
  });
});
