// Offline commands and the module-specific tables (issue 6): the quick stock adjustment, "Commander" and its
// cancellation, the completion of a maintenance task, completing and reopening an agenda task, and a meter reading,
// replayed through POST /api/offline/actions with the REST routes' own rules and answers, exactly once. Also the
// purge of applied actions older than 30 days.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineCleanupJob } from '../../src/server/jobs/offline-cleanup-job.js';
import { offlineAppliedActions } from '../../src/server/db/schema/offline.js';
import { restockRequests } from '../../src/server/db/schema/stock.js';
import type { TAgendaTask } from '../../src/shared/contracts/agenda.js';
import type { TEquipmentMeter, TMaintenanceTask } from '../../src/shared/contracts/maintenance.js';
import type { TOfflineAction, TOfflineActionResult } from '../../src/shared/contracts/offline.js';
import type { TRestockRequest, TStockItem } from '../../src/shared/contracts/stock.js';
import { addDays, addMonths } from '../../src/shared/domain/calendar.js';
import {
  offlineAction,
  offlineActionsCaller,
  type ActionFields,
  type ErrorBody,
} from '../fixtures/offline-actions-api.js';
import { parisBusinessToday } from '../fixtures/plant-days.js';
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
  return createRecordsUser(testApp.database, `commandes${String(userCount)}@ferme.fr`);
}

const action = offlineAction;
const { sync, syncOne, appliedKeyCount } = offlineActionsCaller(() => testApp);

function rest(
  userId: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  language = 'fr',
) {
  return recordsCaller(testApp.app, language).request(userId, method, url, payload);
}

function putMeter(userId: string, body: Record<string, unknown>, language = 'fr') {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/equipment-meters',
    headers: { [testUserHeader]: userId, 'accept-language': language },
    payload: body,
  });
}

