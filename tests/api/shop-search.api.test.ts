// Issue 17 point 7: orders and generated quote documents appear in the global search's library source, each
// opening the orders page on itself; another user's orders and quotes never appear.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSearchResponse } from '../../src/shared/contracts/search.js';
import type { TCart, TOrder, TShopProduct } from '../../src/shared/contracts/shop.js';
import { quoteCartSummary } from '../../src/shared/domain/shop-quote.js';
import { createRecordsUser, recordsCaller, type RecordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let api: RecordsCaller;
let alice: string;
let bruno: string;
let catalogue: TShopProduct[];

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function fillCart(userId: string): Promise<TCart> {
  const analyser = catalogue.find((product) => product.reference === 'MP-201');
  const response = await api.request(userId, 'POST', '/api/cart/items', { productId: analyser?.id });
  return response.json<TCart>();
}

async function checkout(userId: string, deliveryName: string): Promise<TOrder> {
  await fillCart(userId);
  const response = await api.request(userId, 'POST', '/api/orders', {
    deliveryName,
    deliveryAddress: '4 chemin du Méthaniseur',
    deliveryPostalCode: '29200',
    deliveryCity: 'Brest',
    paymentMethod: 'paypal',
    acceptTerms: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TOrder>();
}

async function library(userId: string, query: string) {
  const response = await api.request(userId, 'GET', `/api/search?q=${encodeURIComponent(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TSearchResponse>().groups.find((group) => group.source === 'library')?.items ?? [];
}

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  api = recordsCaller(testApp.app, 'fr');
  alice = await createRecordsUser(testApp.database, 'alice@shop-search.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@shop-search.fr');
  catalogue = (await api.request(alice, 'GET', '/api/shop/products')).json<{ items: TShopProduct[] }>().items;
});

afterAll(async () => {
  await testApp.close();
});

describe('global search: orders and quote requests in the library', () => {
  it('finds an order by its number, its delivery name and its status label, and opens the orders page', async () => {
    const order = await checkout(alice, 'Gaëlle Kerbrat');
    const expected = {
      id: order.id,
      title: String(order.orderNumber),
      kind: 'pending',
      detail: 'Gaëlle Kerbrat',
      href: `/dashboard/orders?q=${order.orderNumber}`,
    };
    expect(await library(alice, String(order.orderNumber))).toContainEqual(expected);
    expect(await library(alice, 'kerbrat')).toContainEqual(expected);
    // "en attente" is the French label of the status "pending".
    expect(await library(alice, 'en attente')).toContainEqual(expected);
    expect(await library(bruno, 'kerbrat')).toEqual([]);
    expect(await library(bruno, String(order.orderNumber))).not.toContainEqual(expected);
  });

  it('finds a quote request by its number and opens the orders page on it', async () => {
    const cart = await fillCart(alice);
    const quoteNumber = 'DEV-20261126-SRCH23';
    const response = await api.request(alice, 'POST', '/api/quote-requests', {
      quoteNumber,
      customer: { firstName: 'Alice', lastName: 'Le Goff', email: 'alice@ferme.fr' },
      cartSummary: quoteCartSummary(cart),
      pdfBase64: pdf.toString('base64'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const found = await library(alice, 'SRCH23');
    expect(found).toContainEqual(
      expect.objectContaining({
        title: `Demande de devis ${quoteNumber}`,
        kind: 'quote',
        href: `/dashboard/orders?q=${quoteNumber}`,
      }),
    );
    expect(await library(bruno, 'SRCH23')).toEqual([]);
  });
});
