import { eq, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ZCreateInvoiceRequest,
  ZInvoice,
  ZInvoiceListQuery,
  ZUpdateInvoiceRequest,
  type TInvoice,
  type TInvoiceListQuery,
  type TUpdateInvoiceRequest,
} from '../../../shared/contracts/budget.js';
import { BUDGET_CATEGORIES, INVOICE_TYPES } from '../../../shared/domain/budget-summary.js';
import { addMonths } from '../../../shared/domain/calendar.js';
import type { CsvColumn } from '../../../shared/domain/csv-records.js';
import { invoices, type InvoiceRow } from '../../db/schema/budget.js';
import type { RecordResource } from '../records/record-resource.js';

export const invoiceCsvColumns: readonly CsvColumn[] = [
  { key: 'name', kind: 'text' },
  { key: 'amount', kind: 'amount' },
  { key: 'category', kind: 'enum', values: BUDGET_CATEGORIES },
  { key: 'type', kind: 'enum', values: INVOICE_TYPES },
  { key: 'invoiceDate', kind: 'date' },
  { key: 'invoiceNumber', kind: 'text' },
  { key: 'counterparty', kind: 'text' },
  { key: 'dueDate', kind: 'date' },
  { key: 'notes', kind: 'text' },
];

export function toInvoice(row: InvoiceRow): TInvoice {
  return {
    id: row.id,
    name: row.name,
    amount: row.amount,
    category: row.category,
    type: row.type,
    invoiceDate: row.invoiceDate,
    invoiceNumber: row.invoiceNumber,
    counterparty: row.counterparty,
    dueDate: row.dueDate,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Month and period filters as ranges on invoice_date, so that the (user_id, invoice_date) index serves them. */
function dateFilters(query: TInvoiceListQuery): (SQL | undefined)[] {
  const monthStart = query.month ? `${query.month}-01` : undefined;
  return [
    monthStart ? gte(invoices.invoiceDate, monthStart) : undefined,
    monthStart ? lt(invoices.invoiceDate, addMonths(monthStart, 1)) : undefined,
    query.from ? gte(invoices.invoiceDate, query.from) : undefined,
    query.to ? lte(invoices.invoiceDate, query.to) : undefined,
  ];
}

/**
 * The due date may not precede the invoice date (the table's check says the same: this one answers a 400 naming
 * the field instead of a failed insert). Dates are 'YYYY-MM-DD' text, whose order is the calendar's.
 */
function checkInvoiceDates(values: Record<string, unknown>): Record<string, string> | null {
  const { invoiceDate, dueDate } = values;
  if (typeof invoiceDate === 'string' && typeof dueDate === 'string' && dueDate < invoiceDate) {
    return { dueDate: 'budget:validation.dueDateBeforeInvoiceDate' };
  }
  return null;
}

/** Invoices (spec §3 invoices): income and expenses in euros, by category and invoice date. */
export const invoiceResource: RecordResource<
  TInvoice,
  z.output<typeof ZCreateInvoiceRequest>,
  TUpdateInvoiceRequest,
  TInvoiceListQuery
> = {
  path: '/api/invoices',
  namespace: 'budget',
  // The same word in French and English.
  fileName: 'budget',
  table: invoices,
  idColumn: invoices.id,
  userIdColumn: invoices.userId,
  versionColumn: invoices.version,
  schemas: {
    item: ZInvoice,
    create: ZCreateInvoiceRequest,
    update: ZUpdateInvoiceRequest,
    query: ZInvoiceListQuery,
  },
  sortColumns: {
    createdAt: invoices.createdAt,
    invoiceDate: invoices.invoiceDate,
    amount: invoices.amount,
    name: invoices.name,
  },
  search: { source: 'budget' },
  filters: (query) => [
    query.type ? eq(invoices.type, query.type) : undefined,
    query.category ? eq(invoices.category, query.category) : undefined,
    ...dateFilters(query),
  ],
  toItem: (row) => toInvoice(row as InvoiceRow),
  toInsertValues: (input) => ({ ...input }),
  toUpdateValues: (input) => ({ ...input }),
  checkRow: checkInvoiceDates,
  csvColumns: invoiceCsvColumns,
};