async function readJson<T>(userId: string, url: string): Promise<T> {
  const response = await rest(userId, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function created<T>(userId: string, url: string, payload: Record<string, unknown>): Promise<T> {
  const response = await rest(userId, 'POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

const createStock = (userId: string, levels: { currentLevel: number; maxLevel: number } = defaultLevels) =>
  created<TStockItem>(userId, '/api/stock-items', {
    name: 'Chlorure ferrique',
    category: 'chemical',
    unit: 'L',
    threshold: 200,
    ...levels,
  });
const defaultLevels = { currentLevel: 100, maxLevel: 1000 };

const readStock = (userId: string, id: string) => readJson<TStockItem>(userId, `/api/stock-items/${id}`);

async function openNeeds(userId: string): Promise<TRestockRequest[]> {
  return (await readJson<{ items: TRestockRequest[] }>(userId, '/api/restock-requests')).items;
}

const fieldsOf = (result: TOfflineActionResult | undefined) => (result?.body as ErrorBody).error.fields;
const notSupported = "Cette opération n'est pas possible pour ces données.";

/** The business date of an instant for a user without preferences (Paris, 05:00 reset): a completion's day. */
const parisDay = (instant: Date) => parisBusinessToday(instant);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('stock items: the adjust command', () => {
  const adjust = (recordId: string, delta: unknown, extra: Partial<ActionFields> = {}) =>
    action({
      table: 'stock_items',
      action: 'update',
      command: 'adjust',
      recordId,
      data: { delta },
      ...extra,
    });

  it('adds to the level as the +/- buttons do, once: +5 replayed twice leaves the level 5 higher', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const item = await createStock(alice);
    const plusFive = adjust(item.id, 5);
    const first = await syncOne(alice, clientId, plusFive);
    expect(first).toMatchObject({ status: 200, replayed: false, body: { currentLevel: 105, version: 2 } });
    expect(first.body).toEqual(await readStock(alice, item.id));
    for (let replay = 0; replay < 2; replay += 1) {
      expect(await syncOne(alice, clientId, plusFive)).toEqual({ ...first, replayed: true });
    }
    expect(await readStock(alice, item.id)).toMatchObject({ currentLevel: 105, version: 2 });

    // The same answer as the REST route gives for the same change.
    const online = await rest(alice, 'POST', `/api/stock-items/${item.id}/adjust`, { delta: -500 });
    const offline = await syncOne(alice, clientId, adjust(item.id, -500));
    expect(online.json<TStockItem>().currentLevel).toBe(0);
    expect(offline).toMatchObject({ status: 200, body: { currentLevel: 0, version: 4 } });
    expect(Object.keys(offline.body as object).sort()).toEqual(Object.keys(online.json<object>()).sort());
  });

  it('adds to the level the server holds whatever the base version (a command is not version-checked)', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const item = await createStock(alice);
    await rest(alice, 'PATCH', `/api/stock-items/${item.id}`, { currentLevel: 300 });
    const [stalePlain, staleAdjust] = await sync(alice, clientId, [
      action({
        table: 'stock_items',
        action: 'update',
        recordId: item.id,
        data: { currentLevel: 1 },
        baseVersion: 1,
      }),
      adjust(item.id, 7, { baseVersion: 1 }),
    ]);
    // A plain update stays version-checked, as before commands existed.
    expect(stalePlain).toMatchObject({ status: 409, body: { error: { code: 'version_conflict' } } });
    expect(staleAdjust).toMatchObject({ status: 200, body: { currentLevel: 307, version: 3 } });
  });

  it('refuses a known id sent with another delta or without its command (422), applying nothing more', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const item = await createStock(alice);
    const plusFive = adjust(item.id, 5);
    await syncOne(alice, clientId, plusFive);
    const otherDelta = await syncOne(alice, clientId, { ...plusFive, data: { delta: 6 } });
    const noCommand = await syncOne(alice, clientId, { ...plusFive, command: undefined });
    for (const refused of [otherDelta, noCommand]) {
      expect(refused).toMatchObject({ status: 422, body: { error: { code: 'idempotency_mismatch' } } });
    }
    expect(await readStock(alice, item.id)).toMatchObject({ currentLevel: 105, version: 2 });
  });

  it('refuses what the REST route refuses, with its per-field messages, and keeps no key', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const item = await createStock(alice);
    const zero = adjust(item.id, 0);
    const [refused, notNumber, notUuid] = await sync(alice, clientId, [
      zero,
      adjust(item.id, '5'),
      adjust('cuve-1', 5),
    ]);
    const online = await rest(alice, 'POST', `/api/stock-items/${item.id}/adjust`, { delta: 0 });
    expect(online.statusCode).toBe(400);
    expect(refused).toEqual({ id: zero.id, status: 400, body: online.json<ErrorBody>(), replayed: false });
    expect(fieldsOf(refused)).toEqual({ delta: 'Quantité invalide' });
    expect(fieldsOf(notNumber)).toEqual({ delta: 'Quantité invalide' });
    expect(fieldsOf(notUuid)).toEqual({ recordId: 'Identifiant invalide' });
    expect(await appliedKeyCount(clientId, zero.id)).toBe(0);
    expect(await readStock(alice, item.id)).toMatchObject({ currentLevel: 100, version: 1 });
  });

  it("answers 404 for another user's item and leaves it as it was", async () => {
    const alice = await newUser();
    const bruno = await newUser();
    const item = await createStock(alice);
    const foreign = await syncOne(bruno, randomUUID(), adjust(item.id, 50));
    expect(foreign).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await readStock(alice, item.id)).toMatchObject({ currentLevel: 100, version: 1 });
  });
});

describe('commands the action does not take', () => {
  it('refuses a command on an insert or a delete, or one the table does not take, naming `command`', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const item = await createStock(alice);
    const invoice = await created<{ id: string }>(alice, '/api/invoices', {
      name: 'Facture EDF',
      amount: 120,
      category: 'electricity',
      type: 'expense',
      invoiceDate: '2026-03-01',
    });
    const queued = [
      action({
        table: 'stock_items',
        action: 'insert',
        command: 'adjust',
        recordId: randomUUID(),
        data: { name: 'Soude', category: 'chemical' },
      }),
      action({ table: 'stock_items', action: 'delete', command: 'adjust', recordId: item.id }),
      action({ table: 'stock_items', action: 'update', command: 'complete', recordId: item.id }),
      action({
        table: 'invoices',
        action: 'update',
        command: 'adjust',
        recordId: invoice.id,
        data: { delta: 1 },
      }),
      action({
        table: 'daily_checklist',
        action: 'update',
        command: 'complete',
        recordId: 'visual_round',
        data: { status: 'Done' },
      }),
      action({
        table: 'equipment_meters',
        action: 'update',
        command: 'adjust',
        recordId: 'Moteur',
        data: { equipmentName: 'Moteur', runningHours: 10 },
      }),
    ];
    const results = await sync(alice, clientId, queued);
    for (const result of results) {
      expect(result).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
      expect(fieldsOf(result)).toEqual({ command: notSupported });
    }
    const [english] = await sync(alice, clientId, [queued[3] as TOfflineAction], 'en');
    expect(fieldsOf(english)).toEqual({ command: 'This operation is not possible for this data.' });
    expect(await readStock(alice, item.id)).toMatchObject({ currentLevel: 100, version: 1 });
    expect(await readJson(alice, `/api/invoices/${invoice.id}`)).toMatchObject({ amount: 120, version: 1 });
    expect(await readJson<{ items: unknown[] }>(alice, '/api/equipment-meters')).toEqual({ items: [] });
    for (const queuedAction of queued) expect(await appliedKeyCount(clientId, queuedAction.id)).toBe(0);
  });
});

