// Budget: invoices, income and expenses (spec §3 invoices).
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { BUDGET_CATEGORIES, INVOICE_TYPES } from '../../../shared/domain/budget-summary.js';
import { id, isOneOf, money, ownerId, timestamps, trigramIndex, rowVersion } from './columns.js';
import { searchFreshnessIndex, searchTitlePrefixIndex } from './search-indexes.js';
import { ownRowsPolicy } from './rls.js';

export { BUDGET_CATEGORIES, INVOICE_TYPES };

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    userId: ownerId(),
    name: text('name').notNull(),
    // Euros, positive: the direction is given by `type`.
    amount: money('amount').notNull(),
    category: text('category', { enum: BUDGET_CATEGORIES }).notNull(),
    type: text('type', { enum: INVOICE_TYPES }).notNull(),
    // Addition: the invoice date, by which the budget is totalled per month and year.
    invoiceDate: date('invoice_date')
      .notNull()
      .default(sql`current_date`),
    // Addition: the supplier's or customer's invoice number (matching with accounting).
    invoiceNumber: text('invoice_number'),
    // Addition: supplier (expense) or customer (income).
    counterparty: text('counterparty'),
    // Addition: payment due date, for unpaid follow-up.
    dueDate: date('due_date'),
    notes: text('notes'),
    version: rowVersion(),
    ...timestamps(),
  },
  (t) => [
    check('invoices_amount_check', sql`${t.amount} >= 0`),
    check('invoices_category_check', isOneOf(t.category, BUDGET_CATEGORIES)),
    check('invoices_type_check', isOneOf(t.type, INVOICE_TYPES)),
    check('invoices_due_date_check', sql`${t.dueDate} is null or ${t.dueDate} >= ${t.invoiceDate}`),
    index('invoices_user_id_invoice_date_idx').on(t.userId, t.invoiceDate.desc()),
    index('invoices_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    // The global search matches a category or type by its translated label (search_source).
    index('invoices_user_id_category_idx').on(t.userId, t.category),
    index('invoices_user_id_type_idx').on(t.userId, t.type),
    trigramIndex('invoices_name_trgm', t.name),
    trigramIndex('invoices_category_trgm', t.category),
    // The invoice list and the global search also find an invoice by its counterparty or number.
    trigramIndex('invoices_counterparty_trgm', t.counterparty),
    trigramIndex('invoices_invoice_number_trgm', t.invoiceNumber),
    searchFreshnessIndex('invoices', t.userId, t.updatedAt, t.id),
    searchTitlePrefixIndex('invoices', t.userId, t.name),
    ownRowsPolicy('invoices', t.userId),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
