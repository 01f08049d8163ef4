// The library of generated documents (issue 19 point 5): the list, a document's file and its deletion, each
// another user's 404; the monthly operations report on demand (a PDF whose text carries the month's figures as
// the pages write them, sections without data said in words, one report per month); bad months refused; and the
// monthly job, run by two app instances at once on one database, leaving exactly one report per user and month.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.js';
import { queryRows } from '../../src/server/db/raw-query.js';
import { users } from '../../src/server/db/schema/auth.js';
import { generatedDocuments } from '../../src/server/db/schema/documents.js';
import { quoteRequests } from '../../src/server/db/schema/shop.js';
import { createMonthlyReportJob } from '../../src/server/jobs/monthly-report-job.js';
import type { TLibraryDocument, TLibraryPage } from '../../src/shared/contracts/library.js';
import type { TMonthlyBudgetSummary } from '../../src/shared/contracts/budget.js';
import { formatEuros } from '../../src/shared/domain/budget-summary.js';
import { addDays, addMonths, monthKey, todayIn } from '../../src/shared/domain/calendar.js';
import { previousMonthOf } from '../../src/shared/domain/library.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';
import { openTwoInstanceDatabases, testEngine } from '../fixtures/test-database.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

const call = (language = 'fr') => recordsCaller(testApp.app, language);
const today = () => todayIn('Europe/Paris', new Date());
const lastMonth = () => previousMonthOf(today());

/** A user whose account was opened `monthsAgo` months ago (a report may cover months from then on). */
async function newUser(database: Database, label: string, monthsAgo = 3): Promise<string> {
  const id = await createRecordsUser(database, `${label}-${randomUUID()}@library.fr`);
  await database.db
    .update(users)
    .set({ createdAt: new Date(`${addMonths(`${monthKey(today())}-01`, -monthsAgo)}T12:00:00Z`) })
    .where(eq(users.id, id));
  return id;
}

