// Offline actions (issue 6 point 3): POST /api/offline/actions applies a browser's queued actions exactly once and
// in order, each on its own; a lost response or a second tab replays nothing twice, a known id with another body is
// refused, a client id belongs to one user, and a row changed or deleted since it was read is a conflict.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockItems } from '../../src/server/db/schema/stock.js';
import type { TDailyTaskWriteResult, TDailyTasks } from '../../src/shared/contracts/daily-tasks.js';
import {
  MAX_OFFLINE_BATCH,
  type TOfflineActionResult,
  type TOfflineActionsResponse,
  type TOfflineTable,
} from '../../src/shared/contracts/offline.js';
import type { TStockItem } from '../../src/shared/contracts/stock.js';
import { offlineAction, offlineActionsCaller, type ErrorBody } from '../fixtures/offline-actions-api.js';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, testUserHeader, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});

afterAll(async () => {
  await testApp.close();
});

let userCount = 0;
function newUser(): Promise<string> {
  userCount += 1;
  return createRecordsUser(testApp.database, `hors-ligne${String(userCount)}@ferme.fr`);
}

type ConflictBody = ErrorBody & { current: Record<string, unknown> | null };

const action = offlineAction;
const { postActions, sync, syncOne, appliedKeyCount } = offlineActionsCaller(() => testApp);

function rest(userId: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return recordsCaller(testApp.app).request(userId, method, url, payload);
}

