import type { TBudgetYearSummary, TMonthlyBudgetSummary } from '../../../shared/contracts/budget.js';
import {
  monthlySummary,
  summariseBudget,
  type BudgetCategoryTotals,
  type BudgetInvoice,
} from '../../../shared/domain/budget-summary.js';
import { addMonths, monthKey, type TMonthKey } from '../../../shared/domain/calendar.js';
import type { DbTransaction } from '../../db/user-context.js';
import { sumInvoicesByMonth, type InvoiceGroupTotal } from './budget-totals.repository.js';

/**
 * One database group seen by the domain's rules as a single invoice of the group's total, dated the 1st of its
 * month. The domain sums in integer cents: cents / 100 read back by its Math.round(amount × 100) gives the
 * same cents exactly (far beyond any plant's budget: the error stays under half a cent up to 10^15 cents), so
 * the totals, the empty months, the category order and the comparison come from one set of rules, the one the
 * web app also uses.
 */
function asInvoice(group: InvoiceGroupTotal): BudgetInvoice {
  return {
    amount: group.cents / 100,
    type: group.type,
    category: group.category,
    invoiceDate: `${group.month}-01`,
  };
}

/** Totals of one year per month (all 12) and per category, from the database's per-group sums. */
export async function yearSummary(
  tx: DbTransaction,
  userId: string,
  year: number,
): Promise<TBudgetYearSummary> {
  const yearText = String(year).padStart(4, '0');
  const groups = await sumInvoicesByMonth(tx, userId, `${yearText}-01-01`, addMonths(`${yearText}-12-01`, 1));
  return { year, ...summariseBudget(groups.map(asInvoice), { year }) };
}

/** The month card: the month and the one before, read in one query; the count is of invoices, not of groups. */
export async function monthSummary(
  tx: DbTransaction,
  userId: string,
  month: TMonthKey,
): Promise<TMonthlyBudgetSummary> {
  const firstDay = `${month}-01`;
  const groups = await sumInvoicesByMonth(tx, userId, addMonths(firstDay, -1), addMonths(firstDay, 1));
  const invoiceCount = groups
    .filter((group) => group.month === monthKey(firstDay))
    .reduce((total, group) => total + group.invoiceCount, 0);
  return { ...monthlySummary(groups.map(asInvoice), month), invoiceCount };
}

/**
 * A month's income and expense per category, only the categories it has (the monthly report's budget table),
 * from the same per-group sums and rules as the year's summary.
 */
export async function monthCategoryTotals(
  tx: DbTransaction,
  userId: string,
  month: TMonthKey,
): Promise<BudgetCategoryTotals[]> {
  const firstDay = `${month}-01`;
  const groups = await sumInvoicesByMonth(tx, userId, firstDay, addMonths(firstDay, 1));
  return summariseBudget(groups.map(asInvoice)).byCategory.filter(
    (category) => category.income !== 0 || category.expense !== 0,
  );
}