describe('restock requests', () => {
  const order = (stockItemId: unknown, recordId: string = randomUUID()) =>
    action({ table: 'restock_requests', action: 'insert', recordId, data: { stockItemId } });
  const cancel = (recordId: string, data: Record<string, unknown> = {}) =>
    action({ table: 'restock_requests', action: 'delete', recordId, data });

  it('records the need with the browser’s id (201), once, and answers the open need of the item after (200)', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const item = await createStock(alice);
    const first = order(item.id);
    const recorded = await syncOne(alice, clientId, first);
    expect(recorded).toMatchObject({
      status: 201,
      replayed: false,
      body: { id: first.recordId, stockItemId: item.id, quantity: 900, unit: 'L', status: 'open' },
    });
    expect(await openNeeds(alice)).toEqual([recorded.body]);
    expect(await syncOne(alice, clientId, first)).toEqual({ ...recorded, replayed: true });

    // "Commander" again, from another device or online: the same open need, as the REST route answers.
    const again = await syncOne(alice, randomUUID(), order(item.id));
    expect(again).toMatchObject({ status: 200, body: recorded.body });
    const online = await rest(alice, 'POST', `/api/stock-items/${item.id}/restock-request`);
    expect(online.statusCode).toBe(200);
    expect(online.json()).toEqual(recorded.body);
    expect(await openNeeds(alice)).toHaveLength(1);
  });

  it('refuses a full item (409), an id already taken (409), a bad item and a record id that is not a uuid', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const full = await createStock(alice, { currentLevel: 1000, maxLevel: 1000 });
    const low = await createStock(alice);
    const other = await createStock(alice);
    const taken = await syncOne(alice, clientId, order(low.id));
    const takenId = (taken.body as TRestockRequest).id;

    const [isFull, idTaken, badItem, missingItem, badRecordId] = await sync(alice, clientId, [
      order(full.id),
      order(other.id, takenId),
      order('cuve-3'),
      action({ table: 'restock_requests', action: 'insert', recordId: randomUUID(), data: {} }),
      order(other.id, 'besoin-1'),
    ]);
    const online = await rest(alice, 'POST', `/api/stock-items/${full.id}/restock-request`);
    expect(online.statusCode).toBe(409);
    expect(isFull).toMatchObject({ status: 409, body: online.json<ErrorBody>() });
    expect((isFull?.body as ErrorBody).error).toEqual({
      code: 'stock_full',
      message: 'Cet article est déjà à son niveau maximal : rien à commander.',
    });
    expect(idTaken).toMatchObject({ status: 409, body: { error: { code: 'record_exists' } } });
    expect(fieldsOf(badItem)).toEqual({ stockItemId: 'Article de stock invalide' });
    expect(fieldsOf(missingItem)).toEqual({ stockItemId: 'Article de stock invalide' });
    expect(fieldsOf(badRecordId)).toEqual({ recordId: 'Identifiant invalide' });
    const [english] = await sync(alice, clientId, [order('cuve-3')], 'en');
    expect(fieldsOf(english)).toEqual({ stockItemId: 'Invalid stock item' });
    expect((await openNeeds(alice)).map((need) => need.stockItemId)).toEqual([low.id]);
  });

  it('cancels a need (204) once, answers 404 as the REST route does, and refuses an update', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const item = await createStock(alice);
    const need = (await syncOne(alice, clientId, order(item.id))).body as TRestockRequest;
    const edit = action({
      table: 'restock_requests',
      action: 'update',
      recordId: need.id,
      data: { quantity: 5 },
    });
    const removal = cancel(need.id);
    const [refusedEdit, cancelled] = await sync(alice, clientId, [edit, removal]);
    expect(fieldsOf(refusedEdit)).toEqual({ action: notSupported });
    expect(cancelled).toEqual({ id: removal.id, status: 204, body: null, replayed: false });
    expect(await syncOne(alice, clientId, removal)).toEqual({ ...cancelled, replayed: true });
    expect(await openNeeds(alice)).toEqual([]);

    // Cancelled already (another action id), or never there: 404, as DELETE /api/restock-requests/:id.
    const [again, unknown] = await sync(alice, clientId, [cancel(need.id), cancel(randomUUID())]);
    expect((await rest(alice, 'DELETE', `/api/restock-requests/${need.id}`)).statusCode).toBe(404);
    for (const result of [again, unknown]) {
      expect(result).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    }
  });

  it('cancels the open need a "Commander" queued with its own id was answered with, and no other', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const item = await createStock(alice);
    // Another device already asked for this item: the browser, offline, does not know that need.
    const known = await rest(alice, 'POST', `/api/stock-items/${item.id}/restock-request`);
    expect(known.statusCode).toBe(201);
    const openNeed = known.json<TRestockRequest>();
    const queuedOrder = order(item.id);
    const [ordered, cancelled] = await sync(alice, clientId, [
      queuedOrder,
      cancel(queuedOrder.recordId, { stockItemId: item.id }),
    ]);
    expect(ordered).toMatchObject({ status: 200, body: openNeed });
    expect(cancelled).toMatchObject({ status: 204, body: null });
    expect(await openNeeds(alice)).toEqual([]);

    // That need gone, a new one opened since is not the one the browser's id stood for: 404, left open.
    const newer = (await syncOne(alice, clientId, order(item.id))).body as TRestockRequest;
    const late = await syncOne(alice, clientId, cancel(queuedOrder.recordId, { stockItemId: item.id }));
    expect(late).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await openNeeds(alice)).toEqual([newer]);

    // Another user naming Alice's item and the browser's id finds nothing of hers.
    const bruno = await newUser();
    const foreign = await syncOne(
      bruno,
      randomUUID(),
      cancel(queuedOrder.recordId, { stockItemId: item.id }),
    );
    expect(foreign).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    const badItem = await syncOne(alice, clientId, cancel(newer.id, { stockItemId: 'cuve-3' }));
    expect(fieldsOf(badItem)).toEqual({ stockItemId: 'Article de stock invalide' });
    expect(await openNeeds(alice)).toEqual([newer]);
  });

  it("answers 404 for another user's item or need and leaves them as they were", async () => {
    const alice = await newUser();
    const bruno = await newUser();
    const item = await createStock(alice);
    const need = (await syncOne(alice, randomUUID(), order(item.id))).body as TRestockRequest;
    const [foreignOrder, foreignCancel] = await sync(bruno, randomUUID(), [order(item.id), cancel(need.id)]);
    for (const result of [foreignOrder, foreignCancel]) {
      expect(result).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    }
    expect(await openNeeds(bruno)).toEqual([]);
    expect(await openNeeds(alice)).toEqual([need]);
    const rows = await testApp.database.db
      .select({ id: restockRequests.id })
      .from(restockRequests)
      .where(eq(restockRequests.stockItemId, item.id));
    expect(rows).toEqual([{ id: need.id }]);
  });
});

