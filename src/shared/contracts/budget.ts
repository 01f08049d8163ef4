import { z } from './zod.js';
import {
  BUDGET_CATEGORIES,
  INVOICE_TYPES,
  type BudgetSummary,
  type MonthlyBudgetSummary,
} from '../domain/budget-summary.js';
import { isMonthKey } from '../domain/calendar.js';
import { ZCalendarDate, ZRowVersion, listQuerySchema, optionalText } from './records.js';
import { ZChoice } from './choice.js';

/** Spec §3 invoices: amounts in euros with cents, as the database's numeric(12,2) holds them. */
export const MAX_INVOICE_AMOUNT = 9_999_999_999.99;
export const MAX_INVOICE_NAME_LENGTH = 200;
export const MAX_INVOICE_NUMBER_LENGTH = 50;
export const MAX_INVOICE_COUNTERPARTY_LENGTH = 200;
export const MAX_INVOICE_NOTES_LENGTH = 2000;
/** Years the budget pages and filters accept (the same span as ZCalendarDate). */
export const MIN_BUDGET_YEAR = 1900;
export const MAX_BUDGET_YEAR = 2999;

/**
 * True when the number is a whole number of cents: the nearest double to a decimal with at most 2 digits after
 * the point. 1234.56 passes, 1234.567 and 0.1 + 0.2 (0.30000000000000004) do not: a stored amount is rounded
 * by numeric(12,2), and a silently rounded invoice would no longer match the paper one.
 */
function isWholeCents(amount: number): boolean {
  return Number(amount.toFixed(2)) === amount;
}

const ZInvoiceAmount = z
  .number({
    error: (issue) =>
      issue.input == null ? 'budget:validation.amountRequired' : 'budget:validation.amountInvalid',
  })
  .refine(Number.isFinite, { error: 'budget:validation.amountInvalid' })
  .gt(0, { error: 'budget:validation.amountPositive' })
  .max(MAX_INVOICE_AMOUNT, { error: 'budget:validation.amountTooBig' })
  .refine(isWholeCents, { error: 'budget:validation.amountDecimals' });

const ZInvoiceName = z
  .string({ error: 'budget:validation.nameRequired' })
  .trim()
  .min(1, { error: 'budget:validation.nameRequired' })
  .max(MAX_INVOICE_NAME_LENGTH, { error: 'budget:validation.nameTooLong' });

export const ZBudgetCategory = ZChoice(BUDGET_CATEGORIES, {
  required: 'budget:validation.categoryRequired',
  invalid: 'budget:validation.categoryInvalid',
});
export const ZInvoiceType = ZChoice(INVOICE_TYPES, {
  required: 'budget:validation.typeRequired',
  invalid: 'budget:validation.typeInvalid',
});

/** The invoice date: required (a missing one says so), then a real calendar day. */
const ZInvoiceDate = z
  .string({
    error: (issue) =>
      issue.input == null ? 'budget:validation.invoiceDateRequired' : 'validation.dateInvalid',
  })
  .pipe(ZCalendarDate);

/** 'YYYY-MM', a real month in the years the budget accepts. */
export const ZBudgetMonth = z
  .string({ error: 'budget:validation.monthInvalid' })
  .refine(
    (value) =>
      isMonthKey(value) &&
      Number(value.slice(0, 4)) >= MIN_BUDGET_YEAR &&
      Number(value.slice(0, 4)) <= MAX_BUDGET_YEAR,
    { error: 'budget:validation.monthInvalid' },
  );

const ZOptionalInvoiceNumber = optionalText(
  MAX_INVOICE_NUMBER_LENGTH,
  'budget:validation.invoiceNumberTooLong',
);
const ZOptionalCounterparty = optionalText(
  MAX_INVOICE_COUNTERPARTY_LENGTH,
  'budget:validation.counterpartyTooLong',
);
const ZOptionalNotes = optionalText(MAX_INVOICE_NOTES_LENGTH, 'budget:validation.notesTooLong');
const ZOptionalDueDate = ZCalendarDate.nullish().transform((value) => value ?? null);

export const ZInvoice = z.object({
  id: z.string(),
  name: z.string(),
  /** Euros, positive: the direction is given by `type`. */
  amount: z.number(),
  category: ZBudgetCategory,
  type: ZInvoiceType,
  invoiceDate: z.string(),
  invoiceNumber: z.string().nullable(),
  counterparty: z.string().nullable(),
  dueDate: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The row's version (raised by one on every change): sent back as a base version or If-Match. */
  version: ZRowVersion,
});
export type TInvoice = z.infer<typeof ZInvoice>;

