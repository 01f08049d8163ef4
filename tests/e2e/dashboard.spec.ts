// The dashboard as a new user sees it (issue 4, module 7): empty figures first, then a low stock item added on
// its page shows on the dashboard, and the card's link opens the stock list filtered on low items.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage();
let account: BrowserAccount | undefined;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

beforeEach(async () => {
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
});

describe('dashboard', () => {
  it('shows real figures from the records and links each to its page', async () => {
    const page = session.page;
    await page.goto(`${server().url}/dashboard`);
    await page.getByRole('heading', { name: 'Tableau de bord', level: 1 }).waitFor();
    await page.getByText('Aucun article sous son seuil.').waitFor();
    await page.getByText('Aucune tâche de maintenance en retard.').waitFor();
    await page.getByText('Aucune matière première enregistrée.').waitFor();

    await page.goto(`${server().url}/dashboard/stock/add`);
    const form = page.getByRole('dialog', { name: 'Ajouter au stock' });
    await form.getByLabel('Nom').fill('Antimousse');
    await form.getByLabel('Catégorie').selectOption({ label: 'Chimique' });
    await form.getByLabel('Niveau actuel').fill('2');
    await form.getByLabel("Seuil d'alerte").fill('5');
    await form.getByRole('button', { name: 'Ajouter un article' }).click();
    await page.getByText('Article ajouté au stock').waitFor();

    await page.goto(`${server().url}/dashboard`);
    const card = page
      .locator('section, div')
      .filter({ has: page.getByRole('heading', { name: 'Stock bas' }) })
      .last();
    await card.getByText("1 article au seuil d'alerte").waitFor();
    await card.getByText('Antimousse').waitFor();
    await card.getByRole('link', { name: 'Voir le stock bas' }).click();
    await page.waitForURL(/\/dashboard\/stock\?lowOnly=true$/);
    expect(await page.getByRole('checkbox', { name: 'Stock bas uniquement' }).isChecked()).toBe(true);
    await page.getByRole('listitem').filter({ hasText: 'Antimousse' }).waitFor();
  });
});
