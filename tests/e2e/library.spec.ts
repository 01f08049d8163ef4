// The library in a real browser, as a new user on a 390 px phone (issue 19 point 5): a few production readings,
// feed entries and invoices of this month entered through the API, the monthly report generated from the
// library page for this month, the PDF fetched from the page's own preview link and its text read with unpdf:
// its figures are the very strings the production, feed log and budget pages show. Then the first document on
// the phone's first screen, the search, and the deletion with its confirmation.
import { extractText } from 'unpdf';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, monthKey, todayIn } from '../../src/shared/domain/calendar.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
// The browser in the plant's time zone: the month picker's months are the plant's (the last hour of a month in
// UTC is already the next month in Paris).
const session = usePage({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  timezoneId: 'Europe/Paris',
});
let account: BrowserAccount | undefined;

/** The plant's today (a new account lives in Paris time). */
const today = () => todayIn('Europe/Paris', new Date());

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

async function post<T>(path: string, data: Record<string, unknown>): Promise<T> {
  const response = await session.context.request.post(`${server().url}${path}`, {
    data,
    headers: { origin: server().url, 'accept-language': 'fr' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** The value a page shows beside a label (the figure lists are <dt>/<dd> pairs). */
async function figureBeside(scope: Page | Locator, label: string): Promise<string> {
  const value = scope.locator('dt', { hasText: label }).first().locator('xpath=following-sibling::dd[1]');
  await value.waitFor();
  return ((await value.textContent()) ?? '').trim();
}

/** The PDF's text as a reader sees it; the no-break spaces of French figures read as spaces. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(bytes, { mergePages: true });
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('library', () => {
  it('generates this month’s report on a phone; the PDF says the figures the pages show', async () => {
    if (!account) throw new Error('the account was not created');
    await addSessionCookies(session.context, server().url, account);
    const { page } = session;

    // The last three days, all in this month (the 1st alone on the 1st), so the production page's 30 days
    // and the report's month hold the same readings.
    const days = [0, 1, 2]
      .map((back) => addDays(today(), -back))
      .filter((day) => monthKey(day) === monthKey(today()));
    for (const [index, day] of days.entries()) {
      await post('/api/production-logs', {
        readingDate: day,
        readingTime: '08:00',
        biogasM3: 4800 + 211 * index,
        methanePercent: 53.5 + index,
        kwhProduced: 9100.4 + index,
        biomethaneNm3PerHour: 110.25 + index,
      });
    }
    const lot = await post<{ id: string }>('/api/raw-materials', {
      name: 'Lisier de porc',
      type: 'slurry',
      category: 'effluent',
      quantity: 200,
      deliveryDate: `${monthKey(today())}-01`,
      humidityRate: 94,
      volatileSolidsRate: 75,
      methanePotential: 300,
    });
    await post('/api/feed-logs', { fedOn: today(), rawMaterialId: lot.id, tonnes: 18.75 });
    await post('/api/feed-logs', { fedOn: days.at(-1), rawMaterialId: lot.id, tonnes: 21.4 });
    await post('/api/invoices', {
      name: 'Vente de biométhane',
      amount: 23456.78,
      category: 'biomethane_sales',
      type: 'income',
      invoiceDate: today(),
    });
    await post('/api/invoices', {
      name: 'Facture électricité',
      amount: 1987.65,
      category: 'electricity',
      type: 'expense',
      invoiceDate: today(),
    });

    // The figures as the pages show them.
    await page.goto(`${server().url}/dashboard/production`);
    const productionTotals = page.getByTestId('production-totals');
    const biogas = await figureBeside(productionTotals, 'Biogaz produit');
    const kwh = await figureBeside(productionTotals, 'Électricité produite');
    const methane = await figureBeside(productionTotals, 'Méthane mesuré');
    const biomethane = await figureBeside(productionTotals, 'Biométhane moyen');
    expect(plain(kwh)).toBe('27 304 kWh');
    await page.goto(`${server().url}/dashboard/raw-materials/feed`);
    const tonnes = await figureBeside(page.getByTestId('feed-totals'), 'Tonnes brutes');
    const volatileSolids = await figureBeside(page.getByTestId('feed-totals'), 'Matières volatiles (kg MV)');
    await page.goto(`${server().url}/dashboard/budget`);
    const monthTotals = page.getByRole('group', { name: /^Totaux de (?!\d{4}$)/ });
    const income = await figureBeside(monthTotals, 'Recettes');
    const expense = await figureBeside(monthTotals, 'Dépenses');
    const balance = await figureBeside(monthTotals, 'Solde');
    expect(plain(income)).toBe('23 456,78 €');

    // The library: empty, then this month's report generated from the page.
    await page.goto(`${server().url}/dashboard/library`);
    await page.getByRole('heading', { name: 'Bibliothèque', level: 1 }).waitFor();
    expect(await page.title()).toContain('Bibliothèque');
    await page.getByText("Aucun document pour l'instant.", { exact: false }).waitFor();
    const month = page.getByLabel('Mois', { exact: true });
    // Last month by default: the account did not exist then, and the server says so.
    await page.getByRole('button', { name: 'Générer le rapport mensuel' }).click();
    await page.getByText(/Votre compte n'existait pas encore en/).waitFor();
    // This month: the first choice, the current one.
    const values = await month
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(values[0]).toBe(monthKey(today()));
    expect(values[1]).toBe(await month.inputValue());
    await month.selectOption(monthKey(today()));
    await page.getByRole('button', { name: 'Générer le rapport mensuel' }).click();
    const documents = page.getByTestId('library-document');
    await documents.first().waitFor();
    expect(await documents.count()).toBe(1);
    const card = documents.first();
    await card.getByText("Rapport mensuel d'exploitation", { exact: false }).waitFor();
    await card
      .getByText(/Rapport mensuel · Période : .+ · Créé le \d{2}\/\d{2}\/\d{4} · [\d,]+ Ko/)
      .waitFor();

    // The PDF behind the page's preview link.
    const preview = card.getByRole('link', { name: /^Aperçu de Rapport mensuel/ });
    const href = await preview.getAttribute('href');
    expect(href).toMatch(/\/file\?disposition=inline$/);
    expect(await preview.getAttribute('target')).toBe('_blank');
    const bytes = await page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      return {
        type: response.headers.get('content-type'),
        data: [...new Uint8Array(await response.arrayBuffer())],
      };
    }, href ?? '');
    expect(bytes.type).toBe('application/pdf');
    const pdf = new Uint8Array(bytes.data);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain(`Biogaz produit ${plain(biogas)}`);
    expect(text).toContain(`Électricité produite ${plain(kwh)}`);
    expect(text).toContain(`Méthane mesuré ${plain(methane)}`);
    expect(text).toContain(`Biométhane moyen ${plain(biomethane)}`);
    expect(text).toContain(`Tonnes brutes ${plain(tonnes)}`);
    expect(text).toContain(`Matières volatiles (kg MV) ${plain(volatileSolids)}`);
    expect(text).toContain(`Recettes ${plain(income)}`);
    expect(text).toContain(`Dépenses ${plain(expense)}`);
    expect(text).toContain(`Solde ${plain(balance)}`);
    expect(text).toContain('Aucune intervention de maintenance enregistrée ce mois-ci.');

    // Opened afresh on the phone: the first document on the first screen, nothing covering it.
    await page.goto(`${server().url}/dashboard/library`);
    const name = documents.first().getByText("Rapport mensuel d'exploitation", { exact: false });
    await name.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const isOnTop = await name.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const found = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return box.bottom <= window.innerHeight && found !== null && element.contains(found);
    });
    expect(isOnTop).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The operator's own documents are one tap away (issue 22).
    const ownDocuments = page.getByRole('navigation', { name: 'Vos propres documents' });
    expect(await ownDocuments.getByRole('link', { name: 'Documents importés' }).getAttribute('href')).toBe(
      '/dashboard/imported-documents',
    );
    expect(
      await ownDocuments.getByRole('link', { name: 'Interroger mes documents' }).getAttribute('href'),
    ).toBe('/dashboard/document-rag');

    // Search and category filter.
    await page.getByLabel('Rechercher').fill('devis');
    await page.getByText('Aucun document ne correspond à ces critères.').waitFor();
    await page.getByLabel('Rechercher').fill('exploitation');
    await documents.first().waitFor();
    await page.getByLabel('Catégorie').selectOption({ label: 'Demande de devis' });
    await page.getByText('Aucun document ne correspond à ces critères.').waitFor();
    await page.getByLabel('Catégorie').selectOption({ label: 'Rapport mensuel' });
    await documents.first().waitFor();

    // Deletion, after a confirmation.
    await documents
      .first()
      .getByRole('button', { name: /^Supprimer Rapport mensuel/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/sera supprimé définitivement de la bibliothèque/).waitFor();
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByText('Aucun document ne correspond à ces critères.').waitFor();
    const gone = await session.context.request.get(`${server().url}${href ?? ''}`);
    expect(gone.status()).toBe(404);
  });
});
