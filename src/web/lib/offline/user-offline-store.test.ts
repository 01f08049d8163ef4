import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  changeRow,
  countRows,
  createFakeBrowserStorage,
  makeQueuedAction,
  openTestDatabase,
  randomKeyText,
} from './offline-test-support';
import { UnreadableActionsError } from './encrypted-action-queue';
import { LocalCryptoError, decryptJson } from './local-crypto';
import { actionsTableName, type OfflineDatabase } from './offline-database';
import { openStoredUserOfflineStore, openUserOfflineStore } from './user-offline-store';

const opened: OfflineDatabase[] = [];

afterEach(() => {
  vi.unstubAllGlobals();
  for (const db of opened.splice(0)) db.close();
});

function setUp() {
  const storage = createFakeBrowserStorage();
  const open = () => {
    const db = openTestDatabase(storage);
    opened.push(db);
    return db;
  };
  const serverKeys = new Map<string, string>();
  const keyServer = (userId: string) =>
    vi.fn(() => {
      const key = serverKeys.get(userId) ?? randomKeyText();
      serverKeys.set(userId, key);
      return Promise.resolve(key);
    });
  return { open, keyServer };
}

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (reason: unknown) => reason,
  );
}

describe("a user's offline store", () => {
  it('asks the server for the key once and keeps it non-extractable in IndexedDB', async () => {
    const { open, keyServer } = setUp();
    const db = open();
    const fetchKey = keyServer('user-a');
    await openUserOfflineStore(db, 'user-a', fetchKey);
    await openUserOfflineStore(db, 'user-a', fetchKey);

    expect(fetchKey).toHaveBeenCalledTimes(1);
    const stored = await db.read('keys', (store) => store.get('user-a'));
    expect(stored?.key).toBeInstanceOf(CryptoKey);
    expect(stored?.key.extractable).toBe(false);
    expect(stored?.indexKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', stored?.key as CryptoKey)).rejects.toThrow();
  });

  it('finds the queue, the cache and the client id again after an offline reload, without the server', async () => {
    const { open, keyServer } = setUp();
    const before = await openUserOfflineStore(open(), 'user-a', keyServer('user-a'));
    const actions = [makeQueuedAction(), makeQueuedAction({ action: 'delete', data: {} })];
    for (const action of actions) await before.enqueue(action);
    await before.writeCache('agenda:list', { items: ['Vidange pompe'] });
    for (const db of opened) db.close();

    const after = await openStoredUserOfflineStore(open(), 'user-a');
    expect(after?.clientId).toBe(before.clientId);
    expect(await after?.listActions()).toEqual(actions);
    expect((await after?.readCache('agenda:list'))?.data).toEqual({ items: ['Vidange pompe'] });
  });

  it('opens nothing without the server when this browser holds no key for the user', async () => {
    const { open } = setUp();
    expect(await openStoredUserOfflineStore(open(), 'user-a')).toBeNull();
  });

  it('draws one client id per user and browser', async () => {
    const { open, keyServer } = setUp();
    const db = open();
    const first = await openUserOfflineStore(db, 'user-a', keyServer('user-a'));
    const other = await openUserOfflineStore(db, 'user-b', keyServer('user-b'));
    expect(first.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(other.clientId).not.toBe(first.clientId);
    expect((await openUserOfflineStore(db, 'user-a', keyServer('user-a'))).clientId).toBe(first.clientId);
  });

  it('gives two tabs opening at once the same key and client id', async () => {
    const { open, keyServer } = setUp();
    const [firstTab, secondTab] = [open(), open()];
    const [first, second] = await Promise.all([
      openUserOfflineStore(firstTab, 'user-a', keyServer('user-a')),
      openUserOfflineStore(secondTab, 'user-a', keyServer('user-a')),
    ]);
    expect(second.clientId).toBe(first.clientId);
    await first.enqueue(makeQueuedAction());
    await first.writeCache('stock', [1]);
    expect(await second.listActions()).toEqual(await first.listActions());
    expect((await second.readCache('stock'))?.data).toEqual([1]);
    expect(await countRows(firstTab, 'keys')).toBe(1);
  });

  it("cannot read another user's actions with its own key", async () => {
    const { open, keyServer } = setUp();
    const db = open();
    const storeA = await openUserOfflineStore(db, 'user-a', keyServer('user-a'));
    const storeB = await openUserOfflineStore(db, 'user-b', keyServer('user-b'));
    const action = makeQueuedAction();
    await storeA.enqueue(action);

    const row = await db.read(actionsTableName, (store) => store.get(action.id, 'id'));
    const keyB = (await db.read('keys', (store) => store.get('user-b')))?.key as CryptoKey;
    const error = await refusal(decryptJson(keyB, row?.sealed ?? ''));
    expect(error).toBeInstanceOf(LocalCryptoError);
    expect(await storeB.listActions()).toEqual([]);
    // Even handed to user B, the row stays unreadable to them.
    await changeRow(db, actionsTableName, row?.seq ?? 0, { userId: 'user-b' });
    expect(await refusal(storeB.listActions())).toBeInstanceOf(UnreadableActionsError);
  });

  it('refuses to open, and stores nothing, where the browser cannot encrypt', async () => {
    const { open, keyServer } = setUp();
    const db = open();
    const fetchKey = keyServer('user-a');
    vi.stubGlobal('crypto', undefined);

    const error = await refusal(openUserOfflineStore(db, 'user-a', fetchKey));
    expect(error).toBeInstanceOf(LocalCryptoError);
    expect((error as LocalCryptoError).messageKey).toBe('offline:errors.unavailable');
    expect(await refusal(openStoredUserOfflineStore(db, 'user-a'))).toBeInstanceOf(LocalCryptoError);
    vi.unstubAllGlobals();
    expect(fetchKey).not.toHaveBeenCalled();
    expect(await countRows(db, 'keys')).toBe(0);
    expect(await countRows(db, 'clients')).toBe(0);
  });

  it('stores nothing when the key cannot be fetched', async () => {
    const { open } = setUp();
    const db = open();
    const offline = new Error('network');
    expect(await refusal(openUserOfflineStore(db, 'user-a', () => Promise.reject(offline)))).toBe(offline);
    expect(await countRows(db, 'keys')).toBe(0);
  });
});
