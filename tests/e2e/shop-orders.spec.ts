// The cart, checkout and orders in a real browser, as a new user (issue 17): "Commander" on a low stock item, its
// need turned into a cart line from the shop's restock list (quantity = max − current), totals in French format that follow quantity edits and removals, checkout
// refused on a bad postal code then placed, the order pending; an admin confirms and delivers it from the queue;
// the user confirms the quantity received and the stock level rises, the need closed. Then a quantity changed
// offline: kept, sent when the network is back ("Panier enregistré"), and the server agrees. Then the cart on a
// 390 px wide phone.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { TCart, TShopProduct } from '../../src/shared/contracts/shop.js';
import type { TRestockRequest, TStockItem } from '../../src/shared/contracts/stock.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { usePage } from '../fixtures/browser.js';
import { grantAdmin } from '../fixtures/browser-admin.js';
import { startBuiltServer, type RunningServer } from '../fixtures/built-server.js';

const session = usePage();
let running: RunningServer | undefined;
let dataDir = '';
let customer: BrowserAccount | undefined;
let admin: BrowserAccount | undefined;
let catalogue: TShopProduct[] = [];

function server(): RunningServer {
  if (!running) throw new Error('the server did not start');
  return running;
}

// Two accounts, then the admin made while the server is stopped, then the server again on the same DATA_DIR
// (the session secret lives there: the accounts' cookies stay valid).
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'methapilot-shop-'));
  cpSync(inject('migratedDataDir'), dataDir, { recursive: true });
  const first = await startBuiltServer({ dataDir });
  try {
    customer = await signUpThroughApi(first.url);
    admin = await signUpThroughApi(first.url);
  } finally {
    await first.stop();
  }
  await grantAdmin(dataDir, admin.email);
  running = await startBuiltServer({ dataDir });
  const products = await callApi<{ items: TShopProduct[] }>(customer, 'GET', '/api/shop/products');
  catalogue = products.items;
});

afterAll(async () => {
  await running?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await addSessionCookies(session.context, server().url, account(customer));
});

function account(which: BrowserAccount | undefined): BrowserAccount {
  if (!which) throw new Error('the account was not created');
  return which;
}

