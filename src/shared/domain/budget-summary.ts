/**
 * Budget totals of the invoices (spec §3 invoices): per year, per month, per category, and the month card with
 * its comparison to the month before. Isomorphic: the dashboard computes them from the invoices it already has,
 * the server from the rows it reads.
 *
 * Amounts are euros with cents; sums run in integer cents (euro-cents.ts).
 */
import { addMonths, isMonthKey, monthKey, type TCalendarDate, type TMonthKey } from './calendar.js';
import { toCents, toEuros } from './euro-cents.js';

/**
 * The spec's categories (§3 invoices: inputs, consumables, salaries, electricity, maintenance, others), then the
 * income a plant has: biomethane injected, electricity and heat sold (cogeneration), digestate sold and
 * subsidies. The server's schema imports this list (its check constraint follows it, migration 0014).
 */
export const BUDGET_CATEGORIES = [
  'inputs',
  'consumables',
  'salaries',
  'electricity',
  'maintenance',
  'others',
  'biomethane_sales',
  'electricity_sales',
  'heat_sales',
  'digestate_sales',
  'subsidies',
] as const;
/** The categories of what a plant earns (offered first for an income). */
export const INCOME_BUDGET_CATEGORIES = [
  'biomethane_sales',
  'electricity_sales',
  'heat_sales',
  'digestate_sales',
  'subsidies',
] as const satisfies readonly (typeof BUDGET_CATEGORIES)[number][];
export type TBudgetCategory = (typeof BUDGET_CATEGORIES)[number];

export const INVOICE_TYPES = ['income', 'expense'] as const;
export type TInvoiceType = (typeof INVOICE_TYPES)[number];

/** What the totals need of an invoice (a database row or an API item has more fields; they are ignored). */
export interface BudgetInvoice {
  /** Euros, positive: the direction is given by `type`. */
  amount: number;
  type: TInvoiceType;
  category: TBudgetCategory;
  invoiceDate: TCalendarDate;
}

export interface BudgetTotals {
  income: number;
  expense: number;
  /** Income minus expense. */
  balance: number;
}

export interface BudgetMonthTotals extends BudgetTotals {
  month: TMonthKey;
}

export interface BudgetCategoryTotals {
  category: TBudgetCategory;
  income: number;
  expense: number;
}

export interface BudgetSummary {
  totals: BudgetTotals;
  /** Every month 01 to 12 when a year is given; otherwise only the months that have invoices. Ascending. */
  byMonth: BudgetMonthTotals[];
  /** Every category, in the order of BUDGET_CATEGORIES, zeros included. */
  byCategory: BudgetCategoryTotals[];
}

export interface BudgetChange {
  /** This month minus the previous month, in euros. */
  difference: number;
  /**
   * The change in percent of the previous month's value (+25 means a quarter more); null when the previous
   * month is 0 or negative (a balance in the red), where a percentage means nothing or reads backwards: the
   * difference in euros then says the change.
   */
  percentChange: number | null;
}

export interface MonthlyBudgetSummary extends BudgetMonthTotals {
  /** Invoices dated in the month, income and expense. */
  invoiceCount: number;
  /** Categories with expenses in the month, largest first (ties in the order of BUDGET_CATEGORIES). */
  topExpenseCategories: { category: TBudgetCategory; amount: number }[];
  previousMonth: BudgetMonthTotals;
  comparison: { income: BudgetChange; expense: BudgetChange; balance: BudgetChange };
}

interface CentTotals {
  income: number;
  expense: number;
}

function emptyCents(): CentTotals {
  return { income: 0, expense: 0 };
}

function addInvoice(totals: CentTotals, invoice: BudgetInvoice, cents: number): void {
  if (invoice.type === 'income') totals.income += cents;
  else totals.expense += cents;
}

function toTotals(cents: CentTotals): BudgetTotals {
  return {
    income: toEuros(cents.income),
    expense: toEuros(cents.expense),
    balance: toEuros(cents.income - cents.expense),
  };
}

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new RangeError(`Year out of range: ${year}`);
}

function invoiceMonth(invoice: BudgetInvoice): TMonthKey {
  // monthKey throws on a malformed date: an invoice that would vanish from every month is a bug to show.
  return monthKey(invoice.invoiceDate);
}

/**
 * Totals of the invoices: overall, per month and per category. With `year`, only the invoices dated in that
 * year count and the months run from January to December, empty ones as zeros (a chart needs all twelve).
 * Throws a RangeError on an invoice with a non-finite amount or a malformed date.
 */