describe('maintenance tasks: the complete command', () => {
  const path = '/api/maintenance-tasks';
  const createTask = (userId: string, fields: Record<string, unknown>) =>
    created<TMaintenanceTask>(userId, path, { equipmentName: 'Torchère', taskType: 'Contrôle', ...fields });
  const complete = (
    recordId: string,
    data: Record<string, unknown> = {},
    extra: Partial<ActionFields> = {},
  ) =>
    action({ table: 'maintenance_tasks', action: 'update', command: 'complete', recordId, data, ...extra });

  it('completes as the REST route does, once: a one-off task replayed gets its 200 again, not a 409', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const monthly = await createTask(alice, { frequency: 'monthly', nextDueDate: '2025-01-31' });
    const dated = complete(monthly.id, { completedOn: '2025-01-31' });
    const done = await syncOne(alice, clientId, dated);
    expect(done).toMatchObject({
      status: 200,
      replayed: false,
      body: { status: 'pending', nextDueDate: '2025-02-28', lastCompletedAt: '2025-01-31T12:00:00.000Z' },
    });
    expect(done.body).toEqual(await readJson(alice, `${path}/${monthly.id}`));
    expect(await syncOne(alice, clientId, dated)).toEqual({ ...done, replayed: true });
    expect(await readJson(alice, `${path}/${monthly.id}`)).toMatchObject({ nextDueDate: '2025-02-28' });

    const once = await createTask(alice, { frequency: 'once', nextDueDate: '2026-06-30' });
    const closing = complete(once.id);
    const closed = await syncOne(alice, clientId, closing);
    expect(closed).toMatchObject({ status: 200, body: { status: 'completed', dueState: 'done' } });
    expect(await syncOne(alice, clientId, closing)).toEqual({ ...closed, replayed: true });
    // Another completion of the closed task is the REST route's 409.
    const online = await rest(alice, 'POST', `${path}/${once.id}/complete`, {});
    const offline = await syncOne(alice, clientId, complete(once.id));
    expect(online.statusCode).toBe(409);
    expect(offline).toMatchObject({ status: 409, body: online.json<ErrorBody>() });
  });

  it('dates a completion without `completedOn` on the day the user ticked it, not the day of the sync', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const task = await createTask(alice, { frequency: 'monthly', nextDueDate: '2025-06-01' });
    const tickedAt = hoursAgo(30);
    const tickedOn = parisDay(tickedAt);
    expect(tickedOn < parisDay(new Date())).toBe(true);
    const done = await syncOne(
      alice,
      clientId,
      complete(task.id, {}, { timestamp: tickedAt.toISOString(), baseVersion: 1 }),
    );
    expect(done).toMatchObject({
      status: 200,
      body: { nextDueDate: addMonths(tickedOn, 1), lastCompletedAt: tickedAt.toISOString() },
    });
  });

  it('never dates a completion after the server’s today, whatever the browser clock says', async () => {
    const alice = await newUser();
    const task = await createTask(alice, { frequency: 'daily', nextDueDate: '2025-06-01' });
    const before = Date.now();
    const inThreeDays = new Date(before + 3 * 24 * 3_600_000).toISOString();
    const done = await syncOne(alice, randomUUID(), complete(task.id, {}, { timestamp: inThreeDays }));
    const today = parisDay(new Date());
    expect(done).toMatchObject({ status: 200, body: { nextDueDate: addDays(today, 1) } });
    const lastCompletedAt = Date.parse((done.body as TMaintenanceTask).lastCompletedAt ?? '');
    expect(lastCompletedAt).toBeGreaterThanOrEqual(before);
    expect(lastCompletedAt).toBeLessThanOrEqual(Date.now());
  });

  it('records the meter reading given, and refuses what the REST route refuses', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const oilChange = await createTask(alice, {
      equipmentName: 'Moteur de cogénération',
      taskType: 'Vidange',
      frequency: 'running_hours',
      intervalHours: 700,
    });
    const online = await rest(alice, 'POST', `${path}/${oilChange.id}/complete`, {});
    expect(online.statusCode).toBe(400);
    const [noMeter, future, unknownField, withReading] = await sync(alice, clientId, [
      complete(oilChange.id),
      complete(oilChange.id, { completedOn: addDays(parisDay(new Date()), 2), meterHours: 10 }),
      complete(oilChange.id, { status: 'completed' }),
      complete(oilChange.id, { meterHours: 12_000.5 }),
    ]);
    expect(noMeter).toMatchObject({ status: 400, body: online.json<ErrorBody>() });
    expect(future).toMatchObject({ status: 400, body: { error: { code: 'completed_on_in_future' } } });
    expect(unknownField).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
    expect(withReading).toMatchObject({
      status: 200,
      body: { lastServiceRunningHours: 12_000.5, meterHours: 12_000.5, hoursRemaining: 700 },
    });
    // The refused future completion did not record its reading.
    const meters = await readJson<{ items: TEquipmentMeter[] }>(alice, '/api/equipment-meters');
    expect(meters.items.map((meter) => meter.runningHours)).toEqual([12_000.5]);
  });

  it("answers 404 for another user's task and leaves it as it was", async () => {
    const alice = await newUser();
    const bruno = await newUser();
    const task = await createTask(alice, { frequency: 'monthly', nextDueDate: '2025-03-01' });
    const before = await readJson(alice, `${path}/${task.id}`);
    const foreign = await syncOne(bruno, randomUUID(), complete(task.id, { completedOn: '2025-03-01' }));
    expect(foreign).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    expect(await readJson(alice, `${path}/${task.id}`)).toEqual(before);
  });
});