/** A call of the API as the account, from the test (its session cookie, a same-site origin). */
async function callApi<T>(
  who: BrowserAccount | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const { url } = server();
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      origin: url,
      'accept-language': 'fr',
      cookie: account(who)
        .cookies.map((cookie) => `${cookie.name}=${cookie.value}`)
        .join('; '),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

function productId(reference: string): string {
  const found = catalogue.find((product) => product.reference === reference);
  if (!found) throw new Error(`no product ${reference}`);
  return found.id;
}

/** Intl's French spaces (U+202F between thousands, U+00A0 before €) as plain spaces. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** The totals card's figures: Total HT, TVA (20 %), Total TTC. */
async function cartTotals(page: Page): Promise<string[]> {
  const figures = await page.getByTestId('cart-totals').locator('dd').allInnerTexts();
  return figures.map(plain);
}

async function expectCartTotals(page: Page, expected: string[]): Promise<void> {
  await expect.poll(() => cartTotals(page)).toEqual(expected);
}

async function waitForBadge(page: Page, state: 'online' | 'offline' | 'pending'): Promise<void> {
  await page.locator(`[data-testid="connectivity-badge"][data-state="${state}"]:visible`).waitFor();
}

/** A second browser context, signed in as `who`, with the cookie choice already made. */
async function contextFor(who: BrowserAccount | undefined): Promise<BrowserContext> {
  const context = await session.browser.newContext({
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  await context.addInitScript(() => {
    const choice = {
      necessary: true,
      analytics: false,
      marketing: false,
      updatedAt: new Date().toISOString(),
    };
    localStorage.setItem('cookie-consent', JSON.stringify(choice));
    localStorage.setItem('cookie-consent-chosen', '1');
  });
  await addSessionCookies(context, server().url, account(who));
  return context;
}

describe('shop orders', () => {
  it('turns a low item into a cart line, checks out, and brings the delivery into stock', async () => {
    const page = session.page;
    // A low item (20 of 100 kg); "Commander" on the stock page records its need, which the shop's restock list
    // turns into a calibration kit line; a gas analyser is added as any product.
    await callApi<TStockItem>(customer, 'POST', '/api/stock-items', {
      name: 'Gaz étalon',
      category: 'chemical',
      currentLevel: 20,
      maxLevel: 100,
      unit: 'kg',
      threshold: 30,
    });
    await page.goto(`${server().url}/dashboard/stock`);
    const stockCard = page.getByRole('listitem').filter({ hasText: 'Gaz étalon' });
    await stockCard.getByRole('button', { name: 'Commander Gaz étalon' }).click();
    await stockCard.getByText('Commande à passer').waitFor();
    await page.goto(`${server().url}/dashboard/shop`);
    const need = page
      .getByRole('region', { name: 'Besoins de réapprovisionnement' })
      .getByRole('listitem')
      .filter({ hasText: 'Gaz étalon' });
    await need.getByText('À commander : 80 kg').waitFor();
    await need.getByLabel('Produit du catalogue').selectOption({ label: "Kit d'étalonnage (MP-202)" });
    await need
      .getByRole('button', { name: 'Ajouter le réapprovisionnement de Gaz étalon au panier' })
      .click();
    await page.getByText('Réapprovisionnement de Gaz étalon ajouté au panier').waitFor();
    await callApi<TCart>(customer, 'POST', '/api/cart/items', { productId: productId('MP-201') });

    await page.goto(`${server().url}/dashboard/cart`);
    const kit = page.getByRole('listitem', { name: "Kit d'étalonnage" });
    const analyser = page.getByRole('listitem', { name: 'Analyseur de gaz portable' });
    // Quantity = max − current = 80; 80 × 349,99 = 27 999,20 € HT, VAT 5 599,84 €.
    await expect
      .poll(() =>
        kit.getByRole('textbox', { name: "Quantité de Kit d'étalonnage", exact: true }).inputValue(),
      )
      .toBe('80');
    await kit.getByText('Réapprovisionne un article du stock').waitFor();
    expect(plain(await kit.getByTestId('cart-line-unit-price').innerText())).toBe('349,99 €');
    expect((await kit.getByTestId('cart-line-totals').locator('dd').allInnerTexts()).map(plain)).toEqual([
      '27 999,20 €',
      '5 599,84 €',
      '33 599,04 €',
    ]);
    await expectCartTotals(page, ['29 249,20 €', '5 849,84 €', '35 099,04 €']);

    // A quantity the cart does not take: a clear message, nothing sent.
    const analyserQuantity = analyser.getByRole('textbox', {
      name: 'Quantité de Analyseur de gaz portable',
      exact: true,
    });
    await analyserQuantity.fill('0');
    await analyserQuantity.press('Enter');
    await analyser.getByText("La quantité doit être un nombre entier d'au moins 1").waitFor();
    await analyserQuantity.fill('2');
    await analyserQuantity.press('Enter');
    await page.getByText('Panier mis à jour').waitFor();
    await expectCartTotals(page, ['30 499,20 €', '6 099,84 €', '36 599,04 €']);

    await analyser.getByRole('button', { name: 'Retirer Analyseur de gaz portable du panier' }).click();
    await page.getByText('Produit retiré du panier').waitFor();
    await analyser.waitFor({ state: 'detached' });
    await expectCartTotals(page, ['27 999,20 €', '5 599,84 €', '33 599,04 €']);

    await page.getByRole('link', { name: 'Passer la commande' }).click();
    await page.waitForURL(/\/dashboard\/checkout$/);
    await page.getByLabel('Nom du destinataire').fill('Camille Martin');
    await page.getByLabel('Adresse').fill('12 route de la Ferme');
    await page.getByLabel('Code postal').fill('3500');
    await page.getByLabel('Ville').fill('Rennes');
    await page.getByLabel('Carte bancaire').check();
    expect(await page.getByLabel('Virement bancaire').isDisabled()).toBe(true);
    await page.getByLabel("J'accepte les conditions générales de vente").check();
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await page.getByText('Code postal invalide (5 chiffres)').waitFor();
    expect(await page.getByLabel('Code postal').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Code postal').fill('35000');
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await page.getByText(/^Commande n° \d+ enregistrée$/).waitFor();
    await page.waitForURL(/\/dashboard\/orders\?new=/);
    const placed = page.getByTestId('order-card').filter({ hasText: 'Nouvelle' });
    await placed.getByTestId('order-status').getByText('En attente').waitFor();
    const heading = await placed.getByRole('heading').innerText();
    const orderNumber = /n° (\d+)/.exec(heading)?.[1] ?? '';
    expect((await placed.getByTestId('order-totals').locator('dd').allInnerTexts()).map(plain)).toEqual([
      '27 999,20 €',
      '5 599,84 €',
      '33 599,04 €',
    ]);
    expect((await callApi<TCart>(customer, 'GET', '/api/cart')).lines).toEqual([]);

    // The admin confirms then delivers it from the queue.
    const adminContext = await contextFor(admin);
    try {
      const adminPage = await adminContext.newPage();
      await adminPage.goto(`${server().url}/dashboard/orders`);
      await adminPage.getByRole('tab', { name: 'File des commandes' }).click();
      const queued = adminPage
        .getByTestId('order-card')
        .filter({ has: adminPage.getByRole('heading', { name: `Commande n° ${orderNumber}` }) });
      await queued.getByRole('button', { name: 'Confirmer' }).click();
      await adminPage.getByText(`Commande n° ${orderNumber} : Confirmée`).waitFor();
      await queued.getByTestId('order-status').getByText('Confirmée').waitFor();
      // Only the moves the state machine allows from "Confirmée".
      expect(await queued.getByRole('button', { name: 'Confirmer' }).count()).toBe(0);
      await queued.getByRole('button', { name: 'Marquer livrée' }).click();
      await adminPage.getByText(`Commande n° ${orderNumber} : Livrée`).waitFor();
      await queued.waitFor({ state: 'detached' });
    } finally {
      await adminContext.close();
    }

    // Back as the user: the history, then the receipt of the 80 kg into stock.
    await page.reload();
    const delivered = page
      .getByTestId('order-card')
      .filter({ has: page.getByRole('heading', { name: `Commande n° ${orderNumber}` }) });
    await delivered.getByTestId('order-status').getByText('Livrée').waitFor();
    await delivered.getByRole('button', { name: "Voir l'historique" }).click();
    await delivered
      .getByText(/^Confirmée le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} par l'équipe MethaPilot$/)
      .waitFor();
    await delivered.getByText(/^Commande passée le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} par vous$/).waitFor();
    const received = delivered.getByLabel("Quantité reçue de Kit d'étalonnage");
    expect(await received.inputValue()).toBe('80');
    await delivered.getByRole('button', { name: 'Confirmer la réception' }).click();
    await page.getByText('Article mis à jour').waitFor();
    await delivered.getByText('Reçu en stock : 80').waitFor();

    await page.goto(`${server().url}/dashboard/stock`);
    const stocked = page.getByRole('listitem').filter({ hasText: 'Gaz étalon' });
    await stocked.getByText('100 sur 100 kg').waitFor();
    expect(await stocked.getByText('Commande à passer').count()).toBe(0);
    const openNeeds = await callApi<{ items: TRestockRequest[] }>(customer, 'GET', '/api/restock-requests');
    expect(openNeeds.items).toEqual([]);
    expect(session.problems.pageErrors).toEqual([]);
  });

  it('keeps a quantity changed offline and saves it when the network is back', async () => {
    const { page, context } = session;
    await callApi<TCart>(customer, 'DELETE', '/api/cart');
    await callApi<TCart>(customer, 'POST', '/api/cart/items', { productId: productId('MP-301') });
    await page.goto(`${server().url}/dashboard/cart`);
    const training = page.getByRole('listitem', { name: 'Formation conduite du digesteur' });
    await training
      .getByRole('button', { name: 'Augmenter la quantité de Formation conduite du digesteur' })
      .click();
    await page.getByText('Panier mis à jour').waitFor();
    await expectCartTotals(page, ['1 500,00 €', '300,00 €', '1 800,00 €']);
    await waitForBadge(page, 'online');

    await context.setOffline(true);
    await waitForBadge(page, 'offline');
    await training
      .getByRole('button', { name: 'Augmenter la quantité de Formation conduite du digesteur' })
      .click();
    await expect
      .poll(() =>
        training
          .getByRole('textbox', { name: 'Quantité de Formation conduite du digesteur', exact: true })
          .inputValue(),
      )
      .toBe('3');
    await training.getByText("En attente d'envoi").waitFor();
    await expectCartTotals(page, ['2 250,00 €', '450,00 €', '2 700,00 €']);

    await context.setOffline(false);
    await page.getByText('Panier enregistré').waitFor();
    await training.getByText("En attente d'envoi").waitFor({ state: 'detached' });
    await waitForBadge(page, 'online');
    const cart = await callApi<TCart>(customer, 'GET', '/api/cart');
    expect(cart.lines.map((line) => [line.reference, line.quantity])).toEqual([['MP-301', 3]]);
    expect([cart.subtotal, cart.vatAmount, cart.total]).toEqual([2250, 450, 2700]);
    await expectCartTotals(page, ['2 250,00 €', '450,00 €', '2 700,00 €']);
    expect(session.problems.pageErrors).toEqual([]);
  });

  it('fits a 390 px wide phone: no sideways scroll, totals and "Passer la commande" reachable and uncovered', async () => {
    const page = session.page;
    await callApi<TCart>(customer, 'DELETE', '/api/cart');
    await callApi<TCart>(customer, 'POST', '/api/cart/items', {
      productId: productId('MP-202'),
      quantity: 2,
    });
    await callApi<TCart>(customer, 'POST', '/api/cart/items', { productId: productId('MP-101') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server().url}/dashboard/cart`);
    await page
      .getByRole('listitem', { name: 'Grilles et couteaux de broyeur' })
      .getByText('Sur devis')
      .first()
      .waitFor();
    await expectCartTotals(page, ['699,98 €', '140,00 €', '839,98 €']);

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    for (const target of [
      page.getByTestId('cart-totals'),
      page.getByRole('link', { name: 'Passer la commande' }),
    ]) {
      await target.scrollIntoViewIfNeeded();
      // What the finger lands on at the element's centre is the element itself, not something fixed over it.
      const isOnTop = await target.evaluate((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const hit = document.elementFromPoint(x + width / 2, y + height / 2);
        return hit !== null && element.contains(hit);
      });
      expect(isOnTop).toBe(true);
    }
    await page.getByRole('link', { name: 'Passer la commande' }).click();
    await page.waitForURL(/\/dashboard\/checkout$/);
    expect(session.problems.pageErrors).toEqual([]);
  });
});
