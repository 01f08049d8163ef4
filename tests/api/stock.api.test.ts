// Stock items (issue 4, module 1): the shared records checks plus the quick adjustment, the low state and the
// restock needs recorded by "commander".
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restockRequests, stockItems } from '../../src/server/db/schema/stock.js';
import type { TStockItem } from '../../src/shared/contracts/stock.js';
import { STOCK_CATEGORIES, STOCK_UNITS } from '../../src/shared/domain/stock-levels.js';
import { createRecordsUser, describeRecordsModule, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let alice: string;
let bruno: string;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  alice = await createRecordsUser(testApp.database, 'alice@stock.fr');
  bruno = await createRecordsUser(testApp.database, 'bruno@stock.fr');
});

afterAll(async () => {
  await testApp.close();
});

const context = () => ({ app: testApp.app, database: testApp.database, alice, bruno });

async function countStockRows(userId: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(stockItems)
    .where(eq(stockItems.userId, userId));
  return row?.count ?? 0;
}

describe('stock items: shared records behaviour', () => {
  describeRecordsModule(
    {
      path: '/api/stock-items',
      samples: [
        {
          name: 'Charbon actif végétal',
          category: 'chemical',
          currentLevel: 850.5,
          maxLevel: 1000,
          unit: 'kg',
          threshold: 200,
        },
        {
          name: 'Enzymes; lot "B"',
          category: 'consumables',
          currentLevel: 12,
          maxLevel: 40,
          unit: 'L',
          threshold: 10,
        },
        {
          name: '=Bougies moteur',
          category: 'spare_parts',
          currentLevel: 4,
          maxLevel: 12,
          unit: 'unités',
          threshold: 4,
        },
      ],
      update: { currentLevel: 3.25, name: 'Huile moteur cogé' },
      sortKeys: ['createdAt', 'name', 'category', 'currentLevel', 'lastUpdated'],
      payloadArbitrary: fc.record(
        {
          name: fc.oneof(fc.string({ maxLength: 120 }), fc.constant(''), fc.integer()),
          category: fc.oneof(fc.constantFrom(...STOCK_CATEGORIES), fc.string()),
          currentLevel: fc.oneof(fc.double(), fc.integer({ min: -5, max: 2_000_000_000 }), fc.string()),
          maxLevel: fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constant(null)),
          unit: fc.oneof(fc.constantFrom(...STOCK_UNITS), fc.constant('litres'), fc.constant(null)),
          threshold: fc.oneof(fc.nat(), fc.double()),
          userId: fc.uuid(),
        },
        { requiredKeys: [] },
      ),
      countRows: countStockRows,
      badCsvRow: { line: () => 'Soude;Chimique;douze;100;kg;5', column: 'Niveau actuel' },
    },
    context,
  );
});

