import { IDBDatabase } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  allRows,
  changeRow,
  countRows,
  createFakeBrowserStorage,
  ivOf,
  makeQueuedAction,
  openTestDatabase,
  randomKeyText,
  readRawRows,
} from './offline-test-support';
import {
  type TQueueCounts,
  UnreadableActionsError,
  createEncryptedActionQueue,
} from './encrypted-action-queue';
import { importLocalKey } from './local-crypto';
import { type OfflineDatabase, actionsTableName } from './offline-database';

const opened: OfflineDatabase[] = [];

afterEach(() => {
  vi.restoreAllMocks();
  for (const db of opened.splice(0)) db.close();
});

async function setUp(userId = 'user-a') {
  const storage = createFakeBrowserStorage();
  const db = openTestDatabase(storage);
  opened.push(db);
  const key = await importLocalKey(randomKeyText());
  return { storage, db, key, queue: createEncryptedActionQueue(db, userId, key) };
}

async function unreadableIds(promise: Promise<unknown>): Promise<string[]> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof UnreadableActionsError))
    throw new Error(`expected unreadable actions, got ${String(error)}`);
  expect(error.messageKey).toBe('offline:errors.decrypt');
  return error.actionIds;
}

describe('the encrypted offline queue', () => {
  it('keeps the order of 1,000 actions queued without waiting for each other', async () => {
    const { queue } = await setUp();
    const actions = Array.from({ length: 1000 }, (_, index) =>
      makeQueuedAction({ data: { quantity: index } }),
    );
    await Promise.all(actions.map((action) => queue.enqueue(action)));

    const listed = await queue.listActions();
    expect(listed.map((action) => action.id)).toEqual(actions.map((action) => action.id));
    expect(listed[999]).toEqual(actions[999]);
    expect((await queue.listPending(10)).map((action) => action.id)).toEqual(
      actions.slice(0, 10).map((action) => action.id),
    );
    expect(await queue.countPending()).toBe(1000);
  });

  it('keeps nothing of the action in clear at rest, each row under its own IV', async () => {
    const { storage, queue } = await setUp();
    const actions = [
      makeQueuedAction({
        table: 'maintenance_tasks',
        recordId: 'pompe-digesteur-2',
        data: { notes: 'Fuite joint' },
      }),
      makeQueuedAction({
        table: 'maintenance_tasks',
        recordId: 'pompe-digesteur-2',
        data: { notes: 'Fuite joint' },
      }),
    ];
    for (const action of actions) await queue.enqueue(action);

    const rows = (await readRawRows(storage, actionsTableName)) as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(['id', 'sealed', 'seq', 'state', 'synced', 'userId']);
      const text = JSON.stringify(row);
      for (const clear of ['maintenance_tasks', 'pompe-digesteur-2', 'Fuite joint', 'notes', '2025-03-14'])
        expect(text).not.toContain(clear);
    }
    const ivs = rows.map((row) => ivOf(String(row['sealed'])));
    expect(new Set(ivs).size).toBe(2);
  });

  it('counts pending actions and problems, and keeps a problem encrypted', async () => {
    const { storage, queue } = await setUp();
    const [first, second, third, fourth] = Array.from({ length: 4 }, () => makeQueuedAction());
    for (const action of [first, second, third, fourth]) if (action) await queue.enqueue(action);

    const current = { name: 'Charbon actif', quantity: 7 };
    await queue.updateAction(second?.id ?? '', {
      state: 'conflict',
      problem: { status: 409, message: 'Modifié entre-temps', current },
    });
    await queue.updateAction(fourth?.id ?? '', {
      state: 'failed',
      problem: { status: 400, message: 'Nom requis' },
    });

    expect(await queue.countPending()).toBe(2);
    expect(await queue.countProblems()).toBe(2);
    expect((await queue.listPending()).map((action) => action.id)).toEqual([first?.id, third?.id]);
    const listed = await queue.listActions();
    expect(listed.map((action) => action.state)).toEqual(['pending', 'conflict', 'pending', 'failed']);
    expect(listed[1]?.problem).toEqual({ status: 409, message: 'Modifié entre-temps', current });
    const text = JSON.stringify(await readRawRows(storage, actionsTableName));
    expect(text).not.toContain('Modifié entre-temps');
    expect(text).not.toContain('Nom requis');
  });

  it('marks replayed actions synced, then purges only those', async () => {
    const { queue } = await setUp();
    const actions = Array.from({ length: 3 }, () => makeQueuedAction());
    for (const action of actions) await queue.enqueue(action);

    await queue.markSynced(actions[0]?.id ?? '');
    await queue.markSynced(actions[1]?.id ?? '');
    expect(await queue.countPending()).toBe(1);
    expect((await queue.listActions()).map((action) => action.synced)).toEqual([true, true, false]);

    expect(await queue.purgeSynced()).toBe(2);
    expect((await queue.listActions()).map((action) => action.id)).toEqual([actions[2]?.id]);
  });

  it('keeps a command and what the browser knew of the record, and reads older actions without them', async () => {
    const { queue } = await setUp();
    const older = makeQueuedAction({ action: 'update', data: { name: 'Soude' }, baseVersion: 2 });
    const adjust = makeQueuedAction({
      action: 'update',
      command: 'adjust',
      data: { delta: 5 },
      context: { name: 'Charbon actif', unit: 't' },
    });
    await queue.enqueue(older);
    await queue.enqueue(adjust);
    await queue.updateAction(adjust.id, {
      state: 'failed',
      problem: { status: 404, message: 'Introuvable' },
    });

    const [readOlder, readAdjust] = await queue.listActions();
    expect(readOlder).toEqual(older);
    expect(readOlder).not.toHaveProperty('command');
    expect(readAdjust).toMatchObject({
      command: 'adjust',
      data: { delta: 5 },
      context: { name: 'Charbon actif', unit: 't' },
      state: 'failed',
    });
  });

  it('removes one action and answers null when updating one that is gone', async () => {
    const { queue } = await setUp();
    const [kept, removed] = [makeQueuedAction(), makeQueuedAction()];
    await queue.enqueue(kept);
    await queue.enqueue(removed);
    await queue.removeAction(removed.id);
    expect((await queue.listActions()).map((action) => action.id)).toEqual([kept.id]);
    expect(await queue.updateAction(removed.id, { state: 'failed' })).toBeNull();
  });

  it('never returns an action it cannot decrypt: it names it, and it can still be removed', async () => {
    const { db, queue } = await setUp();
    const [tampered, swapped, intact] = [makeQueuedAction(), makeQueuedAction(), makeQueuedAction()];
    for (const action of [tampered, swapped, intact]) await queue.enqueue(action);

    const rows = await allRows(db, actionsTableName);
    const [tamperedRow, , intactRow] = rows;
    const [tag, iv, data = ''] = (tamperedRow?.sealed ?? '').split('.');
    const bytes = Buffer.from(data, 'base64');
    bytes[3] = (bytes[3] ?? 0) ^ 1;
    await changeRow(db, actionsTableName, tamperedRow?.seq ?? 0, {
      sealed: `${tag ?? ''}.${iv ?? ''}.${bytes.toString('base64')}`,
    });
    // A sealed action copied over another row is refused too: it does not say that row's id.
    await changeRow(db, actionsTableName, rows[1]?.seq ?? 0, { sealed: intactRow?.sealed ?? '' });

    expect(await unreadableIds(queue.listActions())).toEqual([tampered.id, swapped.id]);
    expect(await unreadableIds(queue.listPending())).toEqual([tampered.id, swapped.id]);
    expect(await queue.countPending()).toBe(3);

    await queue.removeAction(tampered.id);
    await queue.removeAction(swapped.id);
    expect(await queue.listActions()).toEqual([intact]);
  });

  it('writes the queue in strict-durability transactions (on disk when the write resolves)', async () => {
    const { queue } = await setUp();
    const openTransaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const action = makeQueuedAction();
    await queue.enqueue(action);
    await queue.updateAction(action.id, { state: 'failed' });
    await queue.markSynced(action.id);
    await queue.purgeSynced();
    const writes = openTransaction.mock.calls.filter(([, mode]) => mode === 'readwrite');
    expect(writes).toHaveLength(4);
    for (const [, , options] of writes) expect(options).toEqual({ durability: 'strict' });
  });

  it('tells a subscriber when the queue changes through another connection (another tab)', async () => {
    const { storage, db, key, queue } = await setUp();
    const otherTab = openTestDatabase(storage);
    opened.push(otherTab);
    const otherQueue = createEncryptedActionQueue(otherTab, 'user-a', key);
    const seen: TQueueCounts[] = [];
    let notify = (): void => undefined;
    const unsubscribe = queue.subscribe((counts) => {
      seen.push(counts);
      notify();
    });
    const until = (check: (counts: TQueueCounts) => boolean) =>
      new Promise<void>((resolve) => {
        notify = () => {
          const last = seen.at(-1);
          if (last && check(last)) resolve();
        };
        notify();
      });

    await until((counts) => counts.pending === 0);
    const action = makeQueuedAction();
    await otherQueue.enqueue(action);
    await until((counts) => counts.pending === 1);
    await otherQueue.updateAction(action.id, { state: 'conflict' });
    await until((counts) => counts.pending === 0 && counts.problems === 1);
    unsubscribe();
    expect(await countRows(db, actionsTableName)).toBe(1);
  });
});
