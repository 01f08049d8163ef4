import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MemoryStorage,
  createFakeBrowserStorage,
  makeQueuedAction,
  openTestDatabase,
  randomKeyText,
  readRawRows,
} from './offline-test-support';
import { findLastOfflineUser, rememberLastOfflineUser } from './last-offline-user';
import { actionsTableName, cacheTableName } from './offline-database';
import type { OfflineDatabase } from './offline-database';
import { openStoredUserOfflineStore, openUserOfflineStore } from './user-offline-store';
import { wipeUserOfflineData } from './wipe-user-offline-data';

const opened: OfflineDatabase[] = [];

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const db of opened.splice(0)) db.close();
});

async function twoUsersOnOneBrowser() {
  const storage = createFakeBrowserStorage();
  const db = openTestDatabase(storage);
  opened.push(db);
  const stores = await Promise.all(
    ['user-a', 'user-b'].map(async (userId) => {
      const store = await openUserOfflineStore(db, userId, () => Promise.resolve(randomKeyText()));
      await store.enqueue(makeQueuedAction());
      await store.enqueue(makeQueuedAction());
      await store.writeCache('stock:list', { owner: userId });
      return store;
    }),
  );
  return { storage, db, stores };
}

function rowsOf(rows: unknown[], userId: string): unknown[] {
  return rows.filter((row) => (row as { userId?: unknown }).userId === userId);
}

describe('wiping a user offline data at sign-out', () => {
  it("deletes the user's key, client id, queue and cache, and leaves the other user's alone", async () => {
    const { storage, db, stores } = await twoUsersOnOneBrowser();
    const [, storeB] = stores;
    const queueB = await storeB?.listActions();
    rememberLastOfflineUser('user-a');

    await wipeUserOfflineData(db, 'user-a');

    for (const table of ['keys', 'clients', actionsTableName, cacheTableName]) {
      const rows = await readRawRows(storage, table);
      expect(rowsOf(rows, 'user-a'), table).toEqual([]);
      expect(rowsOf(rows, 'user-b').length, table).toBeGreaterThan(0);
    }
    expect(await openStoredUserOfflineStore(db, 'user-a')).toBeNull();
    expect(findLastOfflineUser()).toBeNull();

    const reopenedB = await openStoredUserOfflineStore(db, 'user-b');
    expect(reopenedB?.clientId).toBe(storeB?.clientId);
    expect(await reopenedB?.listActions()).toEqual(queueB);
    expect((await reopenedB?.readCache('stock:list'))?.data).toEqual({ owner: 'user-b' });
  });

  it('keeps the last-user mark when it names someone else', async () => {
    const { db } = await twoUsersOnOneBrowser();
    rememberLastOfflineUser('user-b');
    await wipeUserOfflineData(db, 'user-a');
    expect(findLastOfflineUser()).toBe('user-b');
  });
});