async function created<T>(
  userId: string,
  url: string,
  body: Record<string, unknown>,
  app = testApp,
): Promise<T> {
  const response = await recordsCaller(app.app).request(userId, 'POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

/**
 * A month of a plant's records: three production readings (biogas 4,800 + 5,200 + 5,000 = 15,000 m³, CH4 54 %,
 * 52 %, 56 %), two feed entries of one lot (12.5 + 10.25 t), an income and an expense.
 */
async function seedMonth(userId: string, month: string, app = testApp): Promise<void> {
  const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
  for (const [n, biogasM3, methanePercent] of [
    [3, 4800, 54],
    [4, 5200, 52],
    [5, 5000, 56],
  ] as const) {
    await created(
      userId,
      '/api/production-logs',
      { readingDate: day(n), readingTime: '08:00', biogasM3, methanePercent, kwhProduced: 9000 },
      app,
    );
  }
  const lot = await created<{ id: string }>(
    userId,
    '/api/raw-materials',
    {
      name: 'Ensilage de maïs',
      type: 'silage',
      category: 'main_crop',
      quantity: 100,
      deliveryDate: day(1),
      humidityRate: 70,
      volatileSolidsRate: 90,
      methanePotential: 350,
    },
    app,
  );
  await created(userId, '/api/feed-logs', { fedOn: day(3), rawMaterialId: lot.id, tonnes: 12.5 }, app);
  await created(userId, '/api/feed-logs', { fedOn: day(4), rawMaterialId: lot.id, tonnes: 10.25 }, app);
  await created(
    userId,
    '/api/invoices',
    {
      name: 'Vente biométhane',
      amount: 12345.67,
      category: 'biomethane_sales',
      type: 'income',
      invoiceDate: day(10),
    },
    app,
  );
  await created(
    userId,
    '/api/invoices',
    { name: 'Facture EDF', amount: 1234.56, category: 'electricity', type: 'expense', invoiceDate: day(12) },
    app,
  );
}

/** The text a reader sees in the PDF; the no-break spaces of Intl's French figures read as spaces. */
async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function generate(userId: string, month: string, language = 'fr') {
  return call(language).request(userId, 'POST', '/api/library/monthly-reports', { month });
}

async function list(userId: string, query = ''): Promise<TLibraryPage> {
  const response = await call().request(userId, 'GET', `/api/library/documents${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TLibraryPage>();
}

describe(`library of generated documents (${testEngine()})`, () => {
  it('generates the monthly report on demand: a PDF with the month’s figures, as the pages write them', async () => {
    const ana = await newUser(testApp.database, 'ana');
    const month = lastMonth();
    await seedMonth(ana, month);

    const response = await generate(ana, month);
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json<TLibraryDocument>();
    expect(document).toMatchObject({
      category: 'monthly_report',
      period: month,
      mimeType: 'application/pdf',
    });
    expect(document.name).toMatch(/^Rapport mensuel d'exploitation — /);
    expect(document.fileName).toBe(`rapport-mensuel-${month}.pdf`);

    const file = await call().request(
      ana,
      'GET',
      `/api/library/documents/${document.id}/file?disposition=inline`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="rapport-mensuel-/);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(document.sizeBytes);
    const text = await pdfText(file.rawPayload);

    // Production: 3 days, 15 000 m³, 27 000 kWh, mean CH4 54 %, methane 4 800×0.54 + 5 200×0.52 + 5 000×0.56.
    expect(text).toContain('Jours relevés 3');
    expect(text).toContain('Biogaz produit 15 000 m³');
    expect(text).toContain('Électricité produite 27 000 kWh');
    expect(text).toContain(
      `Méthane mesuré ${plain(new Intl.NumberFormat('fr', { maximumFractionDigits: 0 }).format(2592 + 2704 + 2800))} Nm³`,
    );
    expect(text).toContain('CH4 moyen 54 %');
    // Feed: 22,75 t of one lot, 270 kg VS per tonne.
    expect(text).toContain('Tonnes brutes 22,75');
    expect(text).toContain('Ensilage de maïs 22,75 6 143');
    // Budget: the budget page's own month card figures, written with its formatter.
    const budget = await call().request(ana, 'GET', `/api/invoices/monthly-summary?month=${month}`);
    const summary = budget.json<TMonthlyBudgetSummary>();
    expect(text).toContain(`Recettes ${plain(formatEuros(summary.income, 'fr'))}`);
    expect(text).toContain(`Dépenses ${plain(formatEuros(summary.expense, 'fr'))}`);
    expect(text).toContain(`Solde ${plain(formatEuros(summary.balance, 'fr'))}`);
    expect(text).toContain('12 345,67 €');
    expect(text).toContain('Vente de biométhane');
    // A section without data says so in words.
    expect(text).toContain('Aucune intervention de maintenance enregistrée ce mois-ci.');
    expect(text).toContain('Aucun mouvement de stock ce mois-ci.');
    expect(text).toMatch(/Page 1 sur \d/);
  });

  it('writes an empty month in words, in English when asked, and keeps one report per month', async () => {
    const ben = await newUser(testApp.database, 'ben');
    const month = lastMonth();
    const first = await generate(ben, month, 'en');
    expect(first.statusCode, first.body).toBe(201);
    const firstDocument = first.json<TLibraryDocument>();
    expect(firstDocument.name).toMatch(/^Monthly operations report — /);
    const file = await call().request(ben, 'GET', `/api/library/documents/${firstDocument.id}/file`);
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    const text = await pdfText(file.rawPayload);
    for (const sentence of [
      'No production reading this month.',
      'No feed entry this month.',
      'No stock movement this month.',
      'No maintenance work recorded this month.',
      'No invoice this month.',
    ]) {
      expect(text).toContain(sentence);
    }
    expect(text).not.toMatch(/\b0 m³/);

    const again = await generate(ben, month);
    expect(again.statusCode).toBe(201);
    const page = await list(ben);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      id: firstDocument.id,
      name: expect.stringMatching(/^Rapport mensuel/) as unknown,
    });
  });

  it('refuses a month that is not one, not begun, or before the account, saying why', async () => {
    const cleo = await newUser(testApp.database, 'cleo', 2);
    const cases: [string, RegExp][] = [
      ['2026-13', /Mois invalide/],
      ['novembre', /Mois invalide/],
      [monthKey(addMonths(`${monthKey(today())}-01`, 1)), /n'a pas encore commencé/],
      [monthKey(addMonths(`${monthKey(today())}-01`, -3)), /Votre compte n'existait pas encore en/],
    ];
    for (const [month, message] of cases) {
      const response = await generate(cleo, month);
      expect(response.statusCode, month).toBe(400);
      const body = response.json<{ error: { message: string; fields: Record<string, string> } }>();
      expect(body.error.message).toMatch(message);
      expect(body.error.fields.month).toMatch(message);
    }
    const missing = await call().request(cleo, 'POST', '/api/library/monthly-reports', {});
    expect(missing.statusCode).toBe(400);
    expect((await list(cleo)).total).toBe(0);
    // The current month may be reported on: it says it is under way.
    const current = await generate(cleo, monthKey(today()));
    expect(current.statusCode, current.body).toBe(201);
  });

  it('lists newest first with filters and search; another user gets 404, never the bytes', async () => {
    const dora = await newUser(testApp.database, 'dora');
    const eve = await newUser(testApp.database, 'eve');
    const [quote] = await testApp.database.db
      .insert(generatedDocuments)
      .values({
        userId: dora,
        name: 'Demande de devis DV-2026-0042',
        description: 'Charbon actif 2 sacs',
        category: 'quote',
        fileName: 'demande-de-devis-DV-2026-0042.pdf',
        sizeBytes: 9,
        content: Buffer.from('%PDF-1.4\n'),
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: generatedDocuments.id });
    const report = (await generate(dora, lastMonth())).json<TLibraryDocument>();

    const all = await list(dora);
    expect(all.items.map((item) => item.id)).toEqual([report.id, quote?.id]);
    expect(all.items[1]).toMatchObject({ category: 'quote', period: null, sizeBytes: 9 });
    expect(all.items[0]).not.toHaveProperty('content');
    expect((await list(dora, '?category=quote')).items.map((item) => item.id)).toEqual([quote?.id]);
    expect((await list(dora, '?q=charbon')).items.map((item) => item.id)).toEqual([quote?.id]);
    expect((await list(dora, '?q=exploitation')).items.map((item) => item.id)).toEqual([report.id]);
    expect((await list(dora, '?q=100%25')).total).toBe(0);
    expect((await list(dora, '?pageSize=1&page=2')).items.map((item) => item.id)).toEqual([quote?.id]);
    const badCategory = await call().request(dora, 'GET', '/api/library/documents?category=nope');
    expect(badCategory.statusCode).toBe(400);

    expect((await list(eve)).total).toBe(0);
    for (const [method, url] of [
      ['GET', `/api/library/documents/${report.id}/file`],
      ['GET', `/api/library/documents/${report.id}/file?disposition=inline`],
      ['DELETE', `/api/library/documents/${report.id}`],
    ] as const) {
      const response = await call().request(eve, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('%PDF');
      expect(response.json<{ error: { message: string } }>().error.message).toBe('Document introuvable');
    }
    expect((await list(dora)).total).toBe(2);

    const deleted = await call().request(dora, 'DELETE', `/api/library/documents/${report.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await list(dora)).items.map((item) => item.id)).toEqual([quote?.id]);
    const gone = await call().request(dora, 'GET', `/api/library/documents/${report.id}/file`);
    expect(gone.statusCode).toBe(404);

    // A quote's PDF deleted from the library: the quote request stays, pointing nowhere.
    const [request] = await testApp.database.db
      .insert(quoteRequests)
      .values({
        userId: dora,
        firstName: 'Dora',
        lastName: 'Martin',
        email: 'dora@library.fr',
        cartSummary: {
          items: [],
          subtotal: 0,
          total: 0,
        } as unknown as (typeof quoteRequests.$inferInsert)['cartSummary'],
        quoteNumber: `DV-LIB-${randomUUID()}`,
        documentId: quote?.id ?? null,
      })
      .returning({ id: quoteRequests.id });
    const quoteDeleted = await call().request(dora, 'DELETE', `/api/library/documents/${quote?.id ?? ''}`);
    expect(quoteDeleted.statusCode).toBe(204);
    const [kept] = await testApp.database.db
      .select({ documentId: quoteRequests.documentId })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, request?.id ?? ''));
    expect(kept).toEqual({ documentId: null });
    expect((await list(dora)).total).toBe(0);
  });
});

