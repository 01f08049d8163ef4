import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TOfflineAction, TOfflineActionResult } from '../../../shared/contracts/offline';
import { stockEndpoint } from '../../features/stock/api/stock-items';
import { stockItemFixture } from '../../features/stock/lib/stock-item-fixture';
import type { TApiResult } from '../api-client';
import { createEncryptedActionQueue } from '../offline/encrypted-action-queue';
import { importLocalKey } from '../offline/local-crypto';
import type { OfflineDatabase } from '../offline/offline-database';
import { createFakeBrowserStorage, openTestDatabase, randomKeyText } from '../offline/offline-test-support';
import type { SubmitToOfflineLayer } from '../offline/offline-write';
import { submitAction } from '../offline/submit-action';
import { addCatalog } from '../i18n/i18n';
import { commandRecord } from './offline-record-command';

const opened: OfflineDatabase[] = [];
const offlineCatalog = JSON.parse(
  readFileSync(new URL('../../../shared/i18n/fr/offline.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

beforeAll(() => {
  addCatalog('fr', 'offline', offlineCatalog);
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const db of opened.splice(0)) db.close();
});

const item = stockItemFixture({ currentLevel: 21, version: 4 });

type Answer = (action: TOfflineAction) => Pick<TOfflineActionResult, 'status' | 'body'>;

/** The offline layer over a real encrypted queue (fake IndexedDB) and a fake server. */
async function offlineLayer(options: { isOnline: boolean; answer?: Answer }) {
  const db = openTestDatabase(createFakeBrowserStorage());
  opened.push(db);
  const queue = createEncryptedActionQueue(db, 'user-a', await importLocalKey(randomKeyText()));
  const sent: TOfflineAction[] = [];
  const submit: SubmitToOfflineLayer = (request) =>
    submitAction(
      {
        clientId: '6f1c1f43-3f7c-4d0e-9d8e-333333333333',
        enqueue: (action) => queue.enqueue(action),
        countPending: () => queue.countPending(),
        isOnline: () => options.isOnline,
        now: () => new Date('2026-11-22T08:00:00.000Z'),
        send: (_clientId, actions) => {
          sent.push(...actions);
          return Promise.resolve<TApiResult<{ results: TOfflineActionResult[] }>>({
            ok: true,
            status: 200,
            data: {
              results: actions.map((action) => ({
                id: action.id,
                replayed: false,
                ...(options.answer?.(action) ?? { status: 200, body: {} }),
              })),
            },
          });
        },
      },
      request,
    );
  return { queue, sent, submit };
}

const minusTwo = {
  item,
  command: 'adjust' as const,
  data: { delta: -2 },
  context: { name: item.name, unit: item.unit },
};

describe('a command on a record through the offline layer', () => {
  it('offline: kept in the queue and answered at once with the record as it will be', async () => {
    const { queue, sent, submit } = await offlineLayer({ isOnline: false });
    const result = await commandRecord(stockEndpoint, minusTwo, submit);

    expect(result).toEqual({
      ok: true,
      status: 202,
      data: { ...item, currentLevel: 19, isLow: true, lastUpdated: '2026-11-22T08:00:00.000Z', version: 5 },
    });
    expect(sent).toEqual([]);
    const [queued] = await queue.listActions();
    expect(queued).toMatchObject({
      table: 'stock_items',
      action: 'update',
      command: 'adjust',
      recordId: item.id,
      data: { delta: -2 },
      context: { name: 'Charbon actif', unit: 't' },
      state: 'pending',
    });
    expect(queued).not.toHaveProperty('baseVersion');
  });

  it("online: applied at once and answered with the server's record", async () => {
    const fromServer = { ...item, currentLevel: 7, isLow: true, version: 9 };
    const { queue, sent, submit } = await offlineLayer({
      isOnline: true,
      answer: () => ({ status: 200, body: fromServer }),
    });
    const result = await commandRecord(stockEndpoint, minusTwo, submit);

    expect(result).toEqual({ ok: true, status: 200, data: fromServer });
    expect(sent.map((action) => [action.command, action.data])).toEqual([['adjust', { delta: -2 }]]);
    expect(sent[0]).not.toHaveProperty('context');
    expect(await queue.listActions()).toEqual([]);
  });

  it("refused: the server's message, nothing kept", async () => {
    const { queue, submit } = await offlineLayer({
      isOnline: true,
      answer: () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'Enregistrement introuvable' } },
      }),
    });
    const result = await commandRecord(stockEndpoint, minusTwo, submit);

    expect(result).toMatchObject({ ok: false, status: 404, message: 'Enregistrement introuvable' });
    expect(await queue.listActions()).toEqual([]);
  });

  it("without an offline store: the module's own route, and offline a message that nothing was kept", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    const result = await commandRecord(stockEndpoint, minusTwo, () =>
      Promise.resolve({ kind: 'unavailable' }),
    );

    expect(calls.map(({ url, init }) => [init.method, url, init.body])).toEqual([
      ['POST', `/api/stock-items/${item.id}/adjust`, JSON.stringify({ delta: -2 })],
    ]);
    expect(result).toMatchObject({
      ok: false,
      code: 'network',
      message: expect.stringContaining("Hors-ligne : cette modification n'a pas pu être gardée") as unknown,
    });
  });
});
