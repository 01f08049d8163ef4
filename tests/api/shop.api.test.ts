// The shop (issue 17): catalogue, cart totals in cents, restock needs into the cart, checkout, the order state
// machine (every allowed and every refused move), delivery into stock, isolation between users, bad input.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, orders } from '../../src/server/db/schema/shop.js';
import { restockRequests, stockItems } from '../../src/server/db/schema/stock.js';
import { queryRows } from '../../src/server/db/raw-query.js';
import { ZApiError } from '../../src/shared/contracts/errors.js';
import type { TCart, TOrder, TShopProduct } from '../../src/shared/contracts/shop.js';
import { ORDER_STATUSES, type TOrderStatus } from '../../src/shared/domain/shop-orders.js';
import { createRecordsUser, recordsCaller, type RecordsCaller } from '../fixtures/records-api.js';
import { createShopAdmin } from '../fixtures/shop-accounts.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let api: RecordsCaller;
let english: RecordsCaller;
let alice: string;
let bruno: string;
let admin: string;
let catalogue: TShopProduct[];

const delivery = {
  deliveryName: 'Alice Martin',
  deliveryCompany: 'SAS Méthane du Bocage',
  deliveryAddress: '12 route de la Ferme',
  deliveryPostalCode: '35000',
  deliveryCity: 'Rennes',
  siret: '123 456 789 00012',
  paymentMethod: 'card',
  acceptTerms: true,
};

function product(reference: string): TShopProduct {
  const found = catalogue.find((candidate) => candidate.reference === reference);
  if (!found) throw new Error(`No product ${reference}`);
  return found;
}

async function cartOf(userId: string): Promise<TCart> {
  const response = await api.request(userId, 'GET', '/api/cart');
  expect(response.statusCode).toBe(200);
  return response.json<TCart>();
}

async function add(userId: string, reference: string, quantity?: number) {
  return api.request(userId, 'POST', '/api/cart/items', {
    productId: product(reference).id,
    ...(quantity === undefined ? {} : { quantity }),
  });
}

async function placeOrder(userId: string, reference = 'MP-201'): Promise<TOrder> {
  expect((await add(userId, reference)).statusCode).toBe(200);
  const response = await api.request(userId, 'POST', '/api/orders', delivery);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TOrder>();
}

async function countOrders(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  return row?.count ?? 0;
}

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  api = recordsCaller(testApp.app, 'fr');
  english = recordsCaller(testApp.app, 'en');
  alice = await createRecordsUser(testApp.database, 'alice@shop.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@shop.fr');
  admin = await createShopAdmin(testApp.database, 'admin@shop.fr');
  catalogue = (await api.request(alice, 'GET', '/api/shop/products')).json<{ items: TShopProduct[] }>().items;
});

afterAll(async () => {
  await testApp.close();
});

beforeEach(async () => {
  await testApp.database.db.delete(cartItems);
});