export function summariseBudget(
  invoices: readonly BudgetInvoice[],
  options: { year?: number } = {},
): BudgetSummary {
  const { year } = options;
  if (year !== undefined) assertYear(year);
  const yearPrefix = year === undefined ? undefined : `${String(year).padStart(4, '0')}-`;

  const total = emptyCents();
  const byMonth = new Map<TMonthKey, CentTotals>();
  const byCategory = new Map<TBudgetCategory, CentTotals>(
    BUDGET_CATEGORIES.map((category) => [category, emptyCents()]),
  );
  if (yearPrefix !== undefined) {
    for (let month = 1; month <= 12; month += 1) {
      byMonth.set(`${yearPrefix}${String(month).padStart(2, '0')}`, emptyCents());
    }
  }

  for (const invoice of invoices) {
    const month = invoiceMonth(invoice);
    if (yearPrefix !== undefined && !month.startsWith(yearPrefix)) continue;
    const cents = toCents(invoice.amount);
    addInvoice(total, invoice, cents);
    let monthTotals = byMonth.get(month);
    if (!monthTotals) {
      monthTotals = emptyCents();
      byMonth.set(month, monthTotals);
    }
    addInvoice(monthTotals, invoice, cents);
    const categoryTotals = byCategory.get(invoice.category);
    // An unknown category (a value the type forbids, from an old client or a bad cast) still counts in the
    // totals and its month, but has no row of its own.
    if (categoryTotals) addInvoice(categoryTotals, invoice, cents);
  }

  return {
    totals: toTotals(total),
    byMonth: [...byMonth.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([month, cents]) => ({ month, ...toTotals(cents) })),
    byCategory: BUDGET_CATEGORIES.map((category) => {
      const cents = byCategory.get(category) ?? emptyCents();
      return { category, income: toEuros(cents.income), expense: toEuros(cents.expense) };
    }),
  };
}

function change(currentCents: number, previousCents: number): BudgetChange {
  return {
    difference: toEuros(currentCents - previousCents),
    percentChange: previousCents <= 0 ? null : ((currentCents - previousCents) / previousCents) * 100,
  };
}

/**
 * The month card of the budget page: the month's totals, its expense categories largest first, how many
 * invoices it holds, and the change from the month before. `month` is 'YYYY-MM'.
 */
export function monthlySummary(invoices: readonly BudgetInvoice[], month: TMonthKey): MonthlyBudgetSummary {
  if (!isMonthKey(month)) throw new RangeError(`Not a month 'YYYY-MM': ${JSON.stringify(month)}`);
  const previous = monthKey(addMonths(`${month}-01`, -1));

  const current = emptyCents();
  const before = emptyCents();
  const expenseByCategory = new Map<TBudgetCategory, number>();
  let invoiceCount = 0;

  for (const invoice of invoices) {
    const invoiceMonthKey = invoiceMonth(invoice);
    if (invoiceMonthKey === month) {
      const cents = toCents(invoice.amount);
      addInvoice(current, invoice, cents);
      invoiceCount += 1;
      if (invoice.type === 'expense') {
        expenseByCategory.set(invoice.category, (expenseByCategory.get(invoice.category) ?? 0) + cents);
      }
    } else if (invoiceMonthKey === previous) {
      addInvoice(before, invoice, toCents(invoice.amount));
    }
  }

  const categoryRank = (category: TBudgetCategory): number => BUDGET_CATEGORIES.indexOf(category);
  const topExpenseCategories = [...expenseByCategory.entries()]
    .filter(([, cents]) => cents > 0)
    .sort(([categoryA, a], [categoryB, b]) => b - a || categoryRank(categoryA) - categoryRank(categoryB))
    .map(([category, cents]) => ({ category, amount: toEuros(cents) }));

  const currentBalance = current.income - current.expense;
  const previousBalance = before.income - before.expense;
  return {
    month,
    ...toTotals(current),
    invoiceCount,
    topExpenseCategories,
    previousMonth: { month: previous, ...toTotals(before) },
    comparison: {
      income: change(current.income, before.income),
      expense: change(current.expense, before.expense),
      balance: change(currentBalance, previousBalance),
    },
  };
}

const euroFormatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in euros for display: "1 234,56 €" in French (narrow no-break space between thousands, no-break
 * space before the sign, as Intl writes them), "€1,234.56" in English. Always two decimals; a zero is never
 * written "-0,00 €". `locale` is a BCP 47 tag ('fr', 'fr-FR', 'en').
 */
export function formatEuros(amount: number, locale: string): string {
  let formatter = euroFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      signDisplay: 'negative',
    });
    euroFormatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