describe(`the monthly report job (${testEngine()})`, () => {
  const noLog = { error: () => undefined };

  it('two instances running it at once leave exactly one report per user and month', async () => {
    const instances = await openTwoInstanceDatabases();
    const appA = await buildTestApp({ resolveSessionUser: headerSessionResolver, database: instances.first });
    const appB = await buildTestApp({
      resolveSessionUser: headerSessionResolver,
      database: instances.second,
    });
    try {
      const month = lastMonth();
      const withData = [await newUser(instances.first, 'job-a'), await newUser(instances.first, 'job-b')];
      for (const userId of withData) await seedMonth(userId, month, appA);
      const idle = await newUser(instances.first, 'job-idle');
      const opensThisMonth = await newUser(instances.first, 'job-new', 0);
      await created(
        opensThisMonth,
        '/api/invoices',
        {
          name: 'Facture',
          amount: 10,
          category: 'others',
          type: 'expense',
          invoiceDate: addDays(`${month}-01`, 1),
        },
        appA,
      );

      const jobA = createMonthlyReportJob(instances.first.db, noLog);
      const jobB = createMonthlyReportJob(instances.second.db, noLog);
      // All at once: the two schedulers' ticks (each takes the advisory lock, then runs) and, as if the lock
      // were bypassed, two more runs straight on the two instances: the unique (user, category, period) index
      // still leaves one document per user and month.
      await Promise.all([
        instances.first.runExclusively(jobA.lockKey, () => jobA.run()),
        instances.second.runExclusively(jobB.lockKey, () => jobB.run()),
        jobA.run(),
        jobB.run(),
      ]);

      const rows = await instances.first.db
        .select({
          userId: generatedDocuments.userId,
          period: generatedDocuments.period,
          size: generatedDocuments.sizeBytes,
        })
        .from(generatedDocuments)
        .where(and(eq(generatedDocuments.category, 'monthly_report')));
      const byUser = new Map<string, number>();
      for (const row of rows) {
        expect(row.period).toBe(month);
        expect(row.size).toBeGreaterThan(1000);
        byUser.set(row.userId, (byUser.get(row.userId) ?? 0) + 1);
      }
      expect(Object.fromEntries(byUser)).toEqual(Object.fromEntries(withData.map((id) => [id, 1])));
      expect(byUser.has(idle)).toBe(false);
      expect(byUser.has(opensThisMonth)).toBe(false);

      // Each user reads their own report through the API (written as that user, row-level security on).
      const page = (
        await recordsCaller(appB.app).request(withData[0] ?? '', 'GET', '/api/library/documents')
      ).json<TLibraryPage>();
      expect(page.items).toHaveLength(1);
      const file = await recordsCaller(appB.app).request(
        withData[0] ?? '',
        'GET',
        `/api/library/documents/${page.items[0]?.id ?? ''}/file`,
      );
      expect(await pdfText(file.rawPayload)).toContain('Biogaz produit 15 000 m³');

      // A later run finds nothing left to do.
      const count = async () =>
        (
          await queryRows<{ n: number }>(
            instances.first.db,
            sql`select count(*)::int as n from generated_documents`,
          )
        )[0]?.n;
      const before = await count();
      await jobA.run();
      expect(await count()).toBe(before);
    } finally {
      await appA.close();
      await appB.close();
      await instances.close();
    }
  });
});