describe('stock items: levels and restock needs', () => {
  async function create(userId: string, fields: Record<string, unknown>): Promise<TStockItem> {
    const response = await recordsCaller(testApp.app).request(userId, 'POST', '/api/stock-items', fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TStockItem>();
  }

  it('takes the spec defaults (level 0, max 100, unités, threshold 20) and is low at or under its threshold', async () => {
    const item = await create(alice, { name: 'Filtres à air', category: 'spare_parts' });
    expect(item).toMatchObject({
      currentLevel: 0,
      maxLevel: 100,
      unit: 'unités',
      threshold: 20,
      isLow: true,
    });
    const atThreshold = await create(alice, { name: 'Graisse', category: 'consumables', currentLevel: 20 });
    expect(atThreshold.isLow).toBe(true);
    const above = await create(alice, { name: 'Graisse 2', category: 'consumables', currentLevel: 20.5 });
    expect(above.isLow).toBe(false);
  });

  it('says which field is wrong, in French, with the spec texts', async () => {
    const response = await recordsCaller(testApp.app).request(alice, 'POST', '/api/stock-items', {
      name: '',
      category: 'chemical',
      unit: 'litres',
      currentLevel: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({
      name: 'Le nom est requis',
      unit: 'Unité invalide',
      currentLevel: 'La quantité doit être positive ou nulle',
    });
  });

  it('adjusts the level with +/- , never under 0, and stamps last_updated', async () => {
    const call = recordsCaller(testApp.app);
    const item = await create(alice, {
      name: 'Antimousse',
      category: 'chemical',
      currentLevel: 2,
      unit: 'L',
    });
    const plus = await call.request(alice, 'POST', `/api/stock-items/${item.id}/adjust`, { delta: 1.5 });
    expect(plus.json<TStockItem>().currentLevel).toBe(3.5);
    expect(Date.parse(plus.json<TStockItem>().lastUpdated)).toBeGreaterThanOrEqual(
      Date.parse(item.lastUpdated),
    );
    const minus = await call.request(alice, 'POST', `/api/stock-items/${item.id}/adjust`, { delta: -10 });
    expect(minus.json<TStockItem>().currentLevel).toBe(0);
    const zero = await call.request(alice, 'POST', `/api/stock-items/${item.id}/adjust`, { delta: 0 });
    expect(zero.statusCode).toBe(400);
    const foreign = await call.request(bruno, 'POST', `/api/stock-items/${item.id}/adjust`, { delta: 1 });
    expect(foreign.statusCode).toBe(404);
  });

  it('never answers 500 to fuzzed adjustments, and a refused one leaves the level as it was', async () => {
    const call = recordsCaller(testApp.app);
    const item = await create(alice, { name: 'Soude', category: 'chemical', currentLevel: 10, unit: 'kg' });
    let level = 10;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            delta: fc.oneof(
              fc.double(),
              fc.integer(),
              fc.double({ min: -2e9, max: 2e9, noNaN: true }),
              fc.constantFrom(1e9, -1e9, 1e9 + 1, 90, 90.001),
              fc.string(),
              fc.constant(null),
            ),
          }),
          fc.anything(),
        ),
        async (payload) => {
          const response = await call.request(alice, 'POST', `/api/stock-items/${item.id}/adjust`, payload);
          // 415: a bare string is sent as text, not JSON; 422: past the item's maximum.
          expect([200, 400, 415, 422], response.body).toContain(response.statusCode);
          const current = (
            await call.request(alice, 'GET', `/api/stock-items/${item.id}`)
          ).json<TStockItem>();
          if (response.statusCode === 200) level = current.currentLevel;
          expect(current.currentLevel).toBe(level);
          expect(current.currentLevel).toBeGreaterThanOrEqual(0);
          expect(current.currentLevel).toBeLessThanOrEqual(current.maxLevel);
        },
      ),
      { numRuns: 80 },
    );
  });

  it("refuses an adjustment past the item's maximum with a translated 422 and writes nothing, never a 500 later", async () => {
    const call = recordsCaller(testApp.app);
    const adjust = (id: string, delta: number, language = 'fr') =>
      recordsCaller(testApp.app, language).request(alice, 'POST', `/api/stock-items/${id}/adjust`, { delta });
    const item = await create(alice, {
      name: 'Chlorure ferrique',
      category: 'chemical',
      currentLevel: 950,
      maxLevel: 1000,
      unit: 'L',
    });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = await adjust(item.id, 1e9);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toEqual({
        error: {
          code: 'above_max_level',
          message:
            "Le niveau dépasserait le maximum de l'article (1\u202f000) : modifiez l'article pour le relever.",
        },
      });
    }
    const english = await adjust(item.id, 50.5, 'en');
    expect(english.json<{ error: { message: string } }>().error.message).toBe(
      "The level would pass the item's maximum (1,000): edit the item to raise it.",
    );
    const unchanged = (await call.request(alice, 'GET', `/api/stock-items/${item.id}`)).json<TStockItem>();
    expect(unchanged).toMatchObject({ currentLevel: 950, version: item.version });
    // Up to the maximum itself, and down from it, still work.
    expect((await adjust(item.id, 50)).json<TStockItem>().currentLevel).toBe(1000);
    expect((await adjust(item.id, -1e9)).json<TStockItem>().currentLevel).toBe(0);

    // An item without a maximum (0) stops at the largest quantity the API takes: the column never overflows.
    const open = await create(alice, {
      name: 'Digestat',
      category: 'other',
      currentLevel: 0,
      maxLevel: 0,
      unit: 't',
    });
    expect((await adjust(open.id, 1e9)).json<TStockItem>().currentLevel).toBe(1e9);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await adjust(open.id, 1e9)).statusCode).toBe(422);
    expect((await call.request(alice, 'GET', `/api/stock-items/${open.id}`)).statusCode).toBe(200);
    expect((await adjust(open.id, -1)).statusCode).toBe(200);
  });

  it('records one open restock need per low item for the shop, with the quantity to refill', async () => {
    const call = recordsCaller(testApp.app);
    const item = await create(alice, {
      name: 'Charbon actif minéral',
      category: 'chemical',
      currentLevel: 150,
      maxLevel: 1000,
      unit: 'kg',
      threshold: 200,
    });
    const first = await call.request(alice, 'POST', `/api/stock-items/${item.id}/restock-request`);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      itemName: 'Charbon actif minéral',
      quantity: 850,
      unit: 'kg',
      status: 'open',
    });
    const second = await call.request(alice, 'POST', `/api/stock-items/${item.id}/restock-request`);
    expect(second.statusCode).toBe(200);
    const open = await call.request(alice, 'GET', '/api/restock-requests');
    expect(
      open.json<{ items: { stockItemId: string }[] }>().items.filter((need) => need.stockItemId === item.id),
    ).toHaveLength(1);
    expect(
      (await call.request(bruno, 'GET', '/api/restock-requests')).json<{ items: unknown[] }>().items,
    ).toHaveLength(0);
    expect(
      (await call.request(bruno, 'POST', `/api/stock-items/${item.id}/restock-request`)).statusCode,
    ).toBe(404);
    const needId = first.json<{ id: string }>().id;
    expect((await call.request(bruno, 'DELETE', `/api/restock-requests/${needId}`)).statusCode).toBe(404);
    expect((await call.request(alice, 'DELETE', `/api/restock-requests/${needId}`)).statusCode).toBe(204);
    const rows = await testApp.database.db
      .select({ status: restockRequests.status })
      .from(restockRequests)
      .where(and(eq(restockRequests.id, needId)));
    expect(rows[0]?.status).toBe('cancelled');
  });

  it('filters low items and searches without accents or case', async () => {
    const call = recordsCaller(testApp.app);
    const owner = await createRecordsUser(testApp.database, 'filters@stock.fr');
    await create(owner, { name: 'Méthanol', category: 'chemical', currentLevel: 1, threshold: 5 });
    await create(owner, { name: 'Huile', category: 'consumables', currentLevel: 50, threshold: 5 });
    const low = await call.request(owner, 'GET', '/api/stock-items?lowOnly=true');
    expect(low.json<{ items: TStockItem[] }>().items.map((item) => item.name)).toEqual(['Méthanol']);
    const search = await call.request(owner, 'GET', '/api/stock-items?q=METHANOL');
    expect(search.json<{ items: TStockItem[] }>().items.map((item) => item.name)).toEqual(['Méthanol']);
    const wildcard = await call.request(owner, 'GET', '/api/stock-items?q=%25');
    expect(wildcard.json<{ items: TStockItem[] }>().items).toHaveLength(0);
  });

  it("pages a search with its total, filtered or not, and never counts or answers another user's rows", async () => {
    const call = recordsCaller(testApp.app);
    const owner = await createRecordsUser(testApp.database, 'search-pages@stock.fr');
    const other = await createRecordsUser(testApp.database, 'search-pages-other@stock.fr');
    const names = [
      'Filtre à particules',
      'Article de nettoyage',
      'Pièce artisanale',
      'Huile moteur',
      'Graisse',
    ];
    for (const userId of [owner, other]) {
      for (const [index, name] of names.entries()) {
        await create(userId, {
          name: `${name} ${index}`,
          category: index % 2 === 0 ? 'spare_parts' : 'consumables',
          currentLevel: index,
          threshold: 1,
        });
      }
    }
    const page = async (userId: string, query: string) => {
      const response = await call.request(userId, 'GET', `/api/stock-items?pageSize=2&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json<{ items: TStockItem[]; total: number }>();
      return { names: body.items.map((item) => item.name), total: body.total };
    };
    // Newest first: the three names with "arti", two a page.
    expect(await page(owner, 'q=ARTI')).toEqual({
      names: ['Pièce artisanale 2', 'Article de nettoyage 1'],
      total: 3,
    });
    expect(await page(owner, 'q=arti&page=2')).toEqual({ names: ['Filtre à particules 0'], total: 3 });
    expect(await page(owner, 'q=arti&page=3')).toEqual({ names: [], total: 3 });
    // A filter narrows the total as it narrows the rows.
    expect(await page(owner, 'q=arti&category=spare_parts')).toEqual({
      names: ['Pièce artisanale 2', 'Filtre à particules 0'],
      total: 2,
    });
    expect(await page(owner, 'q=arti&lowOnly=true')).toEqual({
      names: ['Article de nettoyage 1', 'Filtre à particules 0'],
      total: 2,
    });
    expect(await page(owner, 'q=introuvable')).toEqual({ names: [], total: 0 });
    const ownIds = new Set(
      (await call.request(owner, 'GET', '/api/stock-items?pageSize=100&q=arti'))
        .json<{ items: TStockItem[] }>()
        .items.map((item) => item.id),
    );
    const othersIds = (await call.request(other, 'GET', '/api/stock-items?pageSize=100&q=arti'))
      .json<{ items: TStockItem[] }>()
      .items.map((item) => item.id);
    expect(othersIds).toHaveLength(3);
    expect(othersIds.some((id) => ownIds.has(id))).toBe(false);
  });
});