/**
 * POST /api/invoices (also each row of a CSV import). The due date may not precede the invoice date: that
 * rule spans two fields and is checked on the row as stored (create, update, CSV).
 */
export const ZCreateInvoiceRequest = z.object({
  name: ZInvoiceName,
  amount: ZInvoiceAmount,
  category: ZBudgetCategory,
  type: ZInvoiceType,
  invoiceDate: ZInvoiceDate,
  invoiceNumber: ZOptionalInvoiceNumber,
  counterparty: ZOptionalCounterparty,
  dueDate: ZOptionalDueDate,
  notes: ZOptionalNotes,
});
export type TCreateInvoiceRequest = z.input<typeof ZCreateInvoiceRequest>;

/** PATCH /api/invoices/:id: any subset of the fields; null clears an optional one. */
export const ZUpdateInvoiceRequest = z
  .object({
    name: ZInvoiceName,
    amount: ZInvoiceAmount,
    category: ZBudgetCategory,
    type: ZInvoiceType,
    invoiceDate: ZInvoiceDate,
    invoiceNumber: ZOptionalInvoiceNumber,
    counterparty: ZOptionalCounterparty,
    dueDate: ZOptionalDueDate,
    notes: ZOptionalNotes,
  })
  .partial()
  .strict();
export type TUpdateInvoiceRequest = z.infer<typeof ZUpdateInvoiceRequest>;

export const INVOICE_SORT_KEYS = ['createdAt', 'invoiceDate', 'amount', 'name'] as const;

/**
 * GET /api/invoices: the shared paging, sorting and search, plus type, category, a month 'YYYY-MM' and a period
 * from/to (both days included). Given together, the month and the period both apply.
 */
export const ZInvoiceListQuery = listQuerySchema(INVOICE_SORT_KEYS, 'createdAt')
  .extend({
    type: ZInvoiceType.optional(),
    category: ZBudgetCategory.optional(),
    month: ZBudgetMonth.optional(),
    from: ZCalendarDate.optional(),
    to: ZCalendarDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'budget:validation.periodInverted',
    path: ['to'],
  });
export type TInvoiceListQuery = z.infer<typeof ZInvoiceListQuery>;

/** GET /api/invoices/summary?year=2026; without a year, the current year at the user's time zone. */
export const ZBudgetSummaryQuery = z.object({
  year: z.coerce
    .number({ error: 'budget:validation.yearInvalid' })
    .int({ error: 'budget:validation.yearInvalid' })
    .min(MIN_BUDGET_YEAR, { error: 'budget:validation.yearInvalid' })
    .max(MAX_BUDGET_YEAR, { error: 'budget:validation.yearInvalid' })
    .optional(),
});

/** GET /api/invoices/monthly-summary?month=2026-11; without a month, the current one at the user's time zone. */
export const ZMonthlyBudgetSummaryQuery = z.object({ month: ZBudgetMonth.optional() });

const ZBudgetTotals = z.object({ income: z.number(), expense: z.number(), balance: z.number() });
const ZBudgetMonthTotals = ZBudgetTotals.extend({ month: z.string() });
const ZBudgetChange = z.object({ difference: z.number(), percentChange: z.number().nullable() });

/** The year's budget: the domain's BudgetSummary (12 months, every category) and the year it covers. */
export type TBudgetYearSummary = BudgetSummary & { year: number };
export const ZBudgetYearSummary = z.object({
  year: z.number().int(),
  totals: ZBudgetTotals,
  byMonth: z.array(ZBudgetMonthTotals),
  byCategory: z.array(z.object({ category: ZBudgetCategory, income: z.number(), expense: z.number() })),
}) satisfies z.ZodType<TBudgetYearSummary>;

/** The month card: the domain's MonthlyBudgetSummary. */
export type TMonthlyBudgetSummary = MonthlyBudgetSummary;
export const ZMonthlyBudgetSummary = ZBudgetMonthTotals.extend({
  invoiceCount: z.number().int().min(0),
  topExpenseCategories: z.array(z.object({ category: ZBudgetCategory, amount: z.number() })),
  previousMonth: ZBudgetMonthTotals,
  comparison: z.object({ income: ZBudgetChange, expense: ZBudgetChange, balance: ZBudgetChange }),
}) satisfies z.ZodType<TMonthlyBudgetSummary>;
