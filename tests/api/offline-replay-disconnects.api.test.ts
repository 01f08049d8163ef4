// Issue 6 acceptance: 1,000 offline actions across 5 disconnects, 0 lost, 0 duplicated, order kept. The browser's
// own offline layer (the encrypted queue on a fake IndexedDB, submitAction, replayQueue) against the real
// API (POST /api/offline/actions through app.inject), with the network cut five times while the user works and
// while the queue replays, and answers lost on the way back after the server applied them.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOfflineAction, TOfflineActionsResponse } from '../../src/shared/contracts/offline.js';
import { offlineAppliedActions } from '../../src/server/db/schema/offline.js';
import { stockItems } from '../../src/server/db/schema/stock.js';
import type { TApiResult } from '../../src/web/lib/api-client.js';
import {
  createFakeBrowserStorage,
  openTestDatabase,
  randomKeyText,
} from '../../src/web/lib/offline/offline-test-support.js';
import { replayQueue, type ReplayReport } from '../../src/web/lib/offline/replay-queue.js';
import { submitAction, type ActionRequest } from '../../src/web/lib/offline/submit-action.js';
import { openUserOfflineStore } from '../../src/web/lib/offline/user-offline-store.js';
import { createRecordsUser } from '../fixtures/records-api.js';
import { buildTestApp, headerSessionResolver, testUserHeader, type TestApp } from '../fixtures/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ resolveSessionUser: headerSessionResolver });
});
afterAll(async () => {
  await testApp.close();
});

const lotCount = 400;
const chainLength = 300;
const lotName = (index: number) => `Lot ${String(index).padStart(4, '0')}`;

/**
 * The user's 1,000 actions, in the order made: 400 stock items created, 300 changes of the first one's level in a
 * chain (each on the version the previous one gives: one applied twice, or out of order, breaks the chain), 200
 * changes of other items, 100 deletes. Interleaved so that each record's actions come after its creation.
 */
function plannedActions(ids: string[]): ActionRequest[] {
  const insert = (index: number): ActionRequest => ({
    table: 'stock_items',
    action: 'insert',
    recordId: ids[index] ?? '',
    data: {
      name: lotName(index),
      category: 'chemical',
      currentLevel: 0,
      maxLevel: 1000,
      unit: 'kg',
      threshold: 1,
    },
  });
  const chain = (step: number): ActionRequest => ({
    table: 'stock_items',
    action: 'update',
    recordId: ids[0] ?? '',
    data: { currentLevel: step },
    baseVersion: step,
  });
  const setSeven = (index: number): ActionRequest => ({
    table: 'stock_items',
    action: 'update',
    recordId: ids[index] ?? '',
    data: { currentLevel: 7 },
    baseVersion: 1,
  });
  const remove = (index: number): ActionRequest => ({
    table: 'stock_items',
    action: 'delete',
    recordId: ids[index] ?? '',
    baseVersion: 1,
  });
  const range = (from: number, to: number) => Array.from({ length: to - from }, (_, offset) => from + offset);
  return [
    ...range(0, 100).map(insert),
    ...range(1, 101).map(chain),
    ...range(100, 200).map(insert),
    ...range(1, 101).map(setSeven),
    ...range(101, 201).map(chain),
    ...range(200, 400).map(insert),
    ...range(101, 201).map(setSeven),
    ...range(201, 301).map(chain),
    ...range(300, 400).map(remove),
  ];
}

/** The user's network: cut during five stretches of work; when up, some answers are lost after being applied. */
function flakyNetwork(userId: string) {
  const stats = { requests: 0, reachedServer: 0, lostAnswers: 0, replayedAnswers: 0 };
  let isUp = true;
  let cutAfterRequests: number | null = null;
  let loseNextAnswers = 0;

  const send = async (
    clientId: string,
    actions: TOfflineAction[],
  ): Promise<TApiResult<TOfflineActionsResponse>> => {
    stats.requests += 1;
    const down = { ok: false as const, status: 0, code: 'network', message: 'réseau coupé', fields: {} };
    if (cutAfterRequests !== null) {
      if (cutAfterRequests === 0) isUp = false;
      cutAfterRequests -= 1;
    }
    if (!isUp) return down;
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/offline/actions',
      headers: { [testUserHeader]: userId, 'accept-language': 'fr' },
      payload: { clientId, actions },
    });
    stats.reachedServer += 1;
    expect(response.statusCode).toBe(200);
    const body = response.json<TOfflineActionsResponse>();
    stats.replayedAnswers += body.results.filter((result) => result.replayed).length;
    if (loseNextAnswers > 0) {
      loseNextAnswers -= 1;
      stats.lostAnswers += 1;
      return down;
    }
    return { ok: true, status: 200, data: body };
  };

  return {
    stats,
    send,
    isUp: () => isUp,
    cut: () => {
      isUp = false;
    },
    restore: () => {
      isUp = true;
      cutAfterRequests = null;
    },
    /** The network goes down after this many more requests (during a replay). */
    cutAfter: (requests: number) => {
      cutAfterRequests = requests;
    },
    loseAnswers: (count: number) => {
      loseNextAnswers = count;
    },
  };
}