describe('catalogue', () => {
  it('holds the eight products of spec §3 "Sur devis" and the three of the sample cart, VAT 20, in both languages', () => {
    expect(catalogue.map((item) => [item.reference, item.price, item.category])).toEqual([
      ['MP-101', 0, 'equipment'],
      ['MP-102', 0, 'consumable'],
      ['MP-103', 0, 'consumable'],
      ['MP-104', 0, 'consumable'],
      ['MP-105', 0, 'consumable'],
      ['MP-106', 0, 'consumable'],
      ['MP-107', 0, 'consumable'],
      ['MP-108', 0, 'consumable'],
      ['MP-201', 1250, 'equipment'],
      ['MP-202', 349.99, 'equipment'],
      ['MP-301', 750, 'service'],
    ]);
    for (const item of catalogue) {
      expect(item.vat).toBe(20);
      expect(item.images[0]).toMatch(/^\/shop\/[a-z-]+\.svg$/);
      expect(item.translations.en?.name, item.reference).toBeTruthy();
      expect(Object.keys(item.specifications).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('filters by category and finds a product by its French or English words, accents aside', async () => {
    const services = await api.request(alice, 'GET', '/api/shop/products?category=service');
    expect(services.json<{ items: TShopProduct[] }>().items.map((item) => item.reference)).toEqual([
      'MP-301',
    ]);
    const carbon = await api.request(alice, 'GET', '/api/shop/products?q=charbon%20actif');
    expect(carbon.json<{ items: TShopProduct[] }>().items.map((item) => item.reference)).toEqual([
      'MP-102',
      'MP-103',
    ]);
    const english = await api.request(alice, 'GET', '/api/shop/products?q=trace');
    expect(english.json<{ items: TShopProduct[] }>().items.map((item) => item.reference)).toEqual(['MP-107']);
    const accents = await api.request(alice, 'GET', '/api/shop/products?q=etalonnage');
    expect(accents.json<{ items: TShopProduct[] }>().items.map((item) => item.reference)).toEqual(['MP-202']);
  });

  it('answers a product with up to 3 related products of its category, and a clear 404 for an unknown one', async () => {
    const detail = await api.request(alice, 'GET', `/api/shop/products/${product('MP-103').id}`);
    expect(detail.statusCode).toBe(200);
    const { related } = detail.json<{ related: TShopProduct[] }>();
    expect(related.map((item) => item.reference)).toEqual(['MP-102', 'MP-104', 'MP-105']);
    const unknown = await api.request(
      alice,
      'GET',
      '/api/shop/products/00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect(ZApiError.parse(unknown.json()).error.message).toBe("Ce produit n'est pas au catalogue.");
  });

  it('is read-only for every user: an update by the application role changes nothing', async () => {
    const price = await testApp.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role methapilot_app`);
      await tx.execute(sql`select set_config('app.user_id', ${alice}, true)`);
      await tx.execute(sql`update shop_products set price = 1 where reference = 'MP-101'`);
      return queryRows<{ price: string }>(
        tx,
        sql`select price from shop_products where reference = 'MP-101'`,
      );
    });
    expect(price.map((row) => Number(row.price))).toEqual([0]);
  });
});

describe('cart', () => {
  it('adds the sample cart and answers totals in cents as a hand calculation does', async () => {
    await add(alice, 'MP-201');
    await add(alice, 'MP-202', 2);
    const response = await add(alice, 'MP-301');
    expect(response.statusCode).toBe(200);
    const cart = response.json<TCart>();
    expect(
      cart.lines.map((line) => [line.reference, line.quantity, line.subtotal, line.vatAmount, line.total]),
    ).toEqual([
      ['MP-201', 1, 1250, 250, 1500],
      ['MP-202', 2, 699.98, 140, 839.98],
      ['MP-301', 1, 750, 150, 900],
    ]);
    expect(cart).toMatchObject({
      subtotal: 2699.98,
      vatAmount: 540,
      total: 3239.98,
      productCount: 3,
      unitCount: 4,
    });
  });

  it('raises the quantity when a product is added again, edits and removes a line, and clears', async () => {
    await add(alice, 'MP-105');
    const twice = (await add(alice, 'MP-105')).json<TCart>();
    expect(twice.lines).toHaveLength(1);
    expect(twice.lines[0]).toMatchObject({ reference: 'MP-105', quantity: 2, unitPrice: 0, total: 0 });
    expect(twice.hasPriceOnQuote).toBe(true);
    const lineId = twice.lines[0]?.id ?? '';
    const edited = await api.request(alice, 'PATCH', `/api/cart/items/${lineId}`, { quantity: 7 });
    expect(edited.json<TCart>().lines[0]?.quantity).toBe(7);
    await add(alice, 'MP-201');
    const removed = await api.request(alice, 'DELETE', `/api/cart/items/${lineId}`);
    expect(removed.json<TCart>().lines.map((line) => line.reference)).toEqual(['MP-201']);
    const cleared = await api.request(alice, 'DELETE', '/api/cart');
    expect(cleared.json<TCart>()).toMatchObject({ lines: [], total: 0 });
  });

  it('uses its own prices: a forged price or VAT in the request is refused and changes nothing', async () => {
    const forged = await api.request(alice, 'POST', '/api/cart/items', {
      productId: product('MP-201').id,
      quantity: 1,
      unitPrice: 1,
      vat: 0,
    });
    expect(forged.statusCode).toBe(400);
    expect((await cartOf(alice)).lines).toEqual([]);
  });

  it('refuses bad quantities, unknown products and a line past 9999 with a clear 4xx in the user language', async () => {
    for (const quantity of [0, -1, 1.5, 10_000, '2']) {
      const response = await api.request(alice, 'POST', '/api/cart/items', {
        productId: product('MP-201').id,
        quantity,
      });
      expect(response.statusCode, String(quantity)).toBe(400);
    }
    const zero = await english.request(alice, 'POST', '/api/cart/items', {
      productId: product('MP-201').id,
      quantity: 0,
    });
    expect(ZApiError.parse(zero.json()).error.fields?.quantity).toBe(
      'The quantity must be a whole number of at least 1',
    );
    const unknown = await api.request(alice, 'POST', '/api/cart/items', {
      productId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    await add(alice, 'MP-201', 9999);
    const past = await add(alice, 'MP-201');
    expect(past.statusCode).toBe(422);
    expect(ZApiError.parse(past.json()).error.message).toBe(
      'La quantité de « Analyseur de gaz portable » ne peut pas dépasser 9999.',
    );
    expect((await cartOf(alice)).lines[0]?.quantity).toBe(9999);
  });

  it("keeps each user's cart apart: another user's line can be neither read, changed nor removed", async () => {
    const aliceCart = (await add(alice, 'MP-201')).json<TCart>();
    const lineId = aliceCart.lines[0]?.id ?? '';
    expect((await cartOf(bruno)).lines).toEqual([]);
    expect((await api.request(bruno, 'PATCH', `/api/cart/items/${lineId}`, { quantity: 5 })).statusCode).toBe(
      404,
    );
    expect((await api.request(bruno, 'DELETE', `/api/cart/items/${lineId}`)).statusCode).toBe(404);
    await api.request(bruno, 'DELETE', '/api/cart');
    expect((await cartOf(alice)).lines.map((line) => line.quantity)).toEqual([1]);
  });

  it('never answers a 500 to fuzzed cart payloads, and a refused one changes nothing', async () => {
    const body = fc.oneof(
      fc.record({
        productId: fc.oneof(fc.uuid(), fc.string()),
        quantity: fc.oneof(fc.integer(), fc.double(), fc.string()),
      }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom('POST /api/cart/items', 'POST /api/cart/restock', 'POST /api/orders'),
        async (payload, route) => {
          const [method, url] = route.split(' ') as ['POST', string];
          const before = await cartOf(alice);
          const response = await api.request(alice, method, url, JSON.stringify(payload), {
            'content-type': 'application/json',
          });
          expect(response.statusCode, response.body).toBeLessThan(500);
          if (response.statusCode >= 400) expect(await cartOf(alice)).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('restocking', () => {
  async function lowItem(userId: string, currentLevel: number, maxLevel: number) {
    const [item] = await testApp.database.db
      .insert(stockItems)
      .values({
        userId,
        name: 'Charbon actif',
        category: 'chemical',
        currentLevel,
        maxLevel,
        unit: 'kg',
        threshold: 50,
      })
      .returning();
    if (!item) throw new Error('no item');
    const need = await api.request(userId, 'POST', `/api/stock-items/${item.id}/restock-request`);
    expect(need.statusCode).toBe(201);
    return { item, needId: need.json<{ id: string }>().id };
  }

  async function needStatus(id: string) {
    const [row] = await testApp.database.db.select().from(restockRequests).where(eq(restockRequests.id, id));
    return row?.status;
  }

  it('turns a need into a cart line of max − current (rounded up), linked to the item; the need follows the order', async () => {
    const { item, needId } = await lowItem(alice, 12.5, 100);
    const response = await api.request(alice, 'POST', '/api/cart/restock', {
      restockRequestId: needId,
      productId: product('MP-102').id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TCart>().lines).toEqual([
      expect.objectContaining({
        reference: 'MP-102',
        quantity: 88,
        stockItemId: item.id,
        restockRequestId: needId,
      }),
    ]);
    expect(await needStatus(needId)).toBe('in_cart');
    const again = await api.request(alice, 'POST', '/api/cart/restock', {
      restockRequestId: needId,
      productId: product('MP-102').id,
    });
    expect(again.statusCode).toBe(409);

    const order = (await api.request(alice, 'POST', '/api/orders', delivery)).json<TOrder>();
    expect(await needStatus(needId)).toBe('ordered');
    expect(order.lines[0]).toMatchObject({ stockItemId: item.id, quantity: 88, receivedQuantity: null });

    // Not delivered yet: the receipt is refused.
    const early = await api.request(alice, 'POST', `/api/orders/${order.id}/receive`, {
      lines: [{ orderItemId: order.lines[0]?.id, quantity: 88 }],
    });
    expect(early.statusCode).toBe(409);

    for (const status of ['confirmed', 'delivered']) {
      expect(
        (await api.request(admin, 'POST', `/api/admin/orders/${order.id}/status`, { status })).statusCode,
      ).toBe(200);
    }
    const received = await api.request(alice, 'POST', `/api/orders/${order.id}/receive`, {
      lines: [{ orderItemId: order.lines[0]?.id, quantity: 85 }],
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json<TOrder>().lines[0]?.receivedQuantity).toBe(85);
    const [stock] = await testApp.database.db.select().from(stockItems).where(eq(stockItems.id, item.id));
    expect(stock?.currentLevel).toBe(97.5);
    expect(await needStatus(needId)).toBe('received');
    const twice = await api.request(alice, 'POST', `/api/orders/${order.id}/receive`, {
      lines: [{ orderItemId: order.lines[0]?.id, quantity: 1 }],
    });
    expect(twice.statusCode).toBe(409);
  });

  it("gives a need back when its line leaves the cart, and refuses another user's need", async () => {
    const { needId } = await lowItem(alice, 10, 40);
    expect(
      (
        await api.request(bruno, 'POST', '/api/cart/restock', {
          restockRequestId: needId,
          productId: product('MP-105').id,
        })
      ).statusCode,
    ).toBe(409);
    const cart = (
      await api.request(alice, 'POST', '/api/cart/restock', {
        restockRequestId: needId,
        productId: product('MP-105').id,
      })
    ).json<TCart>();
    expect(cart.lines[0]?.quantity).toBe(30);
    await api.request(alice, 'DELETE', `/api/cart/items/${cart.lines[0]?.id}`);
    expect(await needStatus(needId)).toBe('open');
  });
});

describe('checkout and orders', () => {
  it('makes a pending order with the prices of that moment, empties the cart, and lists it', async () => {
    await add(alice, 'MP-202', 2);
    const response = await api.request(alice, 'POST', '/api/orders', delivery);
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<TOrder>();
    expect(order).toMatchObject({
      status: 'pending',
      subtotal: 699.98,
      vatAmount: 140,
      total: 839.98,
      siret: '12345678900012',
      deliveryPostalCode: '35000',
      paymentMethod: 'card',
    });
    expect(order.orderNumber).toBeGreaterThanOrEqual(1000);
    expect(order.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'pending', changedBy: alice }),
    ]);
    expect((await cartOf(alice)).lines).toEqual([]);
    const listed = (await api.request(alice, 'GET', '/api/orders')).json<{ items: TOrder[] }>().items;
    expect(listed.map((item) => item.id)).toContain(order.id);
  });

  it('refuses an empty cart, a missing acceptance, bank transfer and a bad postal code, writing nothing', async () => {
    const before = await countOrders(alice);
    const empty = await api.request(alice, 'POST', '/api/orders', delivery);
    expect(empty.statusCode).toBe(409);
    expect(ZApiError.parse(empty.json()).error.message).toBe('Votre panier est vide.');
    await add(alice, 'MP-201');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ acceptTerms: false }, 'acceptTerms', 'Veuillez accepter les conditions générales de vente'],
      [
        { paymentMethod: 'bank_transfer' },
        'paymentMethod',
        'Le virement bancaire sera bientôt disponible : choisissez PayPal ou la carte bancaire',
      ],
      [{ deliveryPostalCode: '3500' }, 'deliveryPostalCode', 'Code postal invalide (5 chiffres)'],
      [{ siret: '1234' }, 'siret', 'Numéro SIRET invalide (14 chiffres)'],
    ];
    for (const [change, field, message] of cases) {
      const response = await api.request(alice, 'POST', '/api/orders', { ...delivery, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(ZApiError.parse(response.json()).error.fields?.[field]).toBe(message);
    }
    expect(await countOrders(alice)).toBe(before);
    expect((await cartOf(alice)).lines).toHaveLength(1);
  });

  it('allows exactly the moves of the state machine, by whom may make them; any other answers 409 and changes nothing', async () => {
    const allowed: Record<TOrderStatus, TOrderStatus[]> = {
      pending: ['confirmed', 'cancelled'],
      confirmed: ['delivered', 'cancelled'],
      delivered: [],
      cancelled: [],
    };
    const reach: Record<TOrderStatus, TOrderStatus[]> = {
      pending: [],
      confirmed: ['confirmed'],
      delivered: ['confirmed', 'delivered'],
      cancelled: ['cancelled'],
    };
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const order = await placeOrder(alice);
        for (const step of reach[from]) {
          expect(
            (await api.request(admin, 'POST', `/api/admin/orders/${order.id}/status`, { status: step }))
              .statusCode,
          ).toBe(200);
        }
        const response = await api.request(admin, 'POST', `/api/admin/orders/${order.id}/status`, {
          status: to,
        });
        const after = (await api.request(alice, 'GET', `/api/orders/${order.id}`)).json<TOrder>();
        if (allowed[from].includes(to)) {
          expect(response.statusCode, `${from} → ${to}`).toBe(200);
          expect(after.status).toBe(to);
          expect(after.history.at(-1)).toMatchObject({ fromStatus: from, toStatus: to, changedBy: admin });
        } else {
          expect(response.statusCode, `${from} → ${to}`).toBe(409);
          expect(after.status).toBe(from);
          expect(after.history).toHaveLength(reach[from].length + 1);
        }
      }
    }
  });

  it('lets the customer cancel a pending order only, and only their own; an operator cannot use the admin moves', async () => {
    const order = await placeOrder(alice);
    expect((await api.request(bruno, 'POST', `/api/orders/${order.id}/cancel`)).statusCode).toBe(404);
    expect((await api.request(bruno, 'GET', `/api/orders/${order.id}`)).statusCode).toBe(404);
    expect(
      (await api.request(alice, 'POST', `/api/admin/orders/${order.id}/status`, { status: 'confirmed' }))
        .statusCode,
    ).toBe(403);
    const cancelled = await api.request(alice, 'POST', `/api/orders/${order.id}/cancel`);
    expect(cancelled.json<TOrder>().status).toBe('cancelled');
    const confirmed = await placeOrder(alice);
    await api.request(admin, 'POST', `/api/admin/orders/${confirmed.id}/status`, { status: 'confirmed' });
    const refused = await english.request(alice, 'POST', `/api/orders/${confirmed.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(ZApiError.parse(refused.json()).error.message).toBe(
      'A "Confirmed" order cannot move to "Cancelled".',
    );
  });
});
