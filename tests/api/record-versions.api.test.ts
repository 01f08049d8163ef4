// Row versions on the records REST routes (issue 6): every item carries its version, each change raises it by
// one, and PATCH / DELETE with `If-Match: <version>` refuse a row changed or deleted since it was read (409 with
// the row as it is now) instead of overwriting it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordsUser, recordsCaller } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
let alice: string;

beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
  alice = await createRecordsUser(testApp.database, 'alice@versions.fr');
});

afterAll(async () => {
  await testApp.close();
});

interface Item {
  id: string;
  version: number;
  [field: string]: unknown;
}
interface ConflictBody {
  error: { code: string; message: string };
  current: Item | null;
}

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  ifMatch?: string,
  language = 'fr',
) {
  return recordsCaller(testApp.app, language).request(
    alice,
    method,
    url,
    payload,
    ifMatch === undefined ? {} : { 'if-match': ifMatch },
  );
}

async function create(path: string, payload: Record<string, unknown>): Promise<Item> {
  const response = await call('POST', path, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Item>();
}

const stockPayload = {
  name: 'Charbon actif',
  category: 'chemical',
  currentLevel: 100,
  maxLevel: 1000,
  unit: 'kg',
  threshold: 50,
};

const conflictMessage =
  'Cet élément a été modifié ou supprimé entre-temps. Vérifiez sa version actuelle avant de réessayer.';

describe('versions of the records', () => {
  it('starts at 1 and rises by one with every change, an empty PATCH and the quick routes included', async () => {
    const invoice = await create('/api/invoices', {
      name: 'Facture EDF',
      amount: 120,
      category: 'electricity',
      type: 'expense',
      invoiceDate: '2026-03-01',
    });
    expect(invoice.version).toBe(1);
    const changed = await call('PATCH', `/api/invoices/${invoice.id}`, { amount: 130 });
    expect(changed.json<Item>().version).toBe(2);
    const empty = await call('PATCH', `/api/invoices/${invoice.id}`, {});
    expect(empty.json<Item>()).toMatchObject({ amount: 130, version: 3 });
    expect((await call('GET', `/api/invoices/${invoice.id}`)).json<Item>().version).toBe(3);

    const stock = await create('/api/stock-items', stockPayload);
    const adjusted = await call('POST', `/api/stock-items/${stock.id}/adjust`, { delta: -10 });
    expect(adjusted.json<Item>()).toMatchObject({ currentLevel: 90, version: 2 });
    const list = await call('GET', '/api/stock-items?pageSize=100');
    expect(list.json<{ items: Item[] }>().items.find((item) => item.id === stock.id)?.version).toBe(2);
  });
});

describe('If-Match on PATCH and DELETE', () => {
  it('applies a PATCH made on the current version', async () => {
    const stock = await create('/api/stock-items', stockPayload);
    for (const header of ['1', '"2"', 'W/"3"', '*']) {
      const response = await call('PATCH', `/api/stock-items/${stock.id}`, { threshold: 60 }, header);
      expect(response.statusCode, `${header}: ${response.body}`).toBe(200);
    }
    expect((await call('GET', `/api/stock-items/${stock.id}`)).json<Item>().version).toBe(5);
  });

  it('refuses a PATCH made on an older version with 409 and the row as it is now, in the reader’s language', async () => {
    const stock = await create('/api/stock-items', stockPayload);
    await call('PATCH', `/api/stock-items/${stock.id}`, { name: 'Renommé ailleurs' });
    const stale = await call('PATCH', `/api/stock-items/${stock.id}`, { name: 'Ma version' }, '1');
    expect(stale.statusCode).toBe(409);
    const body = stale.json<ConflictBody>();
    expect(body.error).toEqual({ code: 'version_conflict', message: conflictMessage });
    expect(body.current).toEqual((await call('GET', `/api/stock-items/${stock.id}`)).json());
    expect(body.current).toMatchObject({ name: 'Renommé ailleurs', version: 2 });

    const english = await call('PATCH', `/api/stock-items/${stock.id}`, { name: 'Mine' }, '1', 'en');
    expect(english.json<ConflictBody>().error.message).toBe(
      'This item was changed or deleted in the meantime. Check its current version before trying again.',
    );
  });

  it('refuses a DELETE made on an older version and keeps the row; the current version deletes it', async () => {
    const stock = await create('/api/stock-items', stockPayload);
    await call('PATCH', `/api/stock-items/${stock.id}`, { threshold: 70 });
    const stale = await call('DELETE', `/api/stock-items/${stock.id}`, undefined, '1');
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ConflictBody>().current).toMatchObject({ id: stock.id, threshold: 70, version: 2 });
    expect((await call('GET', `/api/stock-items/${stock.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/stock-items/${stock.id}`, undefined, '2')).statusCode).toBe(204);
  });

  it('answers `current: null` for a row deleted meanwhile, and 404 without the header', async () => {
    const stock = await create('/api/stock-items', stockPayload);
    await call('DELETE', `/api/stock-items/${stock.id}`);
    for (const [method, payload] of [
      ['PATCH', { threshold: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const withVersion = await call(method, `/api/stock-items/${stock.id}`, payload, '1');
      expect(withVersion.statusCode).toBe(409);
      expect(withVersion.json<ConflictBody>()).toEqual({
        error: { code: 'version_conflict', message: conflictMessage },
        current: null,
      });
      expect((await call(method, `/api/stock-items/${stock.id}`, payload)).statusCode).toBe(404);
    }
  });

  it('refuses a malformed If-Match with 400 naming the header', async () => {
    const stock = await create('/api/stock-items', stockPayload);
    for (const header of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await call('PATCH', `/api/stock-items/${stock.id}`, { threshold: 1 }, header);
      expect(response.statusCode, header).toBe(400);
      expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
        'if-match': 'Format invalide.',
      });
    }
    expect((await call('GET', `/api/stock-items/${stock.id}`)).json<Item>()).toMatchObject({
      threshold: 50,
      version: 1,
    });
  });

  it('applies the same rule to team events (their own routes)', async () => {
    const event = await create('/api/team-events', {
      type: 'training',
      title: 'Formation ATEX',
      startDate: '2026-03-10',
      endDate: '2026-03-11',
    });
    expect(event.version).toBe(1);
    const current = await call('PATCH', `/api/team-events/${event.id}`, { title: 'ATEX 1' }, '1');
    expect(current.json<Item>()).toMatchObject({ title: 'ATEX 1', version: 2 });
    const empty = await call('PATCH', `/api/team-events/${event.id}`, {}, '2');
    expect(empty.json<Item>().version).toBe(3);
    const stale = await call('PATCH', `/api/team-events/${event.id}`, { title: 'ATEX 2' }, '1');
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ConflictBody>().current).toMatchObject({ title: 'ATEX 1', version: 3 });
    expect((await call('DELETE', `/api/team-events/${event.id}`, undefined, '2')).statusCode).toBe(409);
    expect((await call('DELETE', `/api/team-events/${event.id}`, undefined, '3')).statusCode).toBe(204);
  });
});