describe('agenda tasks: the complete and reopen commands', () => {
  const path = '/api/agenda-tasks';
  const createTask = (userId: string) =>
    created<TAgendaTask>(userId, path, { title: 'Contrôle FOS/TAC', priority: 'critical' });
  const command = (
    name: 'complete' | 'reopen',
    recordId: string,
    extra: Partial<ActionFields> = {},
  ): TOfflineAction => action({ table: 'agenda_tasks', action: 'update', command: name, recordId, ...extra });

  it('dates the completion when the user ticked the task, answers as the REST route, and applies it once', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const task = await createTask(alice);
    const tickedAt = hoursAgo(2).toISOString();
    const completing = command('complete', task.id, { timestamp: tickedAt });
    const done = await syncOne(alice, clientId, completing);
    expect(done).toMatchObject({
      status: 200,
      replayed: false,
      body: { completed: true, status: 'completed', completedAt: tickedAt },
    });
    expect(done.body).toEqual(await readJson(alice, `${path}/${task.id}`));

    const reopening = command('reopen', task.id);
    const reopened = await syncOne(alice, clientId, reopening);
    expect(reopened).toMatchObject({
      status: 200,
      body: { completed: false, status: 'pending', completedAt: null },
    });
    // Replays give the stored answers and change nothing: the task stays pending.
    expect(await syncOne(alice, clientId, completing)).toEqual({ ...done, replayed: true });
    expect(await syncOne(alice, clientId, reopening)).toEqual({ ...reopened, replayed: true });
    expect(await readJson(alice, `${path}/${task.id}`)).toMatchObject({
      completed: false,
      completedAt: null,
    });

    // The same id sent as the other command is refused.
    const swapped = await syncOne(alice, clientId, { ...completing, command: 'reopen' });
    expect(swapped).toMatchObject({ status: 422, body: { error: { code: 'idempotency_mismatch' } } });

    // The answer has the REST route's shape (its next reminder included).
    const online = await rest(alice, 'POST', `${path}/${task.id}/complete`);
    expect(Object.keys(done.body as object).sort()).toEqual(Object.keys(online.json<object>()).sort());
  });

  it('never dates a completion after now, and keeps the first completion of a task completed twice', async () => {
    const alice = await newUser();
    const task = await createTask(alice);
    const before = Date.now();
    const tomorrow = new Date(before + 24 * 3_600_000).toISOString();
    const [first, second] = await sync(alice, randomUUID(), [
      command('complete', task.id, { timestamp: tomorrow }),
      command('complete', task.id),
    ]);
    const completedAt = Date.parse((first?.body as TAgendaTask).completedAt ?? '');
    expect(completedAt).toBeGreaterThanOrEqual(before);
    expect(completedAt).toBeLessThanOrEqual(Date.now());
    expect((second?.body as TAgendaTask).completedAt).toBe((first?.body as TAgendaTask).completedAt);
  });

  it("refuses data the REST routes do not take, and answers 404 for another user's task", async () => {
    const alice = await newUser();
    const bruno = await newUser();
    const task = await createTask(alice);
    const [withData] = await sync(alice, randomUUID(), [
      command('complete', task.id, { data: { completedAt: '2026-01-01T00:00:00Z' } }),
    ]);
    expect(withData).toMatchObject({ status: 400, body: { error: { code: 'validation_failed' } } });
    const [foreignComplete, foreignReopen] = await sync(bruno, randomUUID(), [
      command('complete', task.id),
      command('reopen', task.id),
    ]);
    for (const result of [foreignComplete, foreignReopen]) {
      expect(result).toMatchObject({ status: 404, body: { error: { code: 'not_found' } } });
    }
    expect(await readJson(alice, `${path}/${task.id}`)).toMatchObject({ completed: false, version: 1 });
  });
});

