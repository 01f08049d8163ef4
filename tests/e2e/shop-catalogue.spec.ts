// The shop's catalogue in a real browser, as a new user (issue 17): the 11 products and their "Sur devis", the
// category filter and the search kept in the address (back and forward), a product page with its related
// products and a quantity, added twice (one cart line of 2); on a 390 px phone; a low stock item's "Commander"
// turned into a cart line from the shop's restock list; and an admin (role admin with a verified 2FA) editing a
// price. The admin's server is restarted once: its role is written into the embedded database while it is off.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ZCart } from '../../src/shared/contracts/shop.js';
import { ZStockItem } from '../../src/shared/contracts/stock.js';
import { languageStorageKey } from '../../src/shared/i18n/languages.js';
import { addSessionCookies, signUpThroughApi, type BrowserAccount } from '../fixtures/browser-account.js';
import { useBuiltServer, usePage } from '../fixtures/browser.js';
import { prepareAdminDataDir } from '../fixtures/browser-admin.js';
import { startBuiltServer } from '../fixtures/built-server.js';

const server = useBuiltServer();
const session = usePage();
let account: BrowserAccount;

beforeEach(async () => {
  account = await signUpThroughApi(server().url);
});

/** A call of the page's own (same origin, the session's cookies). */
async function pageFetch(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; data: unknown }> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const response = await fetch(path, {
        method: method ?? 'GET',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, data: (await response.json()) as unknown };
    },
    { path, method: init.method, body: init.body },
  );
}

function catalogueItems(page: Page) {
  return page.getByRole('list', { name: 'Catalogue' }).getByRole('listitem');
}

