// The feed log in a real browser, as a new user on a 390 px phone (issue 18): a lot added on the raw materials
// page, the feed log opened from there, the lot fed twice through the quick entry (French decimals, the form staying
// open for the next lot), the entries newest first with the first one on the first screen, the period's totals, and
// the lot's remaining stock going down in the lot choice and on the lot's card.
import { beforeAll, describe, expect, it } from 'vitest';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
let account: BrowserAccount | undefined;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

describe('feed log', () => {
  it('feeds a lot twice from a phone, lists the entries and totals, and lowers the lot’s stock', async () => {
    if (!account) throw new Error('the account was not created');
    await addSessionCookies(session.context, server().url, account);
    const { page } = session;
    await page.goto(`${server().url}/dashboard/raw-materials`);
    await page.getByRole('button', { name: 'Ajouter une première matière' }).click();
    const lotDialog = page.getByRole('dialog', { name: 'Ajouter une matière première' });
    await lotDialog.getByLabel('Nom', { exact: true }).fill('Ensilage de maïs');
    await lotDialog.getByLabel('Type', { exact: true }).selectOption({ label: 'Ensilage' });
    await lotDialog.getByLabel('Catégorie').selectOption({ label: 'Culture principale' });
    await lotDialog.getByLabel('Quantité (t MB)').fill('100');
    await lotDialog.getByLabel("Taux d'humidité (%)").fill('70');
    await lotDialog.getByRole('button', { name: 'Ajouter une matière première' }).click();
    await lotDialog.waitFor({ state: 'hidden' });
    await page.getByText('Restant : 100 t').waitFor();

    await page.getByRole('link', { name: "Journal d'alimentation" }).click();
    await page.getByRole('heading', { name: "Journal d'alimentation", level: 1 }).waitFor();
    expect(await page.title()).toContain("Journal d'alimentation");
    await page.getByRole('heading', { name: 'Aucune entrée' }).waitFor();

    const lot = page.getByLabel('Lot', { exact: true });
    const tonnes = page.getByLabel('Tonnes brutes');
    const save = page.getByRole('button', { name: 'Enregistrer', exact: true });
    // Nothing chosen: the form says what is missing, in French.
    await save.click();
    await page.getByText('Choisissez un lot').waitFor();
    await page.getByText('Les tonnes sont requises').waitFor();

    await lot.selectOption({ label: 'Ensilage de maïs · Culture principale · reste 100 t' });
    await tonnes.fill('12,5');
    await page.getByLabel('Notes').fill('Matin');
    await save.click();
    await page.getByText('Entrée enregistrée').first().waitFor();
    // The form stays open for the next lot, emptied, on the same day, with the stock left.
    await page.getByRole('option', { name: 'Ensilage de maïs · Culture principale · reste 87,5 t' }).waitFor({
      state: 'attached',
    });
    expect(await tonnes.inputValue()).toBe('');
    await lot.selectOption({ label: 'Ensilage de maïs · Culture principale · reste 87,5 t' });
    await tonnes.fill('8');
    await save.click();
    await page.getByRole('option', { name: 'Ensilage de maïs · Culture principale · reste 79,5 t' }).waitFor({
      state: 'attached',
    });

    const entries = page.getByRole('list', { name: 'Entrées' });
    await expect.poll(() => entries.getByRole('listitem').count()).toBe(2);
    const first = entries.getByRole('listitem').first();
    // Newest first: the 8 t entry (the same day, entered last).
    await first.getByText('8 t', { exact: true }).waitFor();
    await entries.getByText('Matin').waitFor();
    const totals = page.getByTestId('feed-totals');
    await totals.getByText('20,5', { exact: true }).waitFor();
    await page.getByText('1 jour alimenté').waitFor();
    await page.getByTestId('feed-chart').waitFor({ state: 'attached' });

    // Opened afresh, the page shows the first entry, its lot and tonnes, on the phone's first screen without
    // scrolling.
    await page.goto(`${server().url}/dashboard/raw-materials/feed`);
    const newest = entries.getByRole('listitem').first();
    await newest.getByText('8 t', { exact: true }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Its lot and tonnes on screen and not under the phone's tool bar: the element at their centre is theirs.
    for (const text of [newest.getByText('Ensilage de maïs'), newest.getByText('8 t', { exact: true })]) {
      const isOnTop = await text.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const found = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return box.bottom <= window.innerHeight && found !== null && element.contains(found);
      });
      expect(isOnTop).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('link', { name: 'Matières premières' }).click();
    await page.getByText('Restant : 79,5 t').waitFor();
  });
});
