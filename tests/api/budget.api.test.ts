// Budget invoices (issue 4, module budget): the shared records checks plus the amounts to the cent, the date
// rules, the filters, the year's totals and the month card computed by the database, and their isolation.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../src/server/db/schema/budget.js';
import { userPreferences } from '../../src/server/db/schema/profiles.js';
import { withUserContext } from '../../src/server/db/user-context.js';
import { findUserToday } from '../../src/server/modules/profile/user-today.js';
import {
  INVOICE_SORT_KEYS,
  type TBudgetYearSummary,
  type TInvoice,
  type TMonthlyBudgetSummary,
} from '../../src/shared/contracts/budget.js';
import { BUDGET_CATEGORIES, INVOICE_TYPES } from '../../src/shared/domain/budget-summary.js';
import { todayIn } from '../../src/shared/domain/calendar.js';
import { createRecordsUser, describeRecordsModule, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let alice: string;
let bruno: string;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  alice = await createRecordsUser(testApp.database, 'alice@budget.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@budget.fr');
});

afterAll(async () => {
  await testApp.close();
});

const context = () => ({ app: testApp.app, database: testApp.database, alice, bruno });

async function countInvoiceRows(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(eq(invoices.userId, userId));
  return row?.count ?? 0;
}

type FieldErrors = { error: { fields: Record<string, string> } };