describe('shop catalogue', () => {
  it('filters, searches (back and forward keep it), opens a product and adds it twice', async () => {
    const { page, context } = session;
    await addSessionCookies(context, server().url, account);
    await page.goto(`${server().url}/dashboard/shop`);
    await page.getByRole('heading', { level: 1, name: 'Réapprovisionnements' }).waitFor();
    await expect.poll(() => catalogueItems(page).count()).toBe(11);
    for (const reference of [
      'MP-101',
      'MP-102',
      'MP-103',
      'MP-104',
      'MP-105',
      'MP-106',
      'MP-107',
      'MP-108',
    ]) {
      const card = catalogueItems(page).filter({ hasText: `Réf. ${reference}` });
      await card.getByText('Sur devis').waitFor();
    }
    await expect.poll(() => catalogueItems(page).filter({ hasText: 'Sur devis' }).count()).toBe(8);
    const analyser = catalogueItems(page).filter({ hasText: 'Réf. MP-201' });
    await analyser.getByText('1\u202f250,00\u00a0€ HT').waitFor();
    await analyser.getByText('TVA 20\u00a0%').waitFor();
    await catalogueItems(page).filter({ hasText: 'Réf. MP-104' }).getByText('Rupture de stock').waitFor();
    await page.getByRole('heading', { name: 'Aucun besoin de réapprovisionnement' }).waitFor();

    await page.getByRole('button', { name: 'Services' }).click();
    await expect.poll(() => catalogueItems(page).count()).toBe(1);
    await catalogueItems(page).getByText('Formation conduite du digesteur').waitFor();
    expect(new URL(page.url()).searchParams.get('category')).toBe('service');

    await page.getByRole('button', { name: 'Tout' }).click();
    await expect.poll(() => catalogueItems(page).count()).toBe(11);
    const search = page.getByLabel('Rechercher un produit');
    await search.fill('charbon');
    await page.waitForURL(/[?&]q=charbon/);
    await expect.poll(() => catalogueItems(page).count()).toBe(2);
    await page.goBack();
    await expect.poll(() => catalogueItems(page).count()).toBe(11);
    expect(await search.inputValue()).toBe('');
    await page.goForward();
    await expect.poll(() => catalogueItems(page).count()).toBe(2);
    expect(await search.inputValue()).toBe('charbon');

    await page.getByRole('link', { name: 'Charbon actif végétal' }).click();
    await page.getByRole('heading', { level: 1, name: 'Charbon actif végétal' }).waitFor();
    await page.getByText('Stock faible').waitFor();
    await page.getByRole('row', { name: /Origine\s+Végétale \(coque de coco\)/ }).waitFor();
    const related = page.getByRole('region', { name: 'Produits de la même catégorie' });
    await expect.poll(() => related.getByRole('link').count()).toBe(3);

    const quantity = page.getByLabel('Quantité');
    await quantity.fill('0');
    await page.getByRole('button', { name: 'Ajouter Charbon actif végétal au panier' }).click();
    await page.getByText('Saisissez un nombre entier de 1 à 9999').waitFor();
    await quantity.fill('1');
    await page.getByRole('button', { name: 'Ajouter Charbon actif végétal au panier' }).click();
    await page.getByText('Produit ajouté au panier').first().waitFor();
    await page.getByRole('link', { name: 'Panier : 1 article' }).waitFor();
    await page.getByRole('button', { name: 'Ajouter Charbon actif végétal au panier' }).click();
    await page.getByRole('link', { name: 'Panier : 2 articles' }).waitFor();
    expect(await page.getByTestId('cart-badge').innerText()).toBe('2');

    const cart = ZCart.parse((await pageFetch(page, '/api/cart')).data);
    expect(cart.lines.map((line) => [line.reference, line.quantity])).toEqual([['MP-103', 2]]);

    const next = related.getByRole('link').first();
    const nextName = await next.innerText();
    await next.click();
    await page.getByRole('heading', { level: 1, name: nextName }).waitFor();
    await page.getByRole('link', { name: 'Retour au catalogue' }).first().click();
    await page.waitForURL(/\/dashboard\/shop$/);
  });

  it('says so, with the way back, for a product that is not in the catalogue', async () => {
    const { page, context } = session;
    await addSessionCookies(context, server().url, account);
    await page.goto(`${server().url}/dashboard/shop/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Produit introuvable' }).waitFor();
    await page.getByText("Ce produit n'est pas au catalogue.").waitFor();
    await page.getByRole('link', { name: 'Retour au catalogue' }).last().click();
    await expect.poll(() => catalogueItems(page).count()).toBe(11);
  });

  it('fits a 390 px phone: no sideways scroll, the first product on the first screen', async () => {
    const { page, context } = session;
    await addSessionCookies(context, server().url, account);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server().url}/dashboard/shop`);
    await expect.poll(() => catalogueItems(page).count()).toBe(11);
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    const firstName = catalogueItems(page).first().getByRole('heading');
    const box = await firstName.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  });

  it('speaks English in the English UI: product texts, prices, "On quote" and the cart toast', async () => {
    const { page, context } = session;
    await addSessionCookies(context, server().url, account);
    await context.addInitScript((key: string) => {
      localStorage.setItem(key, 'en');
    }, languageStorageKey);
    await page.goto(`${server().url}/dashboard/shop`);
    await expect.poll(() => catalogueItems(page).count()).toBe(11);
    const analyser = catalogueItems(page).filter({ hasText: 'Ref. MP-201' });
    await analyser.getByRole('heading', { name: 'Portable gas analyser' }).waitFor();
    await analyser.getByText('€1,250.00 excl. VAT').waitFor();
    await catalogueItems(page).filter({ hasText: 'Ref. MP-105' }).getByText('On quote').waitFor();
    await analyser.getByRole('button', { name: 'Add Portable gas analyser to cart' }).click();
    await page.getByText('Product added to cart').first().waitFor();
    await page.getByRole('link', { name: 'Cart: 1 item' }).waitFor();
  });

  it('turns a low stock item’s "Commander" into a cart line that refills it, from the shop’s restock list', async () => {
    const { page, context } = session;
    await addSessionCookies(context, server().url, account);
    await page.goto(`${server().url}/dashboard/stock`);
    await page.locator('main h1').first().waitFor();
    const created = await pageFetch(page, '/api/stock-items', {
      method: 'POST',
      body: {
        name: 'Filtre H2S',
        category: 'chemical',
        currentLevel: 2,
        maxLevel: 10,
        unit: 'kg',
        threshold: 5,
      },
    });
    expect(created.status).toBe(201);
    await page.reload();
    const card = page.getByRole('listitem').filter({ hasText: 'Filtre H2S' });
    await card.getByRole('button', { name: 'Commander Filtre H2S' }).click();
    await card.getByText('Commande à passer').waitFor();

    await page.goto(`${server().url}/dashboard/shop`);
    const needs = page.getByRole('region', { name: 'Besoins de réapprovisionnement' });
    const need = needs.getByRole('listitem').filter({ hasText: 'Filtre H2S' });
    await need.getByText('Niveau : 2 sur 10 kg').waitFor();
    await need.getByText('À commander : 8 kg').waitFor();
    const choice = need.getByLabel('Produit du catalogue');
    expect(await choice.inputValue()).toBe('');
    await need
      .getByRole('button', { name: 'Ajouter le réapprovisionnement de Filtre H2S au panier' })
      .click();
    await need.getByText('Choisissez le produit qui réapprovisionne cet article').waitFor();
    await choice.selectOption({ label: 'Charbon actif minéral (MP-102)' });
    await need
      .getByRole('button', { name: 'Ajouter le réapprovisionnement de Filtre H2S au panier' })
      .click();
    await page.getByText('Réapprovisionnement de Filtre H2S ajouté au panier').waitFor();
    await page.getByRole('heading', { name: 'Aucun besoin de réapprovisionnement' }).waitFor();
    await page.getByRole('link', { name: 'Panier : 8 articles' }).waitFor();

    const cart = ZCart.parse((await pageFetch(page, '/api/cart')).data);
    expect(cart.lines.map((line) => [line.reference, line.quantity, line.stockItemId])).toEqual([
      ['MP-102', 8, ZStockItem.parse(created.data).id],
    ]);
  });
});