describe('equipment meters', () => {
  const reading = (
    recordId: string,
    data: Record<string, unknown>,
    kind: TOfflineAction['action'] = 'update',
  ) => action({ table: 'equipment_meters', action: kind, recordId, data });
  const meters = async (userId: string) =>
    (await readJson<{ items: TEquipmentMeter[] }>(userId, '/api/equipment-meters')).items;

  it('records a reading as PUT /api/equipment-meters does, once', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    const first = reading('Moteur de cogénération', {
      equipmentName: 'Moteur de cogénération',
      runningHours: 12_000,
    });
    const saved = await syncOne(alice, clientId, first);
    expect(saved).toMatchObject({
      status: 200,
      replayed: false,
      body: { equipmentName: 'Moteur de cogénération', runningHours: 12_000 },
    });
    expect(await meters(alice)).toEqual([saved.body]);
    expect(await syncOne(alice, clientId, first)).toEqual({ ...saved, replayed: true });

    const later = await syncOne(
      alice,
      clientId,
      reading('Moteur de cogénération', { equipmentName: 'Moteur de cogénération', runningHours: 12_050 }),
    );
    expect(later).toMatchObject({ status: 200, body: { id: (saved.body as TEquipmentMeter).id } });
    expect(await meters(alice)).toEqual([later.body]);
  });

  it('refuses a reading going backwards with the REST message, a name other than the record, insert and delete', async () => {
    const alice = await newUser();
    const clientId = randomUUID();
    await putMeter(alice, { equipmentName: 'Pompe', runningHours: 5_000 });
    const backwards = { equipmentName: 'Pompe', runningHours: 4_000 };
    const results = await sync(alice, clientId, [
      reading('Pompe', backwards),
      reading('Pompe', { equipmentName: 'Agitateur', runningHours: 6_000 }),
      reading('Pompe', { equipmentName: 'Pompe', runningHours: 6_000 }, 'insert'),
      reading('Pompe', {}, 'delete'),
      reading('Pompe', { equipmentName: 'Pompe' }),
    ]);
    for (const language of ['fr', 'en']) {
      const online = await putMeter(alice, backwards, language);
      expect(online.statusCode).toBe(400);
      const [offline] = await sync(alice, clientId, [reading('Pompe', backwards)], language);
      expect(offline).toMatchObject({ status: 400, body: online.json<ErrorBody>() });
    }
    expect(results[0]).toMatchObject({ status: 400, body: { error: { code: 'meter_backwards' } } });
    expect(fieldsOf(results[1])).toEqual({
      equipmentName: "Ne correspond pas à l'élément désigné par l'action.",
    });
    expect(fieldsOf(results[2])).toEqual({ action: notSupported });
    expect(fieldsOf(results[3])).toEqual({ action: notSupported });
    expect(Object.keys(fieldsOf(results[4]) ?? {})).toEqual(['runningHours']);
    expect((await meters(alice)).map((meter) => [meter.equipmentName, meter.runningHours])).toEqual([
      ['Pompe', 5_000],
    ]);
  });
});

