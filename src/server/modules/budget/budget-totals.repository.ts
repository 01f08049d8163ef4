import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { TBudgetCategory, TInvoiceType } from '../../../shared/domain/budget-summary.js';
import type { TCalendarDate, TMonthKey } from '../../../shared/domain/calendar.js';
import { invoices } from '../../db/schema/budget.js';
import type { DbTransaction } from '../../db/user-context.js';

/** The invoices of one month, one category and one type, added up by the database. */
export interface InvoiceGroupTotal {
  month: TMonthKey;
  category: TBudgetCategory;
  type: TInvoiceType;
  /** Sum of the amounts in integer cents (exact: numeric arithmetic, no float on the way). */
  cents: number;
  invoiceCount: number;
}

/**
 * Totals of the user's invoices dated in [from, until), grouped by month, category and type: at most
 * 12 × 6 × 2 rows a year whatever the number of invoices. The date range is written as bounds on invoice_date
 * so that the (user_id, invoice_date) index finds the rows; the amounts are summed as numeric in cents and read
 * as bigint, so 0.10 + 0.20 is 30 cents, never 30.000000000000004.
 */
export async function sumInvoicesByMonth(
  tx: DbTransaction,
  userId: string,
  from: TCalendarDate,
  until: TCalendarDate,
): Promise<InvoiceGroupTotal[]> {
  const month = sql<string>`to_char(${invoices.invoiceDate}, 'YYYY-MM')`;
  return tx
    .select({
      month,
      category: invoices.category,
      type: invoices.type,
      // bigint arrives as a string (node-postgres) or a number/bigint (PGlite): Number() reads them all.
      cents: sql`sum(${invoices.amount} * 100)::bigint`.mapWith(Number),
      invoiceCount: count(),
    })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), gte(invoices.invoiceDate, from), lt(invoices.invoiceDate, until)))
    .groupBy(month, invoices.category, invoices.type);
}
