import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BUDGET_CATEGORIES,
  INVOICE_TYPES,
  formatEuros,
  monthlySummary,
  summariseBudget,
  type BudgetInvoice,
  type TBudgetCategory,
  type TInvoiceType,
} from './budget-summary.js';

function invoice(
  invoiceDate: string,
  type: TInvoiceType,
  amount: number,
  category: TBudgetCategory = 'others',
): BudgetInvoice {
  return { invoiceDate, type, amount, category };
}

/** Intl writes U+202F (narrow no-break space) and U+00A0 in French amounts; compare them as plain spaces. */
function withPlainSpaces(text: string): string {
  return text.replace(/[\u00A0\u202F]/g, ' ');
}

describe('BUDGET_CATEGORIES and INVOICE_TYPES', () => {
  it('match the server schema’s lists, in the same order', () => {
    expect(BUDGET_CATEGORIES).toEqual([
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
    ]);
    expect(INVOICE_TYPES).toEqual(['income', 'expense']);
  });
});

describe('summariseBudget', () => {
  it('adds amounts with cents exactly (0.1 + 0.2 is 0.3)', () => {
    const summary = summariseBudget([
      invoice('2026-01-05', 'income', 0.1),
      invoice('2026-01-06', 'income', 0.2),
      invoice('2026-01-07', 'expense', 0.3),
    ]);
    expect(summary.totals).toEqual({ income: 0.3, expense: 0.3, balance: 0 });
    expect(Object.is(summary.totals.balance, 0)).toBe(true);
  });

  it('stays exact over many small amounts where float sums drift', () => {
    const invoices = Array.from({ length: 1000 }, (_, index) =>
      invoice(`2026-${String((index % 12) + 1).padStart(2, '0')}-15`, 'expense', 19.99, 'consumables'),
    );
    let floatSum = 0;
    for (const item of invoices) floatSum += item.amount;
    expect(floatSum).not.toBe(19990); // why the cents are needed
    const summary = summariseBudget(invoices);
    expect(summary.totals.expense).toBe(19990);
    expect(summary.totals.balance).toBe(-19990);
    expect(summary.byCategory.find((row) => row.category === 'consumables')?.expense).toBe(19990);
  });

  it('totals by month and by category, for one year, with all twelve months', () => {
    const summary = summariseBudget(
      [
        invoice('2026-01-10', 'income', 1500.5, 'electricity'),
        invoice('2026-01-20', 'expense', 320.25, 'inputs'),
        invoice('2026-03-31', 'expense', 99.99, 'maintenance'),
        invoice('2026-03-01', 'expense', 0.01, 'maintenance'),
        invoice('2026-12-31', 'income', 10, 'others'),
        // Other years are left out of a yearly summary.
        invoice('2025-12-31', 'income', 1000, 'electricity'),
        invoice('2027-01-01', 'expense', 1000, 'salaries'),
      ],
      { year: 2026 },
    );
    expect(summary.totals).toEqual({ income: 1510.5, expense: 420.25, balance: 1090.25 });
    expect(summary.byMonth.map((row) => row.month)).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(summary.byMonth[0]).toEqual({
      month: '2026-01',
      income: 1500.5,
      expense: 320.25,
      balance: 1180.25,
    });
    expect(summary.byMonth[1]).toEqual({ month: '2026-02', income: 0, expense: 0, balance: 0 });
    expect(summary.byMonth[2]).toEqual({ month: '2026-03', income: 0, expense: 100, balance: -100 });
    expect(summary.byMonth[11]).toEqual({ month: '2026-12', income: 10, expense: 0, balance: 10 });
    expect(summary.byCategory).toEqual([
      { category: 'inputs', income: 0, expense: 320.25 },
      { category: 'consumables', income: 0, expense: 0 },
      { category: 'salaries', income: 0, expense: 0 },
      { category: 'electricity', income: 1500.5, expense: 0 },
      { category: 'maintenance', income: 0, expense: 100 },
      { category: 'others', income: 10, expense: 0 },
      { category: 'biomethane_sales', income: 0, expense: 0 },
      { category: 'electricity_sales', income: 0, expense: 0 },
      { category: 'heat_sales', income: 0, expense: 0 },
      { category: 'digestate_sales', income: 0, expense: 0 },
      { category: 'subsidies', income: 0, expense: 0 },
    ]);
  });

  it('without a year, lists only the months that have invoices, ascending across years', () => {
    const summary = summariseBudget([
      invoice('2026-02-01', 'expense', 5),
      invoice('2025-11-30', 'income', 7),
      invoice('2026-02-28', 'income', 3),
    ]);
    expect(summary.byMonth).toEqual([
      { month: '2025-11', income: 7, expense: 0, balance: 7 },
      { month: '2026-02', income: 3, expense: 5, balance: -2 },
    ]);
    expect(summary.totals).toEqual({ income: 10, expense: 5, balance: 5 });
  });

  it('gives zeros everywhere for no invoice', () => {
    const yearly = summariseBudget([], { year: 2026 });
    expect(yearly.totals).toEqual({ income: 0, expense: 0, balance: 0 });
    expect(yearly.byMonth).toHaveLength(12);
    expect(yearly.byMonth.every((row) => row.income === 0 && row.expense === 0 && row.balance === 0)).toBe(
      true,
    );
    expect(yearly.byCategory).toHaveLength(BUDGET_CATEGORIES.length);

    const all = summariseBudget([]);
    expect(all.byMonth).toEqual([]);
    expect(all.byCategory.map((row) => row.category)).toEqual([...BUDGET_CATEGORIES]);
  });

  it('throws on a bad year, a malformed invoice date or a non-finite amount', () => {
    expect(() => summariseBudget([], { year: 2026.5 })).toThrow(RangeError);
    expect(() => summariseBudget([invoice('2026-02-30', 'income', 1)])).toThrow(RangeError);
    expect(() => summariseBudget([invoice('2026-02-01', 'income', Number.NaN)])).toThrow(RangeError);
  });

  it('months and categories add up to the totals, to the cent (property)', () => {
    const arbitraryInvoice = fc.record({
      amount: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
      type: fc.constantFrom(...INVOICE_TYPES),
      category: fc.constantFrom(...BUDGET_CATEGORIES),
      invoiceDate: fc
        .date({
          min: new Date('2025-01-01T00:00:00Z'),
          max: new Date('2027-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((date) => date.toISOString().slice(0, 10)),
    });
    const cents = (euros: number): number => Math.round(euros * 100);
    fc.assert(
      fc.property(fc.array(arbitraryInvoice, { maxLength: 60 }), (invoices) => {
        const summary = summariseBudget(invoices);
        const expectedIncome = invoices
          .filter((item) => item.type === 'income')
          .reduce((sum, item) => sum + cents(item.amount), 0);
        expect(cents(summary.totals.income)).toBe(expectedIncome);
        expect(summary.totals.income).toBe(expectedIncome / 100 || 0);
        expect(summary.byMonth.reduce((sum, row) => sum + cents(row.income), 0)).toBe(expectedIncome);
        expect(summary.byCategory.reduce((sum, row) => sum + cents(row.expense), 0)).toBe(
          cents(summary.totals.expense),
        );
        expect(cents(summary.totals.balance)).toBe(
          cents(summary.totals.income) - cents(summary.totals.expense),
        );
      }),
    );
  });
});

describe('monthlySummary', () => {
  const invoices = [
    invoice('2026-02-03', 'income', 2000, 'electricity'),
    invoice('2026-02-10', 'expense', 300.1, 'inputs'),
    invoice('2026-02-11', 'expense', 0.2, 'inputs'),
    invoice('2026-02-15', 'expense', 450, 'salaries'),
    invoice('2026-02-20', 'expense', 49.7, 'maintenance'),
    invoice('2026-02-28', 'expense', 0, 'others'),
    invoice('2026-01-05', 'income', 1600, 'electricity'),
    invoice('2026-01-25', 'expense', 1000, 'salaries'),
    invoice('2025-02-10', 'expense', 999, 'inputs'), // same month, another year: not counted
  ];

  it('gives the month’s totals, its invoice count and its expense categories largest first', () => {
    const summary = monthlySummary(invoices, '2026-02');
    expect(summary.month).toBe('2026-02');
    expect(summary.income).toBe(2000);
    expect(summary.expense).toBe(800);
    expect(summary.balance).toBe(1200);
    expect(summary.invoiceCount).toBe(6);
    expect(summary.topExpenseCategories).toEqual([
      { category: 'salaries', amount: 450 },
      { category: 'inputs', amount: 300.3 },
      { category: 'maintenance', amount: 49.7 },
    ]);
  });

  it('compares with the previous month: difference and percent change', () => {
    const summary = monthlySummary(invoices, '2026-02');
    expect(summary.previousMonth).toEqual({ month: '2026-01', income: 1600, expense: 1000, balance: 600 });
    expect(summary.comparison.income).toEqual({ difference: 400, percentChange: 25 });
    expect(summary.comparison.expense).toEqual({ difference: -200, percentChange: -20 });
    expect(summary.comparison.balance).toEqual({ difference: 600, percentChange: 100 });
  });

  it('gives no percent change when the previous month is 0', () => {
    const summary = monthlySummary(invoices, '2026-01');
    expect(summary.previousMonth).toEqual({ month: '2025-12', income: 0, expense: 0, balance: 0 });
    expect(summary.comparison.income).toEqual({ difference: 1600, percentChange: null });
    expect(summary.comparison.expense).toEqual({ difference: 1000, percentChange: null });
    expect(summary.comparison.balance).toEqual({ difference: 600, percentChange: null });
  });

  it('gives no percent change against a negative balance, only the difference in euros', () => {
    const summary = monthlySummary(
      [invoice('2026-03-02', 'expense', 200), invoice('2026-04-02', 'expense', 100)],
      '2026-04',
    );
    // From -200 to -100: a percentage of a negative reference reads backwards (+50 % or -50 %?); the
    // difference says it plainly.
    expect(summary.comparison.balance).toEqual({ difference: 100, percentChange: null });
    expect(summary.comparison.expense).toEqual({ difference: -100, percentChange: -50 });
  });

  it('handles an empty month and a previous month in the year before', () => {
    const summary = monthlySummary(invoices, '2025-03');
    expect(summary).toMatchObject({
      income: 0,
      expense: 0,
      balance: 0,
      invoiceCount: 0,
      topExpenseCategories: [],
    });
    expect(summary.previousMonth.month).toBe('2025-02');
    expect(summary.previousMonth.expense).toBe(999);
    expect(summary.comparison.expense).toEqual({ difference: -999, percentChange: -100 });
    expect(monthlySummary([], '2026-01').previousMonth.month).toBe('2025-12');
  });

  it('keeps cents exact in the comparison', () => {
    const summary = monthlySummary(
      [invoice('2026-05-01', 'income', 0.1), invoice('2026-06-01', 'income', 0.3)],
      '2026-06',
    );
    expect(summary.comparison.income.difference).toBe(0.2);
    expect(summary.comparison.income.percentChange).toBe(200);
  });

  it('orders categories with the same amount as BUDGET_CATEGORIES does', () => {
    const summary = monthlySummary(
      [invoice('2026-02-01', 'expense', 10, 'others'), invoice('2026-02-01', 'expense', 10, 'inputs')],
      '2026-02',
    );
    expect(summary.topExpenseCategories.map((row) => row.category)).toEqual(['inputs', 'others']);
  });

  it('throws on a month that is not YYYY-MM', () => {
    expect(() => monthlySummary([], '2026-2')).toThrow(RangeError);
    expect(() => monthlySummary([], '2026-02-01')).toThrow(RangeError);
  });
});

describe('formatEuros', () => {
  it('writes French amounts with a narrow no-break space between thousands and a comma', () => {
    const text = formatEuros(1234.56, 'fr-FR');
    expect(text).toMatch(/^1[\u202F\u00A0]234,56[\u00A0\u202F]€$/);
    expect(withPlainSpaces(text)).toBe('1 234,56 €');
    expect(withPlainSpaces(formatEuros(1234567.5, 'fr'))).toBe('1 234 567,50 €');
    expect(withPlainSpaces(formatEuros(-42, 'fr-FR'))).toBe('-42,00 €');
    expect(withPlainSpaces(formatEuros(0.3, 'fr-FR'))).toBe('0,30 €');
  });

  it('writes English amounts with the sign first', () => {
    expect(formatEuros(1234.56, 'en')).toBe('€1,234.56');
    expect(formatEuros(1234.56, 'en-GB')).toBe('€1,234.56');
    expect(formatEuros(-42, 'en')).toBe('-€42.00');
  });

  it('never writes a negative zero', () => {
    expect(withPlainSpaces(formatEuros(-0, 'fr-FR'))).toBe('0,00 €');
    expect(withPlainSpaces(formatEuros(-0.001, 'fr-FR'))).toBe('0,00 €');
    expect(formatEuros(-0, 'en')).toBe('€0.00');
  });
});