describe('shop catalogue, admin', () => {
  it('lets an admin with a verified second factor change a price, add a product, withdraw it and bring it back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'methapilot-shop-admin-'));
    try {
      const admin = await prepareAdminDataDir(dataDir);

      const adminServer = await startBuiltServer({ dataDir });
      try {
        const { page, context } = session;
        await addSessionCookies(context, adminServer.url, admin);
        await page.goto(`${adminServer.url}/dashboard/shop`);
        await page.getByRole('button', { name: 'Nouveau produit' }).waitFor();
        await page.getByRole('link', { name: "Kit d'étalonnage" }).click();
        await page.getByText('349,99\u00a0€ HT').waitFor();
        await page.getByRole('button', { name: "Modifier Kit d'étalonnage" }).click();
        const dialog = page.getByRole('dialog', { name: "Modifier « Kit d'étalonnage »" });
        const price = dialog.getByLabel('Prix HT (€)');
        expect(await price.inputValue()).toBe('349,99');
        await price.fill('399,555');
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        await dialog.getByText('Le prix a deux décimales au plus').waitFor();
        await price.fill('399,5');
        await dialog.getByRole('button', { name: 'Enregistrer' }).click();
        await page.getByText('Produit mis à jour').waitFor();
        await page.getByText('399,50\u00a0€ HT').waitFor();
        await page.reload();
        await page.getByText('399,50\u00a0€ HT').waitFor();

        await page.getByRole('link', { name: 'Retour au catalogue' }).click();
        await page.getByRole('button', { name: 'Nouveau produit' }).click();
        const form = page.getByRole('dialog', { name: 'Nouveau produit' });
        await form.getByLabel('Nom', { exact: true }).fill('Antimousse');
        await form.getByLabel('Référence').fill('MP-201');
        await form.getByLabel('Catégorie').selectOption({ label: 'Consommable' });
        await form.getByLabel('Prix HT (€)').fill('89,9');
        await form.getByLabel('Image').selectOption({ label: 'Enzymes' });
        await form
          .getByLabel(/^Caractéristiques/)
          .first()
          .fill('Forme : Liquide');
        await form.getByRole('button', { name: 'Créer le produit' }).click();
        await form.getByText('La référence « MP-201 » est déjà utilisée par un autre produit.').waitFor();
        await form.getByLabel('Référence').fill('MP-109');
        await form.getByRole('button', { name: 'Créer le produit' }).click();
        await page.getByText('Produit créé').waitFor();
        await expect.poll(() => catalogueItems(page).count()).toBe(12);
        await catalogueItems(page).filter({ hasText: 'Réf. MP-109' }).getByText('89,90\u00a0€ HT').waitFor();

        // Withdrawn (a second press confirms it), it leaves the catalogue and waits among the withdrawn products;
        // brought back, it is in the catalogue again.
        await page.getByRole('link', { name: 'Antimousse' }).click();
        await page.getByRole('button', { name: 'Modifier Antimousse' }).click();
        const edit = page.getByRole('dialog', { name: 'Modifier « Antimousse »' });
        await edit.getByRole('button', { name: 'Retirer du catalogue' }).click();
        await edit.getByText(/quittera le catalogue et tous les paniers/).waitFor();
        await edit.getByRole('button', { name: 'Confirmer le retrait' }).click();
        await page.getByText('Produit retiré du catalogue').waitFor();
        await page.goto(`${adminServer.url}/dashboard/shop`);
        await expect.poll(() => catalogueItems(page).count()).toBe(11);
        const withdrawn = page.getByRole('region', { name: 'Produits retirés du catalogue' });
        await withdrawn.getByRole('button', { name: 'Remettre Antimousse au catalogue' }).click();
        await page.getByText('« Antimousse » est de retour au catalogue').waitFor();
        await expect.poll(() => catalogueItems(page).count()).toBe(12);
        await withdrawn.waitFor({ state: 'detached' });
      } finally {
        await adminServer.stop();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