describe('the purge of applied actions', () => {
  async function setAppliedAt(clientId: string, actionId: string, daysAgo: number) {
    await testApp.database.db
      .update(offlineAppliedActions)
      .set({ appliedAt: new Date(Date.now() - daysAgo * 24 * 3_600_000) })
      .where(and(eq(offlineAppliedActions.clientId, clientId), eq(offlineAppliedActions.actionId, actionId)));
  }

  it('deletes the actions applied more than 30 days ago and still recognises a replay of a recent one', async () => {
    const alice = await newUser();
    const bruno = await newUser();
    const clientId = randomUUID();
    const brunoClientId = randomUUID();
    const item = await createStock(alice);
    const brunoItem = await createStock(bruno);
    const adjust = (recordId: string) =>
      action({ table: 'stock_items', action: 'update', command: 'adjust', recordId, data: { delta: 1 } });
    const old = adjust(item.id);
    const recent = adjust(item.id);
    const brunoOld = adjust(brunoItem.id);
    await sync(alice, clientId, [old, recent]);
    await syncOne(bruno, brunoClientId, brunoOld);
    await setAppliedAt(clientId, old.id, 31);
    await setAppliedAt(clientId, recent.id, 29);
    await setAppliedAt(brunoClientId, brunoOld.id, 45);

    await createOfflineCleanupJob(testApp.database.db).run();

    expect(await appliedKeyCount(clientId, old.id)).toBe(0);
    expect(await appliedKeyCount(brunoClientId, brunoOld.id)).toBe(0);
    expect(await appliedKeyCount(clientId, recent.id)).toBe(1);
    expect(await syncOne(alice, clientId, recent)).toMatchObject({
      status: 200,
      replayed: true,
      body: { currentLevel: 102 },
    });
    expect(await readStock(alice, item.id)).toMatchObject({ currentLevel: 102 });
  });
});
