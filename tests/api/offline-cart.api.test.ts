// The cart through the offline layer (table cart_items, issue 17): a replayed add, quantity change and removal
// apply as the REST routes would, once; refused actions answer a clear 4xx and change nothing; an add of a
// product already in the cart raises that line, and later offline edits naming the browser's id reach it; another
// user's line is never touched.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems } from '../../src/server/db/schema/shop.js';
import type { TCart, TCartLine, TShopProduct } from '../../src/shared/contracts/shop.js';
import { offlineAction, offlineActionsCaller, type ErrorBody } from '../fixtures/offline-actions-api.js';
import { createRecordsUser, recordsCaller, type RecordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let api: RecordsCaller;
let alice: string;
let bruno: string;
let catalogue: TShopProduct[];
const { sync, syncOne, appliedKeyCount } = offlineActionsCaller(() => testApp);

function productId(reference: string): string {
  const found = catalogue.find((candidate) => candidate.reference === reference);
  if (!found) throw new Error(`No product ${reference}`);
  return found.id;
}

async function cartOf(userId: string): Promise<TCart> {
  const response = await api.request(userId, 'GET', '/api/cart');
  expect(response.statusCode).toBe(200);
  return response.json<TCart>();
}

const quantities = (cart: TCart) => cart.lines.map((line) => [line.reference, line.quantity]);

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  api = recordsCaller(testApp.app, 'fr');
  alice = await createRecordsUser(testApp.database, 'alice@offline-cart.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@offline-cart.fr');
  catalogue = (await api.request(alice, 'GET', '/api/shop/products')).json<{ items: TShopProduct[] }>().items;
});

afterAll(async () => {
  await testApp.close();
});

beforeEach(async () => {
  await testApp.database.db.delete(cartItems);
});

