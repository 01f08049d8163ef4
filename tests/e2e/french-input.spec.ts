// French input on a 390×844 phone (issue 15, point 5): an amount typed as a French invoice writes it
// ("2 350,00 €", thousands space and euro sign) is accepted and saved, and a category left unchosen asks to
// choose one ("Choisissez une catégorie") instead of calling it invalid.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';

const server = useBuiltServer();
const session = usePage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
let account: BrowserAccount | undefined;

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

beforeEach(async () => {
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
});

describe('French input on a phone', () => {
  it('saves "2 350,00 €" as typed and asks to choose a missing category', async () => {
    const page = session.page;
    await page.goto(`${server().url}/dashboard/budget`);
    await page.getByRole('heading', { name: 'Aucune facture', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Ajouter une première facture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter une facture' });
    await dialog.getByLabel('Libellé').fill('Maintenance moteur');
    await dialog.getByLabel('Montant').fill('2 350,00 €');
    await dialog.getByRole('button', { name: 'Ajouter une facture' }).click();
    await dialog.getByText('Choisissez une catégorie').waitFor();
    expect(await dialog.getByText('Catégorie invalide').count()).toBe(0);
    expect(await dialog.getByText('Montant invalide').count()).toBe(0);

    await dialog.getByLabel('Catégorie').selectOption({ label: 'Maintenance' });
    await dialog.getByRole('button', { name: 'Ajouter une facture' }).click();
    await page.getByText('Facture ajoutée').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('listitem').filter({ hasText: 'Maintenance moteur' });
    // formatEuros in French: a narrow no-break space between thousands, a no-break space before the sign.
    await card.getByText('2\u202f350,00\u00a0€', { exact: true }).waitFor();
  });
});
