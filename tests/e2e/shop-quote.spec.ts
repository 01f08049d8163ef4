// The quote request in a real browser, as a new user (issue 17 point 4): catalogue → product page → added
// twice → the cart's totals → "Faire une demande de devis": the PDF made in the browser is downloaded and
// read back (its text extracted: title, number, customer, lines, totals in French format, legal mentions), and
// the mail reaches an SMTP server on loopback, to the customer and to sales, with the same PDF attached.
import { readFile } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';
import { extractPdfText } from '../fixtures/pdf-text.js';
import { attachmentsOf, useSmtpServer } from '../fixtures/smtp-server.js';

const salesEmail = 'ventes@methapilot.test';
const customerEmail = 'helene.lefevre@gaec-des-aulnes.fr';
const smtp = useSmtpServer();
let account: BrowserAccount | undefined;

const server = useBuiltServer(() => ({
  env: { SMTP_URL: `smtp://127.0.0.1:${String(smtp().port)}`, SALES_EMAIL: salesEmail },
}));
const session = usePage();

beforeAll(async () => {
  account = await signUpThroughApi(server().url);
});

beforeEach(async () => {
  if (!account) throw new Error('the account was not created');
  await addSessionCookies(session.context, server().url, account);
});

function mailsTo(address: string) {
  return smtp().received.filter((mail) => mail.to.includes(address));
}

/** Amounts as the page and the PDF write them in French: "699,98 €" with Intl's (narrow) no-break spaces. */
const euros = (amount: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);

describe('quote request', () => {
  it('adds a product twice, requests a quote: the PDF is downloaded and mailed with the right text', async () => {
    const { page } = session;
    await page.goto(`${server().url}/dashboard/shop`);
    await page
      .getByRole('link', { name: /Kit d'étalonnage/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: "Kit d'étalonnage" }).waitFor();
    const add = page.getByRole('button', { name: "Ajouter Kit d'étalonnage au panier" });
    // Each addition is waited for until the server has it: the page.goto below reloads the whole page, which
    // would cancel an addition still in flight (a click in the app navigates without a reload).
    const addedOnServer = () =>
      page.waitForResponse(
        (response) =>
          // Through the offline layer's door when it runs, straight to the cart's otherwise.
          ['/api/offline/actions', '/api/cart/items'].includes(new URL(response.url()).pathname) &&
          response.request().method() === 'POST',
      );
    for (let click = 0; click < 2; click += 1) {
      const added = addedOnServer();
      await add.click();
      expect((await added).status()).toBeLessThan(300);
    }
    await page.getByText('Produit ajouté au panier').first().waitFor();

    await page.goto(`${server().url}/dashboard/cart`);
    // jsPDF is fetched when the quote is made, not with the page (tests/e2e/page-weight.spec.ts checks the pages).
    const scriptsFetched: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scriptsFetched.push(response.url());
    });
    const main = page.getByRole('main');
    // 2 × 349,99 € = 699,98 € HT; VAT 20 % = 140,00 € (139,996 rounded); 839,98 € TTC.
    await expect
      .poll(() =>
        main.getByRole('textbox', { name: "Quantité de Kit d'étalonnage", exact: true }).inputValue(),
      )
      .toBe('2');
    for (const amount of [699.98, 140, 839.98]) await main.getByText(euros(amount)).first().waitFor();

    await main.getByRole('button', { name: 'Faire une demande de devis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Demande de devis' });
    await dialog.getByLabel('Prénom').fill('Hélène');
    await dialog.getByLabel('Nom', { exact: true }).fill('Lefèvre');
    await dialog.getByLabel('E-mail').fill('pas-une-adresse');
    await dialog.getByLabel('Téléphone').fill('12345');
    await dialog.getByRole('button', { name: 'Générer le PDF et envoyer' }).click();
    await dialog.getByText("Format d'email invalide").waitFor();
    await dialog
      .getByText(/Numéro de téléphone/)
      .first()
      .waitFor();
    expect(mailsTo(salesEmail)).toHaveLength(0);

    await dialog.getByLabel('E-mail').fill(customerEmail);
    await dialog.getByLabel('Téléphone').fill('06 12 34 56 78');
    await dialog.getByLabel('Entreprise').fill('GAEC des Aulnes');
    await dialog.getByLabel('Remarques').fill('Livraison par la cour arrière.');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Générer le PDF et envoyer' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^demande-de-devis-DEV-\d{8}-[A-Z0-9]{6}\.pdf$/);
    const quoteNumber = /DEV-\d{8}-[A-Z0-9]{6}/.exec(download.suggestedFilename())?.[0] ?? '';
    await page.getByText('Demande de devis envoyée avec succès.').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    expect(scriptsFetched.filter((url) => /\/jspdf[.-]/.test(url))).toHaveLength(1);

    const downloaded = await readFile(await download.path());
    const text = await extractPdfText(downloaded);
    for (const expected of [
      'Demande de devis',
      quoteNumber,
      'Hélène Lefèvre',
      'GAEC des Aulnes',
      customerEmail,
      'MP-202',
      "Kit d'étalonnage",
      // pdf.js reads the PDF's no-break spaces as plain spaces.
      '349,99 €',
      '699,98 €',
      '140,00 €',
      '839,98 €',
      'TVA (20 %)',
      '(30 jours)',
      'ni une commande ni une facture',
      'L441-10',
      'Livraison par la cour arrière.',
    ]) {
      expect(text, expected).toContain(expected);
    }

    await expect.poll(() => mailsTo(customerEmail).length).toBe(1);
    await expect.poll(() => mailsTo(salesEmail).length).toBe(1);
    for (const mail of [...mailsTo(customerEmail), ...mailsTo(salesEmail)]) {
      const [attachment] = attachmentsOf(mail.raw);
      expect(attachment?.fileName).toBe(`demande-de-devis-${quoteNumber}.pdf`);
      expect(attachment?.contentType).toBe('application/pdf');
      expect(attachment?.bytes.equals(downloaded)).toBe(true);
    }
  });
});