describe('offline cart', () => {
  it('replays an add, a quantity change and a removal made offline, each once, with the totals of the server', async () => {
    const clientId = randomUUID();
    const analyserLine = randomUUID();
    const kitLine = randomUUID();
    const actions = [
      offlineAction({
        table: 'cart_items',
        action: 'insert',
        recordId: analyserLine,
        data: { productId: productId('MP-201'), quantity: 1 },
      }),
      offlineAction({
        table: 'cart_items',
        action: 'insert',
        recordId: kitLine,
        data: { productId: productId('MP-202'), quantity: 1 },
      }),
      offlineAction({ table: 'cart_items', action: 'update', recordId: kitLine, data: { quantity: 2 } }),
      offlineAction({ table: 'cart_items', action: 'delete', recordId: analyserLine }),
    ];
    const results = await sync(alice, clientId, actions);
    expect(results.map((result) => result.status)).toEqual([201, 201, 200, 204]);
    expect(results[1]?.body).toMatchObject({ id: kitLine, reference: 'MP-202', quantity: 1 });
    expect(results[2]?.body).toMatchObject({ id: kitLine, quantity: 2, subtotal: 699.98, vatAmount: 140 });

    const cart = await cartOf(alice);
    expect(quantities(cart)).toEqual([['MP-202', 2]]);
    expect(cart.lines[0]?.id).toBe(kitLine);
    expect([cart.subtotal, cart.vatAmount, cart.total]).toEqual([699.98, 140, 839.98]);

    // The same batch again (a lost answer): the stored answers, nothing applied twice.
    const replayed = await sync(alice, clientId, actions);
    expect(replayed.every((result) => result.replayed)).toBe(true);
    expect(quantities(await cartOf(alice))).toEqual([['MP-202', 2]]);
    expect(await appliedKeyCount(clientId, actions[0]?.id ?? '')).toBe(1);
  });

  it('raises the line of a product already in the cart and answers it; later offline edits under the browser id reach it', async () => {
    const online = await api.request(alice, 'POST', '/api/cart/items', {
      productId: productId('MP-202'),
      quantity: 3,
    });
    expect(online.statusCode).toBe(200);
    const existingId = online.json<TCart>().lines[0]?.id;

    const clientId = randomUUID();
    const browserId = randomUUID();
    const addedAs = { productId: productId('MP-202'), quantity: 2 };
    const add = offlineAction({ table: 'cart_items', action: 'insert', recordId: browserId, data: addedAs });
    const added = await syncOne(alice, clientId, add);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ id: existingId, quantity: 5 });

    const edit = offlineAction({
      table: 'cart_items',
      action: 'update',
      recordId: browserId,
      data: { quantity: 4, addedAs },
    });
    const edited = await syncOne(alice, clientId, edit);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: existingId, quantity: 4 });
    expect(quantities(await cartOf(alice))).toEqual([['MP-202', 4]]);

    const removal = offlineAction({
      table: 'cart_items',
      action: 'delete',
      recordId: browserId,
      data: { addedAs },
    });
    expect((await syncOne(alice, clientId, removal)).status).toBe(204);
    expect((await cartOf(alice)).lines).toEqual([]);
  });

  it('refuses bad quantities, unknown products and lines, and forged prices with a 4xx in the user language, changing nothing', async () => {
    const line = await api.request(alice, 'POST', '/api/cart/items', { productId: productId('MP-301') });
    const lineId = line.json<TCart>().lines[0]?.id ?? '';
    const clientId = randomUUID();
    const refused = [
      offlineAction({ table: 'cart_items', action: 'update', recordId: lineId, data: { quantity: 0 } }),
      offlineAction({ table: 'cart_items', action: 'update', recordId: lineId, data: { quantity: 10000 } }),
      offlineAction({ table: 'cart_items', action: 'update', recordId: lineId, data: { quantity: 1.5 } }),
      offlineAction({
        table: 'cart_items',
        action: 'update',
        recordId: lineId,
        data: { quantity: 2, unitPrice: 1 },
      }),
      offlineAction({
        table: 'cart_items',
        action: 'insert',
        recordId: randomUUID(),
        data: { productId: productId('MP-201'), quantity: 1, unitPrice: 0.01 },
      }),
      offlineAction({
        table: 'cart_items',
        action: 'insert',
        recordId: randomUUID(),
        data: { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
      }),
      offlineAction({ table: 'cart_items', action: 'insert', recordId: 'not-a-uuid', data: {} }),
      offlineAction({ table: 'cart_items', action: 'update', recordId: randomUUID(), data: { quantity: 2 } }),
      offlineAction({ table: 'cart_items', action: 'delete', recordId: randomUUID() }),
      offlineAction({
        table: 'cart_items',
        action: 'update',
        command: 'adjust',
        recordId: lineId,
        data: { delta: 1 },
      }),
    ];
    const results = await sync(alice, clientId, refused);
    expect(results.map((result) => result.status)).toEqual([
      400, 400, 400, 400, 400, 404, 400, 404, 404, 400,
    ]);
    const messages = results.map((result) => (result.body as ErrorBody).error);
    expect(messages[0]?.fields?.quantity).toBe("La quantité doit être un nombre entier d'au moins 1");
    expect(messages[1]?.fields?.quantity).toBe('La quantité ne doit pas dépasser 9999');
    expect(messages[5]?.message).toBe("Ce produit n'est pas au catalogue.");
    expect(messages[7]?.message).toBe("Cette ligne n'est plus dans votre panier.");
    for (const result of results) expect(result.replayed).toBe(false);
    expect(quantities(await cartOf(alice))).toEqual([['MP-301', 1]]);
    // A refused action keeps no key: sent again once fixed under the same id it would apply.
    expect(await appliedKeyCount(clientId, refused[0]?.id ?? '')).toBe(0);
  });

  it('answers the refusal in English for an English reader', async () => {
    const result = await syncOne(
      alice,
      randomUUID(),
      offlineAction({ table: 'cart_items', action: 'delete', recordId: randomUUID() }),
      'en',
    );
    expect(result.status).toBe(404);
    expect((result.body as ErrorBody).error.message).toBe('This line is no longer in your cart.');
  });

  it("never touches another user's line: edits and removals are 404, an insert under its id is a 409", async () => {
    const brunoCart = await api.request(bruno, 'POST', '/api/cart/items', {
      productId: productId('MP-201'),
      quantity: 2,
    });
    const brunoLine = brunoCart.json<TCart>().lines[0] as TCartLine;
    const clientId = randomUUID();
    const results = await sync(alice, clientId, [
      offlineAction({ table: 'cart_items', action: 'update', recordId: brunoLine.id, data: { quantity: 9 } }),
      offlineAction({
        table: 'cart_items',
        action: 'update',
        recordId: brunoLine.id,
        data: { quantity: 9, addedAs: { productId: brunoLine.productId, quantity: 2 } },
      }),
      offlineAction({ table: 'cart_items', action: 'delete', recordId: brunoLine.id }),
      offlineAction({
        table: 'cart_items',
        action: 'insert',
        recordId: brunoLine.id,
        data: { productId: productId('MP-301'), quantity: 1 },
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual([404, 404, 404, 409]);
    expect(quantities(await cartOf(bruno))).toEqual([['MP-201', 2]]);
    expect((await cartOf(alice)).lines).toEqual([]);
  });
});