describe('1,000 offline actions across 5 disconnects', () => {
  it(
    'applies every action exactly once, in order, and leaves the queue empty',
    { timeout: 180_000 },
    async () => {
      const userId = await createRecordsUser(testApp.database, 'replay-1000@example.fr');
      const storage = createFakeBrowserStorage();
      const db = openTestDatabase(storage);
      const keyText = randomKeyText();
      const store = await openUserOfflineStore(db, userId, () => Promise.resolve(keyText));
      const ids = Array.from({ length: lotCount }, () => crypto.randomUUID());
      const planned = plannedActions(ids);
      expect(planned).toHaveLength(1000);

      const network = flakyNetwork(userId);
      const reports: ReplayReport[] = [];
      /** Replays until the queue is empty or the network is down (a lost answer just means one more round). */
      const replay = async () => {
        for (let round = 0; round < 100 && network.isUp() && (await store.countPending()) > 0; round += 1) {
          reports.push(await replayQueue(store, network.send, { batchSize: 50 }));
        }
      };
      const deps = {
        clientId: store.clientId,
        enqueue: (action: Parameters<typeof store.enqueue>[0]) => store.enqueue(action),
        countPending: () => store.countPending(),
        send: network.send,
        isOnline: network.isUp,
      };

      // Five disconnects while the user works: [start, end) in the planned order. At each reconnection the replay
      // loses an answer the server did apply, and twice the network drops again in the middle of the replay.
      const disconnects = [
        [60, 180],
        [250, 330],
        [420, 600],
        [700, 760],
        [850, 990],
      ] as const;
      const outcomes: Record<string, number> = { applied: 0, queued: 0, refused: 0 };
      for (const [index, request] of planned.entries()) {
        const disconnect = disconnects.findIndex(([start]) => start === index);
        if (disconnect !== -1) network.cut();
        const reconnect = disconnects.findIndex(([, end]) => end === index);
        if (reconnect !== -1) {
          network.restore();
          network.loseAnswers(1);
          if (reconnect % 2 === 0) network.cutAfter(2);
          await replay();
          if (!network.isUp()) {
            // Cut again in the middle of the replay: the rest goes when the network is back.
            network.restore();
            await replay();
          }
        }
        // Every 37th action online, the answer of a direct send is lost after the server applied it.
        if (network.isUp() && index % 37 === 0) network.loseAnswers(1);
        const outcome = await submitAction(deps, request);
        outcomes[outcome.kind] = (outcomes[outcome.kind] ?? 0) + 1;
      }
      network.restore();
      await replay();

      expect(outcomes.refused).toBe(0);
      expect(outcomes.queued).toBeGreaterThan(500);
      expect(outcomes.applied).toBeGreaterThan(0);
      expect(network.stats.lostAnswers).toBeGreaterThan(5);
      expect(network.stats.replayedAnswers).toBeGreaterThan(0);
      expect(reports.reduce((sum, report) => sum + report.failed + report.conflicts, 0)).toBe(0);
      expect(await store.listActions()).toEqual([]);

      // 0 lost, 0 duplicated: each of the 1,000 ids applied once on the server.
      const [applied] = await testApp.database.db
        .select({ count: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct action_id)::int` })
        .from(offlineAppliedActions)
        .where(eq(offlineAppliedActions.userId, userId));
      expect(applied).toEqual({ count: 1000, distinct: 1000 });

      const rows = await testApp.database.db
        .select({
          id: stockItems.id,
          name: stockItems.name,
          level: stockItems.currentLevel,
          version: stockItems.version,
        })
        .from(stockItems)
        .where(eq(stockItems.userId, userId))
        .orderBy(stockItems.name);
      expect(rows).toHaveLength(300);
      expect(rows.map((row) => row.name)).toEqual(Array.from({ length: 300 }, (_, index) => lotName(index)));
      // Order kept: the 300 chained changes of the first lot, each on the version the one before gave.
      expect(rows[0]).toMatchObject({ id: ids[0], level: chainLength, version: chainLength + 1 });
      for (const row of rows.slice(1, 201)) expect([row.level, row.version]).toEqual([7, 2]);
      for (const row of rows.slice(201)) expect([row.level, row.version]).toEqual([0, 1]);
      db.close();
    },
  );
});
