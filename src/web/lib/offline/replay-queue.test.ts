import { describe, expect, it } from 'vitest';
import type { TOfflineAction, TOfflineActionResult } from '../../../shared/contracts/offline';
import type { TApiResult } from '../api-client';
import type { QueuedAction } from './queued-action';
import { replayQueue, type ReplayableQueue } from './replay-queue';
import { newQueuedAction } from './submit-action';

/** The queue in memory, as the encrypted store behaves (order kept, synced ones purged). */
function memoryQueue(actions: QueuedAction[]): ReplayableQueue & { rows: QueuedAction[] } {
  const rows = [...actions];
  const find = (id: string) => rows.find((row) => row.id === id);
  return {
    rows,
    clientId: '6f1c1f43-3f7c-4d0e-9d8e-111111111111',
    listPending: (limit = Infinity) =>
      Promise.resolve(rows.filter((row) => !row.synced && row.state === 'pending').slice(0, limit)),
    updateAction: (id, patch) => {
      Object.assign(find(id) ?? {}, patch);
      return Promise.resolve();
    },
    markSynced: (id) => {
      Object.assign(find(id) ?? {}, { synced: true });
      return Promise.resolve();
    },
    purgeSynced: () => {
      const before = rows.length;
      rows.splice(0, rows.length, ...rows.filter((row) => !row.synced));
      return Promise.resolve(before - rows.length);
    },
  };
}

let counter = 0;
const ids = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const stockInsert = (name: string) =>
  newQueuedAction({ table: 'stock_items', action: 'insert', recordId: ids(), data: { name } }, ids);

type Answer = (action: TOfflineAction) => Pick<TOfflineActionResult, 'status' | 'body'>;

/** A server that answers each action with `answer` and records the requests it got. */
function fakeServer(answer: Answer = () => ({ status: 201, body: {} })) {
  const requests: TOfflineAction[][] = [];
  const send = (_clientId: string, actions: TOfflineAction[]) => {
    requests.push(actions);
    return Promise.resolve<TApiResult<{ results: TOfflineActionResult[] }>>({
      ok: true,
      status: 200,
      data: { results: actions.map((action) => ({ id: action.id, replayed: false, ...answer(action) })) },
    });
  };
  return { requests, send };
}

const networkDown = { ok: false as const, status: 0, code: 'network', message: 'offline', fields: {} };

describe('replaying the offline queue', () => {
  it('sends a few waiting actions one at a time, in order, then purges them', async () => {
    const queue = memoryQueue([stockInsert('a'), stockInsert('b'), stockInsert('c')]);
    const server = fakeServer();
    const report = await replayQueue(queue, server.send);
    expect(report).toEqual({ synced: 3, failed: 0, conflicts: 0, stoppedBy: null });
    expect(server.requests.map((batch) => batch.map((action) => action.data.name))).toEqual([
      ['a'],
      ['b'],
      ['c'],
    ]);
    expect(queue.rows).toEqual([]);
  });

  it("sends a command with the action, and keeps the browser's own context on the device", async () => {
    const adjust = newQueuedAction(
      {
        table: 'stock_items',
        action: 'update',
        command: 'adjust',
        recordId: ids(),
        data: { delta: -2 },
        context: { name: 'Charbon actif', unit: 't' },
      },
      ids,
    );
    const queue = memoryQueue([stockInsert('a'), adjust]);
    const server = fakeServer(() => ({ status: 200, body: {} }));
    await replayQueue(queue, server.send);
    const [first, second] = server.requests.flat();
    expect(first).not.toHaveProperty('command');
    expect(second).toEqual({
      id: adjust.id,
      table: 'stock_items',
      action: 'update',
      command: 'adjust',
      recordId: adjust.recordId,
      data: { delta: -2 },
      timestamp: adjust.timestamp,
    });
  });

  it('sends many waiting actions in ordered batches', async () => {
    const names = Array.from({ length: 250 }, (_, index) => `item-${String(index).padStart(3, '0')}`);
    const queue = memoryQueue(names.map(stockInsert));
    const server = fakeServer();
    const report = await replayQueue(queue, server.send, { batchSize: 100 });
    expect(report.synced).toBe(250);
    expect(server.requests.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(server.requests.flat().map((action) => action.data.name)).toEqual(names);
  });

  it('keeps every action when the network drops, and sends the same ids again later', async () => {
    const queue = memoryQueue([stockInsert('a'), stockInsert('b')]);
    const firstIds = queue.rows.map((row) => row.id);
    const down = await replayQueue(queue, () => Promise.resolve(networkDown));
    expect(down).toEqual({ synced: 0, failed: 0, conflicts: 0, stoppedBy: 'network' });
    expect(queue.rows.map((row) => row.id)).toEqual(firstIds);
    const server = fakeServer();
    await replayQueue(queue, server.send);
    expect(server.requests.flat().map((action) => action.id)).toEqual(firstIds);
  });

  it('keeps a conflict with the server copy and a refused action with its message, and goes on', async () => {
    const queue = memoryQueue([stockInsert('conflict'), stockInsert('refused'), stockInsert('fine')]);
    const server = fakeServer((action) => {
      if (action.data.name === 'conflict')
        return {
          status: 409,
          body: { error: { code: 'version_conflict', message: 'Modifié ailleurs' }, current: { version: 4 } },
        };
      if (action.data.name === 'refused')
        return { status: 400, body: { error: { code: 'validation_failed', message: 'Nom requis' } } };
      return { status: 201, body: {} };
    });
    const report = await replayQueue(queue, server.send);
    expect(report).toEqual({ synced: 1, failed: 1, conflicts: 1, stoppedBy: null });
    expect(queue.rows.map((row) => [row.data.name, row.state, row.problem])).toEqual([
      ['conflict', 'conflict', { status: 409, message: 'Modifié ailleurs', current: { version: 4 } }],
      ['refused', 'failed', { status: 400, message: 'Nom requis' }],
    ]);
  });

  it('stops on a server failure or an ended session without marking anything', async () => {
    const queue = memoryQueue([stockInsert('a')]);
    const serverError = { ...networkDown, status: 503, code: 'http_503' };
    expect((await replayQueue(queue, () => Promise.resolve(serverError))).stoppedBy).toBe('server');
    const signedOut = { ...networkDown, status: 401, code: 'unauthenticated' };
    expect((await replayQueue(queue, () => Promise.resolve(signedOut))).stoppedBy).toBe('session');
    expect(queue.rows.map((row) => row.state)).toEqual(['pending']);
  });

  it('finds the malformed action of a refused batch by sending one at a time', async () => {
    const names = ['a', 'b', 'bad', 'c', 'd', 'e', 'f'];
    const queue = memoryQueue(names.map(stockInsert));
    const requests: string[][] = [];
    const send = (_clientId: string, actions: TOfflineAction[]) => {
      requests.push(actions.map((action) => String(action.data.name)));
      if (actions.some((action) => action.data.name === 'bad'))
        return Promise.resolve({
          ...networkDown,
          status: 400,
          code: 'validation_failed',
          message: 'Invalide',
        });
      return fakeServer().send('', actions);
    };
    const report = await replayQueue(queue, send);
    expect(report).toEqual({ synced: 6, failed: 1, conflicts: 0, stoppedBy: null });
    expect(requests[0]).toEqual(names);
    expect(queue.rows.map((row) => [row.data.name, row.state])).toEqual([['bad', 'failed']]);
  });
});