async function readItem(userId: string, url: string): Promise<Record<string, unknown>> {
  const response = await rest(userId, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>>();
}

async function createStock(userId: string, name = 'Charbon actif'): Promise<TStockItem> {
  const response = await rest(userId, 'POST', '/api/stock-items', {
    name,
    category: 'chemical',
    currentLevel: 100,
    maxLevel: 1000,
    unit: 'kg',
    threshold: 50,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TStockItem>();
}

async function stockRowsOf(userId: string) {
  return testApp.database.db
    .select({ id: stockItems.id, name: stockItems.name, version: stockItems.version })
    .from(stockItems)
    .where(eq(stockItems.userId, userId));
}

const stockInsert = (recordId = randomUUID(), name = 'Soude caustique') =>
  action({
    table: 'stock_items',
    action: 'insert',
    recordId,
    data: { name, category: 'chemical', currentLevel: 20, maxLevel: 200, unit: 'L', threshold: 30 },
  });

describe('exactly once', () => {
  it('applies an insert once when the same request is sent again after a lost response', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const queued = stockInsert();
    const first = await syncOne(alice, clientId, queued);
    expect(first).toMatchObject({ status: 201, replayed: false });
    expect(first.body).toMatchObject({ id: queued.recordId, name: 'Soude caustique', version: 1 });

    const replay = await syncOne(alice, clientId, queued);
    expect(replay).toEqual({ ...first, replayed: true });
    expect(await stockRowsOf(alice)).toEqual([{ id: queued.recordId, name: 'Soude caustique', version: 1 }]);
    // The answered item is the one the REST route reads.
    expect(first.body).toEqual(await readItem(alice, `/api/stock-items/${queued.recordId}`));
  });

  it('raises the version once for an update replayed twice', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const item = await createStock(alice);
    expect(item.version).toBe(1);
    const queued = action({
      table: 'stock_items',
      action: 'update',
      recordId: item.id,
      data: { currentLevel: 75 },
      baseVersion: 1,
    });
    const first = await syncOne(alice, clientId, queued);
    expect(first).toMatchObject({ status: 200, replayed: false, body: { currentLevel: 75, version: 2 } });
    const replay = await syncOne(alice, clientId, queued);
    expect(replay).toEqual({ ...first, replayed: true });
    expect(await readItem(alice, `/api/stock-items/${item.id}`)).toMatchObject({
      currentLevel: 75,
      version: 2,
    });
  });

  it('applies a delete once: the replay answers 204 again instead of 404 or a conflict', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const item = await createStock(alice);
    const queued = action({ table: 'stock_items', action: 'delete', recordId: item.id, baseVersion: 1 });
    expect(await syncOne(alice, clientId, queued)).toEqual({
      id: queued.id,
      status: 204,
      body: null,
      replayed: false,
    });
    expect(await syncOne(alice, clientId, queued)).toEqual({
      id: queued.id,
      status: 204,
      body: null,
      replayed: true,
    });
    expect(await stockRowsOf(alice)).toEqual([]);
  });

  it('refuses a known action id sent with another body (422) and writes nothing of it', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const item = await createStock(alice);
    const queued = action({
      table: 'stock_items',
      action: 'update',
      recordId: item.id,
      data: { name: 'Charbon actif (silo 1)' },
      baseVersion: 1,
    });
    await syncOne(alice, clientId, queued);

    const altered = { ...queued, data: { name: 'Charbon actif (silo 2)' } };
    const refused = await syncOne(alice, clientId, altered);
    expect(refused.status).toBe(422);
    expect(refused.replayed).toBe(false);
    expect((refused.body as ErrorBody).error).toEqual({
      code: 'idempotency_mismatch',
      message:
        "Cette action a déjà été synchronisée avec un autre contenu : elle n'est pas appliquée une seconde fois.",
    });
    const english = await syncOne(alice, clientId, { ...altered, baseVersion: 2 }, 'en');
    expect((english.body as ErrorBody).error.message).toBe(
      'This action was already synchronised with different content: it is not applied a second time.',
    );
    expect(await stockRowsOf(alice)).toEqual([{ id: item.id, name: 'Charbon actif (silo 1)', version: 2 }]);
  });

  it('treats the same id with its data keys in another order as the same action', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const queued = stockInsert();
    await syncOne(alice, clientId, queued);
    const reordered = {
      ...queued,
      data: Object.fromEntries(Object.entries(queued.data).reverse()),
      timestamp: new Date(Date.now() + 60_000).toISOString(),
    };
    expect(await syncOne(alice, clientId, reordered)).toMatchObject({ status: 201, replayed: true });
    expect(await stockRowsOf(alice)).toHaveLength(1);
  });

  it('applies the same action once when two requests carry it at the same time (two tabs, a real server)', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const item = await createStock(alice);
    const insert = stockInsert();
    const update = action({
      table: 'stock_items',
      action: 'update',
      recordId: item.id,
      data: { currentLevel: 5 },
      baseVersion: 1,
    });
    const body = JSON.stringify({ clientId, actions: [insert, update] });
    const server = await startServer();
    try {
      const answers = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const response = await fetch(`${server.url}/api/offline/actions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [testUserHeader]: alice },
            body,
          });
          expect(response.status).toBe(200);
          return ((await response.json()) as TOfflineActionsResponse).results;
        }),
      );
      const insertResults = answers.map((results) => results[0]);
      const updateResults = answers.map((results) => results[1]);
      // Each action applied by exactly one request; the others got its stored answer.
      expect(insertResults.filter((result) => result?.replayed === false)).toHaveLength(1);
      expect(updateResults.filter((result) => result?.replayed === false)).toHaveLength(1);
      for (const result of [...insertResults, ...updateResults]) expect(result?.status).toBeLessThan(300);
      for (const result of updateResults) expect(result?.body).toEqual(updateResults[0]?.body);
    } finally {
      await server.close();
    }
    const rows = await stockRowsOf(alice);
    expect(rows.map((row) => row.id).sort()).toEqual([item.id, insert.recordId].sort());
    expect(rows.find((row) => row.id === item.id)?.version).toBe(2);
  });
});

/** The app listening on a free loopback port (concurrent requests reach it as from two browser tabs). */
async function startServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const served = await buildTestApp({
    resolveSessionUser: headerSessionResolver,
    database: testApp.database,
  });
  const url = await served.app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => served.close() };
}

describe('offline clients', () => {
  it("refuses another user's client id (403) and lets them neither read nor replay its actions", async () => {
    const alice = await newUser();
    const bruno = await newUser();
    const clientId = randomUUID();
    const queued = stockInsert(randomUUID(), 'Lot privé d’Alice');
    await syncOne(alice, clientId, queued);

    for (const [language, message] of [
      [
        'fr',
        'Cet appareil est lié à un autre compte : ses actions hors-ligne ne peuvent pas être synchronisées avec le vôtre.',
      ],
      [
        'en',
        'This device is bound to another account: its offline actions cannot be synchronised with yours.',
      ],
    ] as const) {
      const replay = await postActions(bruno, { clientId, actions: [queued] }, language);
      expect(replay.statusCode).toBe(403);
      expect(replay.json<ErrorBody>().error).toEqual({ code: 'offline_client_foreign', message });
    }
    const ownAction = await postActions(bruno, { clientId, actions: [stockInsert()] });
    expect(ownAction.statusCode).toBe(403);
    expect(await stockRowsOf(bruno)).toEqual([]);

    // From his own client, the same action id is a new action of his: Alice's stored answer is not his to read,
    // and the record id she took is refused.
    const fromOwnClient = await syncOne(bruno, randomUUID(), queued);
    expect(fromOwnClient).toMatchObject({ status: 409, replayed: false });
    expect((fromOwnClient.body as ErrorBody).error).toEqual({
      code: 'record_exists',
      message: 'Un élément avec cet identifiant existe déjà.',
    });
    expect(JSON.stringify(fromOwnClient.body)).not.toContain('Alice');
    expect(await stockRowsOf(bruno)).toEqual([]);
    expect(await stockRowsOf(alice)).toHaveLength(1);
    // Alice's client still works for her.
    expect(await syncOne(alice, clientId, queued)).toMatchObject({ status: 201, replayed: true });
  });
});

describe('version conflicts', () => {
  it('refuses an update of a row changed since it was read (409 with the row as it is now)', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const item = await createStock(alice);
    const elsewhere = await rest(alice, 'PATCH', `/api/stock-items/${item.id}`, { name: 'Renommé en ligne' });
    expect(elsewhere.json<TStockItem>().version).toBe(2);

    const stale = action({
      table: 'stock_items',
      action: 'update',
      recordId: item.id,
      data: { name: 'Renommé hors-ligne' },
      baseVersion: 1,
    });
    const refused = await syncOne(alice, clientId, stale);
    expect(refused.status).toBe(409);
    const body = refused.body as ConflictBody;
    expect(body.error.code).toBe('version_conflict');
    expect(body.error.message).toBe(
      'Cet élément a été modifié ou supprimé entre-temps. Vérifiez sa version actuelle avant de réessayer.',
    );
    expect(body.current).toEqual(await readItem(alice, `/api/stock-items/${item.id}`));
    expect(body.current).toMatchObject({ name: 'Renommé en ligne', version: 2 });
    // Refused, so not remembered: sent again it is checked again (and still refused), never replayed.
    expect(await appliedKeyCount(clientId, stale.id)).toBe(0);
    expect(await syncOne(alice, clientId, stale)).toMatchObject({ status: 409, replayed: false });
  });

  it('refuses a delete of a row changed since it was read, and keeps the row', async () => {
    const alice = await newUser();
    const item = await createStock(alice);
    await rest(alice, 'PATCH', `/api/stock-items/${item.id}`, { threshold: 80 });
    const refused = await syncOne(
      alice,
      randomUUID(),
      action({ table: 'stock_items', action: 'delete', recordId: item.id, baseVersion: 1 }),
    );
    expect(refused.status).toBe(409);
    expect((refused.body as ConflictBody).current).toMatchObject({ id: item.id, threshold: 80, version: 2 });
    expect(await stockRowsOf(alice)).toHaveLength(1);
  });

  it('answers a conflict with `current: null` for a row deleted since it was read', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const item = await createStock(alice);
    expect((await rest(alice, 'DELETE', `/api/stock-items/${item.id}`)).statusCode).toBe(204);
    const [update, remove] = await sync(alice, clientId, [
      action({
        table: 'stock_items',
        action: 'update',
        recordId: item.id,
        data: { threshold: 1 },
        baseVersion: 1,
      }),
      action({ table: 'stock_items', action: 'delete', recordId: item.id, baseVersion: 1 }),
    ]);
    for (const result of [update, remove]) {
      expect(result?.status).toBe(409);
      expect(result?.body).toMatchObject({ error: { code: 'version_conflict' }, current: null });
    }
    // Without a base version, a missing row is "not found", as for the REST route.
    const [plain] = await sync(alice, clientId, [
      action({ table: 'stock_items', action: 'update', recordId: item.id, data: { threshold: 1 } }),
    ]);
    expect(plain).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
  });

  it('raises the version of an update that changes nothing, as the browser predicts', async () => {
    const alice = await newUser();
    const invoice = await rest(alice, 'POST', '/api/invoices', {
      name: 'Facture EDF',
      amount: 120,
      category: 'electricity',
      type: 'expense',
      invoiceDate: '2026-03-01',
    });
    const { id } = invoice.json<{ id: string }>();
    const [empty, next] = await sync(alice, randomUUID(), [
      action({ table: 'invoices', action: 'update', recordId: id, data: {}, baseVersion: 1 }),
      action({ table: 'invoices', action: 'update', recordId: id, data: { amount: 130 }, baseVersion: 2 }),
    ]);
    expect(empty).toMatchObject({ status: 200, body: { version: 2, amount: 120 } });
    expect(next).toMatchObject({ status: 200, body: { version: 3, amount: 130 } });
  });
});

describe('a batch', () => {
  it('applies each action on its own: a refused one undoes only itself, the others keep their order', async () => {
    const alice = await newUser();
    const item = await createStock(alice);
    const invalid = { name: 'Ne doit pas rester', currentLevel: -5 };
    const [first, second, third] = await sync(alice, randomUUID(), [
      action({ table: 'stock_items', action: 'update', recordId: item.id, data: { currentLevel: 10 } }),
      action({ table: 'stock_items', action: 'update', recordId: item.id, data: invalid }),
      action({ table: 'stock_items', action: 'update', recordId: item.id, data: { currentLevel: 30 } }),
    ]);
    expect(first).toMatchObject({ status: 200, body: { currentLevel: 10, version: 2 } });
    expect(third).toMatchObject({ status: 200, body: { currentLevel: 30, version: 3 } });
    // The refusal is the REST route's, word for word.
    const restRefusal = await rest(alice, 'PATCH', `/api/stock-items/${item.id}`, invalid);
    expect(restRefusal.statusCode).toBe(400);
    expect(second).toEqual({
      id: second?.id,
      status: 400,
      body: restRefusal.json<ErrorBody>(),
      replayed: false,
    });
    expect((second?.body as ErrorBody).error.fields).toEqual({
      currentLevel: 'La quantité doit être positive ou nulle',
    });
    expect(await readItem(alice, `/api/stock-items/${item.id}`)).toMatchObject({
      name: 'Charbon actif',
      currentLevel: 30,
      version: 3,
    });
  });

  it('keeps the order of the queue: three updates of one row end with the last value', async () => {
    const alice = await newUser();
    const item = await createStock(alice);
    const names = ['Premier', 'Deuxième', 'Troisième'];
    const results = await sync(
      alice,
      randomUUID(),
      names.map((name, index) =>
        action({
          table: 'stock_items',
          action: 'update',
          recordId: item.id,
          data: { name },
          baseVersion: index + 1,
        }),
      ),
    );
    expect(results.map((result) => (result.body as TStockItem).version)).toEqual([2, 3, 4]);
    expect(await stockRowsOf(alice)).toEqual([{ id: item.id, name: 'Troisième', version: 4 }]);
  });

  it('creates then edits then deletes a record made offline, in one batch', async () => {
    const alice = await newUser();
    const insert = stockInsert();
    const results = await sync(alice, randomUUID(), [
      insert,
      action({
        table: 'stock_items',
        action: 'update',
        recordId: insert.recordId,
        data: { currentLevel: 1 },
        baseVersion: 1,
      }),
      action({ table: 'stock_items', action: 'delete', recordId: insert.recordId, baseVersion: 2 }),
    ]);
    expect(results.map((result) => result.status)).toEqual([201, 200, 204]);
    expect(await stockRowsOf(alice)).toEqual([]);
  });

  it(`takes ${String(MAX_OFFLINE_BATCH)} actions in one request, even when they weigh more than the default body limit`, async () => {
    const alice = await newUser();
    const inserts = Array.from({ length: MAX_OFFLINE_BATCH }, (_, index) =>
      stockInsert(randomUUID(), `Article ${String(index + 1)}`),
    );
    const results = await sync(alice, randomUUID(), inserts);
    expect(results.every((result) => result.status === 201)).toBe(true);
    expect(await stockRowsOf(alice)).toHaveLength(MAX_OFFLINE_BATCH);

    // Over 1 MiB (the app's default limit): answered action by action, not refused as too large.
    const heavy = Array.from({ length: MAX_OFFLINE_BATCH }, () =>
      action({
        table: 'stock_items',
        action: 'update',
        recordId: randomUUID(),
        data: { name: 'x'.repeat(6000) },
      }),
    );
    expect(JSON.stringify({ actions: heavy }).length).toBeGreaterThan(1024 * 1024);
    const heavyResults = await sync(alice, randomUUID(), heavy);
    expect(heavyResults.every((result) => result.status === 400)).toBe(true);
  });
});

/** A module of OFFLINE_TABLES: where its REST route reads, what an insert and an update carry. */
interface TableCase {
  table: TOfflineTable;
  path: string;
  insert: Record<string, unknown>;
  update: Record<string, unknown>;
}

const tableCases: TableCase[] = [
  {
    table: 'stock_items',
    path: '/api/stock-items',
    insert: {
      name: 'Enzymes',
      category: 'consumables',
      currentLevel: 12,
      maxLevel: 40,
      unit: 'L',
      threshold: 10,
    },
    update: { currentLevel: 8 },
  },
  {
    table: 'maintenance_tasks',
    path: '/api/maintenance-tasks',
    insert: {
      equipmentName: 'Torchère',
      taskType: 'Contrôle allumage automatique',
      frequency: 'monthly',
      nextDueDate: '2026-07-01',
      priority: 'medium',
    },
    update: { priority: 'critical', notes: 'Électrode encrassée' },
  },
  {
    table: 'raw_materials',
    path: '/api/raw-materials',
    insert: {
      name: 'Ensilage de maïs',
      type: 'silage',
      category: 'main_crop',
      quantity: 3000,
      humidityRate: 65,
    },
    update: { quantity: 2750.5 },
  },
  {
    table: 'invoices',
    path: '/api/invoices',
    insert: {
      name: 'Facture EDF novembre',
      amount: 1234.56,
      category: 'electricity',
      type: 'expense',
      invoiceDate: '2026-11-05',
    },
    update: { amount: 1300.4 },
  },
  {
    table: 'agenda_tasks',
    path: '/api/agenda-tasks',
    insert: {
      title: 'Contrôle FOS/TAC',
      priority: 'critical',
      category: 'optimisation',
      dueDate: '2026-05-04',
    },
    update: { title: 'Contrôle FOS/TAC du digesteur 2' },
  },
  {
    table: 'team_users',
    path: '/api/team-members',
    insert: { name: 'Élodie Marchand', email: 'elodie@ferme.fr', role: 'technician' },
    update: { role: 'manager', isAdmin: true },
  },
  {
    table: 'team_events',
    path: '/api/team-events',
    insert: { type: 'training', title: 'Formation ATEX', startDate: '2026-03-10', endDate: '2026-03-11' },
    update: { title: 'Formation ATEX niveau 2', endDate: '2026-03-12' },
  },
];

describe('every table of the offline queue', () => {
  it.each(tableCases)(
    '$table: insert, update and delete give what the REST routes give',
    async (tableCase) => {
      const alice = await newUser();
      const clientId = randomUUID();
      const recordId = randomUUID();
      const url = `${tableCase.path}/${recordId}`;

      const inserted = await syncOne(
        alice,
        clientId,
        action({ table: tableCase.table, action: 'insert', recordId, data: tableCase.insert }),
      );
      expect(inserted.status, JSON.stringify(inserted.body)).toBe(201);
      expect(inserted.body).toEqual(await readItem(alice, url));
      expect(inserted.body).toMatchObject({ id: recordId, version: 1 });

      const updated = await syncOne(
        alice,
        clientId,
        action({
          table: tableCase.table,
          action: 'update',
          recordId,
          data: tableCase.update,
          baseVersion: 1,
        }),
      );
      expect(updated.status, JSON.stringify(updated.body)).toBe(200);
      expect(updated.body).toEqual(await readItem(alice, url));
      expect(updated.body).toMatchObject({ ...tableCase.update, version: 2 });

      const deleted = await syncOne(
        alice,
        clientId,
        action({ table: tableCase.table, action: 'delete', recordId, baseVersion: 2 }),
      );
      expect(deleted).toMatchObject({ status: 204, body: null });
      expect((await rest(alice, 'GET', url)).statusCode).toBe(404);
    },
  );

  it.each(tableCases)(
    '$table: an insert with an id already taken is 409 record_exists',
    async (tableCase) => {
      const alice = await newUser();
      const recordId = randomUUID();
      const insert = () =>
        action({ table: tableCase.table, action: 'insert', recordId, data: tableCase.insert });
      const [first, second] = await sync(alice, randomUUID(), [insert(), insert()]);
      expect(first?.status).toBe(201);
      expect(second).toMatchObject({ status: 409, body: { error: { code: 'record_exists' } } });
    },
  );

  it('team events: the member of an offline event is checked as online', async () => {
    const alice = await newUser();
    const bruno = await newUser();
    const brunoMember = await rest(bruno, 'POST', '/api/team-members', { name: 'Paul', role: 'technician' });
    const foreignMemberId = brunoMember.json<{ id: string }>().id;
    const data = {
      type: 'shift',
      teamUserId: foreignMemberId,
      startDate: '2026-03-10',
      endDate: '2026-03-10',
    };
    const [refused] = await sync(alice, randomUUID(), [
      action({ table: 'team_events', action: 'insert', recordId: randomUUID(), data }),
    ]);
    const online = await rest(alice, 'POST', '/api/team-events', data);
    expect(online.statusCode).toBe(400);
    expect(refused).toMatchObject({ status: 400, body: online.json<ErrorBody>() });
  });
});

describe('the daily checklist', () => {
  async function readTask(userId: string, code: string) {
    const response = await rest(userId, 'GET', '/api/daily-tasks');
    const tasks = response.json<TDailyTasks>();
    return {
      task: tasks.items.find((item) => item.code === code),
      xp: tasks.gamification.xp,
      date: tasks.date,
    };
  }

  it('sets a status once (the XP counted once on a replay) and saves the deliveries note', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const { date } = await readTask(alice, 'visual_round');
    const done = action({
      table: 'daily_checklist',
      action: 'update',
      recordId: 'visual_round',
      data: { status: 'Done', date },
    });
    const first = await syncOne(alice, clientId, done);
    expect(first).toMatchObject({ status: 200, replayed: false });
    expect((first.body as TDailyTaskWriteResult).task.status).toBe('Done');
    expect(await syncOne(alice, clientId, done)).toEqual({ ...first, replayed: true });
    expect(await readTask(alice, 'visual_round')).toMatchObject({ task: { status: 'Done' }, xp: 10 });

    const notes = await syncOne(
      alice,
      clientId,
      action({
        table: 'daily_checklist',
        action: 'update',
        recordId: 'deliveries_confirmed',
        data: { notes: 'Livraison de 30 t de lisier reçue', date },
      }),
    );
    expect(notes.status).toBe(200);
    expect(await readTask(alice, 'deliveries_confirmed')).toMatchObject({
      task: { notes: 'Livraison de 30 t de lisier reçue' },
    });
  });

  it('refuses what the REST routes refuse, and insert or delete, with per-field messages', async () => {
    const alice = await newUser();
    const results = await sync(alice, randomUUID(), [
      action({
        table: 'daily_checklist',
        action: 'update',
        recordId: 'visual_round',
        data: { status: 'Fait' },
      }),
      action({
        table: 'daily_checklist',
        action: 'update',
        recordId: 'site_cleaning',
        data: { notes: 'Non' },
      }),
      action({ table: 'daily_checklist', action: 'update', recordId: 'tâche inconnue', data: {} }),
      action({
        table: 'daily_checklist',
        action: 'update',
        recordId: 'visual_round',
        data: { status: 'Done', date: '2020-01-01' },
      }),
      action({
        table: 'daily_checklist',
        action: 'insert',
        recordId: 'visual_round',
        data: { status: 'Done' },
      }),
      action({ table: 'daily_checklist', action: 'delete', recordId: 'visual_round' }),
      action({
        table: 'daily_checklist',
        action: 'update',
        recordId: 'no_such_task',
        data: { status: 'Done' },
      }),
    ]);
    const restStatus = await testApp.app.inject({
      method: 'PUT',
      url: '/api/daily-tasks/visual_round/status',
      headers: { [testUserHeader]: alice, 'accept-language': 'fr' },
      payload: { status: 'Fait' },
    });
    expect(results[0]).toMatchObject({ status: 400, body: restStatus.json<ErrorBody>() });
    expect(results.map((result) => result.status)).toEqual([400, 400, 400, 400, 400, 400, 404]);
    const fieldsOf = (result: TOfflineActionResult | undefined) => (result?.body as ErrorBody).error.fields;
    expect(Object.keys(fieldsOf(results[1]) ?? {})).toEqual(['notes']);
    expect(Object.keys(fieldsOf(results[2]) ?? {})).toEqual(['recordId']);
    expect(Object.keys(fieldsOf(results[3]) ?? {})).toEqual(['date']);
    expect(fieldsOf(results[4])).toEqual({ action: "Cette opération n'est pas possible pour ces données." });
    expect(fieldsOf(results[5])).toEqual({ action: "Cette opération n'est pas possible pour ces données." });
    expect(await readTask(alice, 'visual_round')).toMatchObject({ task: { status: 'Todo' }, xp: 0 });
  });
});

describe('bad input', () => {
  const clientId = randomUUID();
  const valid = () => stockInsert();

  it.each([
    ['a client id that is not a uuid', { clientId: 'mon-telephone', actions: [valid()] }, 'clientId'],
    ['an action id that is not a uuid', { clientId, actions: [{ ...valid(), id: '42' }] }, 'actions.0.id'],
    ['an unknown table', { clientId, actions: [{ ...valid(), table: 'users' }] }, 'actions.0.table'],
    [
      'an unknown kind of action',
      { clientId, actions: [{ ...valid(), action: 'upsert' }] },
      'actions.0.action',
    ],
    [
      'data that is not an object',
      { clientId, actions: [{ ...valid(), data: 'nom=Soude' }] },
      'actions.0.data',
    ],
    ['a base version of 0', { clientId, actions: [{ ...valid(), baseVersion: 0 }] }, 'actions.0.baseVersion'],
    ['no timestamp', { clientId, actions: [{ ...valid(), timestamp: undefined }] }, 'actions.0.timestamp'],
    ['no action', { clientId, actions: [] }, 'actions'],
    [
      `more than ${String(MAX_OFFLINE_BATCH)} actions`,
      { clientId, actions: Array.from({ length: MAX_OFFLINE_BATCH + 1 }, valid) },
      'actions',
    ],
  ])('refuses %s with 400 and a message for the field, never a 500', async (_label, payload, field) => {
    const alice = await newUser();
    const french = await postActions(alice, payload);
    expect(french.statusCode, french.body).toBe(400);
    const error = french.json<ErrorBody>().error;
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe('Certaines données sont invalides.');
    expect(Object.keys(error.fields ?? {})).toContain(field);
    const english = await postActions(alice, payload, 'en');
    expect(english.json<ErrorBody>().error.message).toBe('Some data is invalid.');
    expect(await stockRowsOf(alice)).toEqual([]);
  });

  it('refuses a record id that is not a uuid in the action itself, in the reader’s language', async () => {
    const alice = await newUser();
    const queued = { ...valid(), recordId: 'article-1' };
    const [french] = await sync(alice, randomUUID(), [queued]);
    expect(french).toMatchObject({
      status: 400,
      body: { error: { code: 'validation_failed', fields: { recordId: 'Identifiant invalide' } } },
    });
    const [english] = await sync(alice, randomUUID(), [queued], 'en');
    expect((english?.body as ErrorBody).error.message).toBe('Some data is invalid.');
    expect(await stockRowsOf(alice)).toEqual([]);
  });

  it('refuses a request without a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/offline/actions',
      payload: { clientId, actions: [valid()] },
    });
    expect(response.statusCode).toBe(401);
  });
});