async function create(userId: string, fields: Record<string, unknown>): Promise<TInvoice> {
  const response = await recordsCaller(testApp.app).request(userId, 'POST', '/api/invoices', fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TInvoice>();
}

function invoice(
  invoiceDate: string,
  type: 'income' | 'expense',
  amount: number,
  category: (typeof BUDGET_CATEGORIES)[number] = 'others',
) {
  return { name: `Facture ${invoiceDate} ${amount}`, amount, category, type, invoiceDate };
}

async function yearSummary(userId: string, query = ''): Promise<TBudgetYearSummary> {
  const response = await recordsCaller(testApp.app).request(userId, 'GET', `/api/invoices/summary${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TBudgetYearSummary>();
}

async function monthCard(userId: string, query = ''): Promise<TMonthlyBudgetSummary> {
  const response = await recordsCaller(testApp.app).request(
    userId,
    'GET',
    `/api/invoices/monthly-summary${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TMonthlyBudgetSummary>();
}

describe('invoices: shared records behaviour', () => {
  describeRecordsModule(
    {
      path: '/api/invoices',
      samples: [
        {
          name: 'Facture EDF novembre',
          amount: 1234.56,
          category: 'electricity',
          type: 'expense',
          invoiceDate: '2026-11-05',
          invoiceNumber: 'EDF-2026-11',
          counterparty: 'EDF',
          dueDate: '2026-12-05',
        },
        {
          name: 'Vente électricité EDF OA',
          amount: 18500,
          category: 'electricity',
          type: 'income',
          invoiceDate: '2026-11-30',
          counterparty: "EDF Obligation d'achat",
          notes: 'Contrat "BG16"; prime effluents incluse',
        },
        {
          name: 'Achat ensilage maïs',
          amount: 4200.1,
          category: 'inputs',
          type: 'expense',
          invoiceDate: '2026-09-15',
          notes: '=tonnage × prix',
        },
      ],
      update: { amount: 1300.4, name: 'Facture EDF novembre (avoir déduit)', dueDate: null },
      sortKeys: INVOICE_SORT_KEYS,
      payloadArbitrary: fc.record(
        {
          name: fc.oneof(fc.string({ maxLength: 220 }), fc.constant('  '), fc.integer()),
          amount: fc.oneof(
            fc.double(),
            fc.integer({ min: -5, max: 2_000_000_000 }),
            fc.constantFrom(0, 0.1, 0.3, 1234.567, 9_999_999_999.99, 10_000_000_000, 0.1 + 0.2),
            fc.string(),
          ),
          category: fc.oneof(fc.constantFrom(...BUDGET_CATEGORIES), fc.string()),
          type: fc.oneof(fc.constantFrom(...INVOICE_TYPES), fc.constant('recette'), fc.constant(null)),
          invoiceDate: fc.constantFrom(
            '2026-03-01',
            '1900-01-01',
            '2999-12-31',
            '2026-02-30',
            '31/12/2026',
            '',
            null,
          ),
          dueDate: fc.constantFrom('2026-02-28', '2026-03-01', '2027-01-15', '2026-13-01', null),
          invoiceNumber: fc.oneof(fc.string({ maxLength: 60 }), fc.constant(null)),
          counterparty: fc.oneof(fc.string({ maxLength: 210 }), fc.constant(null)),
          notes: fc.oneof(fc.string({ maxLength: 50 }), fc.constant('x'.repeat(2001)), fc.constant(null)),
          userId: fc.uuid(),
        },
        { requiredKeys: [] },
      ),
      countRows: countInvoiceRows,
      // 12,345 reads as 12.345 (a single separator is the decimal one): three decimals, refused.
      badCsvRow: { line: () => 'Facture GRDF;12,345;Électricité;Dépense;2026-03-01;;;;', column: 'Montant' },
    },
    context,
  );
});

describe('invoices: amounts, dates and filters', () => {
  it('keeps amounts to the cent and answers the spec fields', async () => {
    const created = await create(alice, {
      name: '  Facture EDF novembre ',
      amount: 1234.56,
      category: 'electricity',
      type: 'expense',
      invoiceDate: '2026-11-05',
      invoiceNumber: '',
    });
    expect(created).toMatchObject({
      name: 'Facture EDF novembre',
      amount: 1234.56,
      category: 'electricity',
      type: 'expense',
      invoiceDate: '2026-11-05',
      invoiceNumber: null,
      counterparty: null,
      dueDate: null,
      notes: null,
    });
    const largest = await create(alice, invoice('2026-11-06', 'income', 9_999_999_999.99));
    expect(largest.amount).toBe(9_999_999_999.99);
  });

  it('takes the income categories a plant has, counts them in the year and names them in CSV', async () => {
    const owner = await createRecordsUser(testApp.database, 'recettes@budget.fr');
    const incomes = [
      ['biomethane_sales', 'Injection GRDF octobre', 41_250.5],
      ['electricity_sales', 'Vente électricité cogénération', 12_000],
      ['heat_sales', 'Chaleur vendue au séchoir', 1_500.25],
      ['digestate_sales', 'Digestat vendu', 800],
      ['subsidies', 'Aide ADEME', 25_000],
    ] as const;
    for (const [category, name, amount] of incomes) {
      const created = await create(owner, {
        name,
        amount,
        category,
        type: 'income',
        invoiceDate: '2026-10-15',
      });
      expect(created.category).toBe(category);
    }
    const summary = await yearSummary(owner, '?year=2026');
    expect(summary.totals.income).toBe(80_550.75);
    expect(summary.byCategory.find((row) => row.category === 'biomethane_sales')).toEqual({
      category: 'biomethane_sales',
      income: 41_250.5,
      expense: 0,
    });
    const exported = await recordsCaller(testApp.app).request(owner, 'GET', '/api/invoices/export.csv');
    expect(exported.body).toContain('Vente de biométhane');
    expect(exported.body).toContain('Subventions et aides');
    const listed = await recordsCaller(testApp.app).request(
      owner,
      'GET',
      '/api/invoices?category=heat_sales',
    );
    expect(listed.json<{ total: number }>().total).toBe(1);
  });

  it('refuses a third decimal, zero, a negative or a text amount with the French messages', async () => {
    const call = recordsCaller(testApp.app);
    const expected: [unknown, string][] = [
      [1234.567, 'Montant invalide (2 décimales au plus)'],
      [0.1 + 0.2, 'Montant invalide (2 décimales au plus)'],
      [0, 'Le montant doit être supérieur à 0'],
      [-50, 'Le montant doit être supérieur à 0'],
      ['abc', 'Montant invalide'],
      [10_000_000_000, 'Montant trop élevé (9 999 999 999,99 € au plus)'],
      [undefined, 'Le montant est requis'],
    ];
    const before = await countInvoiceRows(alice);
    for (const [amount, message] of expected) {
      const response = await call.request(alice, 'POST', '/api/invoices', {
        ...invoice('2026-05-02', 'expense', 1),
        amount,
      });
      expect(response.statusCode, `${String(amount)}: ${response.body}`).toBe(400);
      expect(response.json<FieldErrors>().error.fields.amount).toBe(message);
    }
    const english = await recordsCaller(testApp.app, 'en').request(alice, 'POST', '/api/invoices', {
      ...invoice('2026-05-02', 'expense', 1),
      amount: 4200.101,
    });
    expect(english.json<FieldErrors>().error.fields.amount).toBe('Invalid amount (2 decimals at most)');
    expect(await countInvoiceRows(alice)).toBe(before);
  });

  it('asks to choose a missing category or type, and calls a wrong one invalid, in French and English', async () => {
    const before = await countInvoiceRows(alice);
    const missing = { ...invoice('2026-05-02', 'expense', 1), category: undefined, type: '' };
    const french = await recordsCaller(testApp.app).request(alice, 'POST', '/api/invoices', missing);
    expect(french.statusCode).toBe(400);
    expect(french.json<FieldErrors>().error.fields).toMatchObject({
      category: 'Choisissez une catégorie',
      type: 'Choisissez un type (recette ou dépense)',
    });
    const english = await recordsCaller(testApp.app, 'en').request(alice, 'POST', '/api/invoices', missing);
    expect(english.json<FieldErrors>().error.fields).toMatchObject({
      category: 'Choose a category',
      type: 'Choose a type (income or expense)',
    });
    const wrong = await recordsCaller(testApp.app).request(alice, 'POST', '/api/invoices', {
      ...invoice('2026-05-02', 'expense', 1),
      category: 'casino',
    });
    expect(wrong.json<FieldErrors>().error.fields.category).toBe('Catégorie invalide');
    expect(await countInvoiceRows(alice)).toBe(before);
  });

  it('refuses a 3-decimal amount in a CSV import with the message, and imports nothing', async () => {
    const owner = await createRecordsUser(testApp.database, 'csv-decimals@budget.fr');
    const call = recordsCaller(testApp.app);
    const header =
      'Libellé;Montant;Catégorie;Type;Date de facture;N° de facture;Fournisseur ou client;Échéance;Notes';
    const file = [
      header,
      'Achat ensilage maïs;4 200,10;Intrants;Dépense;15/09/2026;;;;',
      'Facture EDF novembre;1234,567;Électricité;Dépense;2026-11-05;;EDF;;',
    ].join('\r\n');
    const refused = await call.request(owner, 'POST', '/api/invoices/import', file, {
      'content-type': 'text/csv',
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ error: { rows: unknown[] } }>().error.rows).toEqual([
      { row: 3, column: 'Montant', message: 'Montant invalide (2 décimales au plus)' },
    ]);
    expect(await countInvoiceRows(owner)).toBe(0);
    const accepted = await call.request(
      owner,
      'POST',
      '/api/invoices/import',
      file.replace('1234,567', '1 234,56'),
      {
        'content-type': 'text/csv',
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const listed = await call.request(owner, 'GET', '/api/invoices?sort=amount&order=asc');
    expect(listed.json<{ items: TInvoice[] }>().items.map((item) => [item.amount, item.invoiceDate])).toEqual(
      [
        [1234.56, '2026-11-05'],
        [4200.1, '2026-09-15'],
      ],
    );
  });

  it('requires the invoice date and refuses a due date before it, on create, update and import', async () => {
    const call = recordsCaller(testApp.app);
    const { invoiceDate: _omitted, ...withoutDate } = invoice('2026-05-02', 'expense', 12);
    const missing = await call.request(alice, 'POST', '/api/invoices', withoutDate);
    expect(missing.json<FieldErrors>().error.fields.invoiceDate).toBe('La date de facture est requise');
    const impossible = await call.request(alice, 'POST', '/api/invoices', {
      ...withoutDate,
      invoiceDate: '2026-02-30',
    });
    expect(impossible.json<FieldErrors>().error.fields.invoiceDate).toBe(
      'Date invalide (format attendu : AAAA-MM-JJ)',
    );
    const early = await call.request(alice, 'POST', '/api/invoices', {
      ...invoice('2026-05-02', 'expense', 12),
      dueDate: '2026-05-01',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json<FieldErrors>().error.fields.dueDate).toBe(
      "L'échéance ne peut pas précéder la date de facture",
    );

    const sameDay = await create(alice, { ...invoice('2026-05-02', 'expense', 12), dueDate: '2026-05-02' });
    const moved = await call.request(alice, 'PATCH', `/api/invoices/${sameDay.id}`, {
      invoiceDate: '2026-05-03',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json<FieldErrors>().error.fields.dueDate).toBe(
      "L'échéance ne peut pas précéder la date de facture",
    );
    const both = await call.request(alice, 'PATCH', `/api/invoices/${sameDay.id}`, {
      invoiceDate: '2026-05-03',
      dueDate: '2026-06-02',
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json<TInvoice>()).toMatchObject({ invoiceDate: '2026-05-03', dueDate: '2026-06-02' });
    const unknownField = await call.request(alice, 'PATCH', `/api/invoices/${sameDay.id}`, { userId: bruno });
    expect(unknownField.statusCode).toBe(400);

    const header =
      'Libellé;Montant;Catégorie;Type;Date de facture;N° de facture;Fournisseur ou client;Échéance;Notes';
    const file = `${header}\r\nMaintenance cogé;980;Maintenance;Dépense;2026-05-10;;;2026-05-01;\r\n`;
    const refused = await call.request(alice, 'POST', '/api/invoices/import', file, {
      'content-type': 'text/csv',
    });
    expect(refused.json<{ error: { rows: unknown[] } }>().error.rows).toEqual([
      { row: 2, column: 'Échéance', message: "L'échéance ne peut pas précéder la date de facture" },
    ]);
  });

  it('filters by type, category, month and period, and searches the supplier without accents', async () => {
    const owner = await createRecordsUser(testApp.database, 'filters@budget.fr');
    const call = recordsCaller(testApp.app);
    await create(owner, {
      ...invoice('2026-10-31', 'expense', 10, 'electricity'),
      counterparty: 'Électricité de France',
    });
    await create(owner, invoice('2026-11-01', 'income', 20, 'electricity'));
    await create(owner, invoice('2026-11-30', 'expense', 30, 'inputs'));
    await create(owner, invoice('2026-12-01', 'expense', 40, 'inputs'));
    const amounts = async (query: string) => {
      const response = await call.request(owner, 'GET', `/api/invoices?sort=amount&order=asc&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: TInvoice[] }>().items.map((item) => item.amount);
    };
    expect(await amounts('type=expense')).toEqual([10, 30, 40]);
    expect(await amounts('category=inputs')).toEqual([30, 40]);
    expect(await amounts('month=2026-11')).toEqual([20, 30]);
    expect(await amounts('from=2026-10-31&to=2026-11-30')).toEqual([10, 20, 30]);
    expect(await amounts('month=2026-11&type=expense')).toEqual([30]);
    expect(await amounts('q=electricite%20DE')).toEqual([10]);
    const byDate = await call.request(owner, 'GET', '/api/invoices?sort=invoiceDate&order=desc');
    expect(byDate.json<{ items: TInvoice[] }>().items.map((item) => item.invoiceDate)).toEqual([
      '2026-12-01',
      '2026-11-30',
      '2026-11-01',
      '2026-10-31',
    ]);
    const inverted = await call.request(owner, 'GET', '/api/invoices?from=2026-12-01&to=2026-11-01');
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json<FieldErrors>().error.fields.to).toBe('La fin de la période doit suivre son début');
    const badMonth = await call.request(owner, 'GET', '/api/invoices?month=2026-13');
    expect(badMonth.json<FieldErrors>().error.fields.month).toBe('Mois invalide (format attendu : AAAA-MM)');
    const badType = await call.request(owner, 'GET', '/api/invoices?type=recette');
    expect(badType.json<FieldErrors>().error.fields.type).toBe('Type invalide (recette ou dépense)');
  });
});

describe('invoices: year summary', () => {
  it('adds up to the cent (0.10 + 0.20 is 0.30), fills empty months with 0 and keeps to the year', async () => {
    const owner = await createRecordsUser(testApp.database, 'year@budget.fr');
    await create(owner, invoice('2026-03-01', 'income', 0.1, 'electricity'));
    await create(owner, invoice('2026-03-31', 'income', 0.2, 'electricity'));
    await create(owner, invoice('2026-03-15', 'expense', 0.1, 'consumables'));
    await create(owner, invoice('2026-03-16', 'expense', 0.2, 'consumables'));
    await create(owner, invoice('2026-03-17', 'expense', 0.3, 'maintenance'));
    await create(owner, invoice('2026-11-05', 'expense', 1234.56, 'electricity'));
    await create(owner, invoice('2026-11-30', 'income', 18_500, 'electricity'));
    await create(owner, invoice('2026-09-15', 'expense', 4200.1, 'inputs'));
    // Year boundaries: neither of these is in 2026.
    await create(owner, invoice('2025-12-31', 'expense', 999.99, 'salaries'));
    await create(owner, invoice('2027-01-01', 'income', 777.77, 'others'));

    const summary = await yearSummary(owner, '?year=2026');
    expect(summary.year).toBe(2026);
    expect(summary.totals).toEqual({ income: 18_500.3, expense: 5435.26, balance: 13_065.04 });
    expect(summary.byMonth.map((month) => month.month)).toEqual([
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
    expect(summary.byMonth[2]).toEqual({ month: '2026-03', income: 0.3, expense: 0.6, balance: -0.3 });
    expect(summary.byMonth[8]).toEqual({ month: '2026-09', income: 0, expense: 4200.1, balance: -4200.1 });
    expect(summary.byMonth[10]).toEqual({
      month: '2026-11',
      income: 18_500,
      expense: 1234.56,
      balance: 17_265.44,
    });
    for (const index of [0, 1, 3, 4, 5, 6, 7, 9, 11]) {
      expect(summary.byMonth[index]).toMatchObject({ income: 0, expense: 0, balance: 0 });
    }
    expect(summary.byCategory).toEqual([
      { category: 'inputs', income: 0, expense: 4200.1 },
      { category: 'consumables', income: 0, expense: 0.3 },
      { category: 'salaries', income: 0, expense: 0 },
      { category: 'electricity', income: 18_500.3, expense: 1234.56 },
      { category: 'maintenance', income: 0, expense: 0.3 },
      { category: 'others', income: 0, expense: 0 },
      { category: 'biomethane_sales', income: 0, expense: 0 },
      { category: 'electricity_sales', income: 0, expense: 0 },
      { category: 'heat_sales', income: 0, expense: 0 },
      { category: 'digestate_sales', income: 0, expense: 0 },
      { category: 'subsidies', income: 0, expense: 0 },
    ]);

    const before = await yearSummary(owner, '?year=2025');
    expect(before.totals).toEqual({ income: 0, expense: 999.99, balance: -999.99 });
    expect(before.byMonth[11]).toEqual({ month: '2025-12', income: 0, expense: 999.99, balance: -999.99 });
    const empty = await yearSummary(owner, '?year=2031');
    expect(empty.totals).toEqual({ income: 0, expense: 0, balance: 0 });
    expect(empty.byMonth).toHaveLength(12);
  });

  it('stays exact to the cent over 10,000 invoices of one user', async () => {
    const owner = await createRecordsUser(testApp.database, 'volume@budget.fr');
    const amounts = [0.1, 0.2, 0.3, 1234.56, 4200.1, 0.07];
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      userId: owner,
      name: `Facture ${index}`,
      amount: amounts[index % amounts.length] ?? 0,
      category: BUDGET_CATEGORIES[index % BUDGET_CATEGORIES.length] ?? 'others',
      type: index % 3 === 0 ? ('income' as const) : ('expense' as const),
      invoiceDate: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await testApp.database.db.insert(invoices).values(rows.slice(start, start + 1000));
    }
    // Expected totals in integer cents, as the database adds them.
    const cents = (amount: number) => Math.round(amount * 100);
    const income = rows
      .filter((row) => row.type === 'income')
      .reduce((sum, row) => sum + cents(row.amount), 0);
    const expense = rows
      .filter((row) => row.type === 'expense')
      .reduce((sum, row) => sum + cents(row.amount), 0);

    const summary = await yearSummary(owner, '?year=2026');
    expect(summary.totals).toEqual({
      income: income / 100,
      expense: expense / 100,
      balance: (income - expense) / 100,
    });
    const monthIncome = summary.byMonth.reduce((sum, month) => sum + cents(month.income), 0);
    expect(monthIncome).toBe(income);
    const categoryExpense = summary.byCategory.reduce((sum, category) => sum + cents(category.expense), 0);
    expect(categoryExpense).toBe(expense);
    const card = await monthCard(owner, '?month=2026-12');
    expect(card.invoiceCount).toBe(rows.filter((row) => row.invoiceDate.startsWith('2026-12')).length);
  });

  it("defaults to the current year at the user's time zone", async () => {
    const owner = await createRecordsUser(testApp.database, 'today@budget.fr');
    expect((await yearSummary(owner)).year).toBe(Number(todayIn('Europe/Paris', new Date()).slice(0, 4)));
    // Kiribati is 14 hours ahead of UTC: on 31 December after 10:00 UTC it is already the new year there.
    await testApp.database.db
      .insert(userPreferences)
      .values({ userId: owner, timezone: 'Pacific/Kiritimati' });
    expect((await yearSummary(owner)).year).toBe(
      Number(todayIn('Pacific/Kiritimati', new Date()).slice(0, 4)),
    );
    expect((await monthCard(owner)).month).toBe(todayIn('Pacific/Kiritimati', new Date()).slice(0, 7));
  });

  it("reads the plant's day in the stored time zone, and Paris when the zone is unknown to the runtime", async () => {
    const owner = await createRecordsUser(testApp.database, 'zones@budget.fr');
    const newYearsEveNoonUtc = new Date('2026-12-31T12:00:00Z');
    const today = () =>
      withUserContext(testApp.database.db, owner, (tx) => findUserToday(tx, owner, newYearsEveNoonUtc));
    expect(await today()).toBe('2026-12-31');
    await testApp.database.db
      .insert(userPreferences)
      .values({ userId: owner, timezone: 'Pacific/Kiritimati' });
    expect(await today()).toBe('2027-01-01');
    await testApp.database.db
      .update(userPreferences)
      .set({ timezone: 'Mars/Olympus_Mons' })
      .where(eq(userPreferences.userId, owner));
    expect(await today()).toBe('2026-12-31');
    expect((await yearSummary(owner)).year).toBe(Number(todayIn('Europe/Paris', new Date()).slice(0, 4)));
  });

  it('refuses a bad year or month with the field named', async () => {
    const call = recordsCaller(testApp.app);
    for (const year of ['abc', '1899', '3000', '2026.5', '']) {
      const response = await call.request(alice, 'GET', `/api/invoices/summary?year=${year}`);
      expect(response.statusCode, year).toBe(400);
      expect(response.json<FieldErrors>().error.fields.year).toBe('Année invalide (1900 à 2999)');
    }
    for (const month of ['2026-13', '2026-1', '2026-11-01', 'novembre']) {
      const response = await call.request(alice, 'GET', `/api/invoices/monthly-summary?month=${month}`);
      expect(response.statusCode, month).toBe(400);
      expect(response.json<FieldErrors>().error.fields.month).toBe(
        'Mois invalide (format attendu : AAAA-MM)',
      );
    }
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/api/invoices/summary', '/api/invoices/monthly-summary?month=2026-11']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

describe('invoices: month card', () => {
  it('gives the month totals, its largest expense categories, its count and the change from the month before', async () => {
    const owner = await createRecordsUser(testApp.database, 'month@budget.fr');
    await create(owner, invoice('2026-10-03', 'income', 16_000, 'electricity'));
    await create(owner, invoice('2026-10-20', 'expense', 2000, 'inputs'));
    await create(owner, invoice('2026-11-01', 'income', 18_500, 'electricity'));
    await create(owner, invoice('2026-11-05', 'expense', 1234.56, 'electricity'));
    await create(owner, invoice('2026-11-15', 'expense', 4200.1, 'inputs'));
    await create(owner, invoice('2026-11-20', 'expense', 0.1, 'maintenance'));
    await create(owner, invoice('2026-11-30', 'expense', 0.2, 'maintenance'));
    await create(owner, invoice('2026-12-01', 'expense', 50, 'others'));

    const card = await monthCard(owner, '?month=2026-11');
    expect(card).toEqual({
      month: '2026-11',
      income: 18_500,
      expense: 5434.96,
      balance: 13_065.04,
      invoiceCount: 5,
      topExpenseCategories: [
        { category: 'inputs', amount: 4200.1 },
        { category: 'electricity', amount: 1234.56 },
        { category: 'maintenance', amount: 0.3 },
      ],
      previousMonth: { month: '2026-10', income: 16_000, expense: 2000, balance: 14_000 },
      comparison: {
        income: { difference: 2500, percentChange: 15.625 },
        expense: { difference: 3434.96, percentChange: 171.748 },
        balance: { difference: -934.96, percentChange: expect.closeTo(-6.678285714, 6) as number },
      },
    });
  });

  it('compares January with December of the year before, and says "no percentage" after an empty month', async () => {
    const owner = await createRecordsUser(testApp.database, 'january@budget.fr');
    await create(owner, invoice('2025-12-31', 'expense', 800, 'salaries'));
    await create(owner, invoice('2026-01-01', 'expense', 1000, 'salaries'));
    await create(owner, invoice('2026-01-31', 'income', 250.5, 'others'));
    const january = await monthCard(owner, '?month=2026-01');
    expect(january.previousMonth).toEqual({ month: '2025-12', income: 0, expense: 800, balance: -800 });
    expect(january.invoiceCount).toBe(2);
    expect(january.comparison.expense).toEqual({ difference: 200, percentChange: 25 });
    expect(january.comparison.income).toEqual({ difference: 250.5, percentChange: null });
    const empty = await monthCard(owner, '?month=2026-03');
    expect(empty).toMatchObject({
      income: 0,
      expense: 0,
      balance: 0,
      invoiceCount: 0,
      topExpenseCategories: [],
    });
    expect(empty.comparison.balance).toEqual({ difference: 0, percentChange: null });
  });
});

describe('invoices: API document', () => {
  it('describes the invoice routes and their bodies in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/invoices',
        '/api/invoices/{id}',
        '/api/invoices/summary',
        '/api/invoices/monthly-summary',
        '/api/invoices/export.csv',
        '/api/invoices/import',
      ]),
    );
    expect(JSON.stringify(paths['/api/invoices']?.post)).toContain('invoiceDate');
  });
});

describe('invoices: summaries are per user', () => {
  it("never counts another user's invoices in the year or the month", async () => {
    const carole = await createRecordsUser(testApp.database, 'carole@budget.fr');
    const denis = await createRecordsUser(testApp.database, 'denis@budget.fr');
    await create(carole, invoice('2026-11-05', 'expense', 1234.56, 'electricity'));
    await create(denis, invoice('2026-11-05', 'income', 99_999.99, 'electricity'));
    await create(denis, invoice('2026-10-05', 'expense', 5000, 'inputs'));

    const caroleYear = await yearSummary(carole, '?year=2026');
    expect(caroleYear.totals).toEqual({ income: 0, expense: 1234.56, balance: -1234.56 });
    const caroleMonth = await monthCard(carole, '?month=2026-11');
    expect(caroleMonth).toMatchObject({ income: 0, expense: 1234.56, invoiceCount: 1 });
    expect(caroleMonth.previousMonth).toMatchObject({ income: 0, expense: 0 });
    const denisYear = await yearSummary(denis, '?year=2026');
    expect(denisYear.totals).toEqual({ income: 99_999.99, expense: 5000, balance: 94_999.99 });
    const newcomer = await createRecordsUser(testApp.database, 'newcomer@budget.fr');
    expect((await yearSummary(newcomer, '?year=2026')).totals).toEqual({ income: 0, expense: 0, balance: 0 });
  });
});
