// A browser whose offline database Dexie 4 created (the app's IndexedDB layer until issue 16) keeps its queued
// actions, its keys and its read cache when the app opens the database with its own wrapper. The layout below was
// read from a database made by Dexie 4.4.7 with the app's former schema (version(1): keys 'userId', clients
// 'userId', encrypted_actions '++seq, &id, userId, [userId+synced+state]', encrypted_cache '[userId+key], userId,
// [userId+timestamp]'), on fake-indexeddb.
import { afterEach, describe, expect, it } from 'vitest';
import { createEncryptedActionQueue } from './encrypted-action-queue';
import { createEncryptedReadCache } from './encrypted-read-cache';
import { requestResult } from './idb-store';
import { encryptJson, importLocalKey } from './local-crypto';
import {
  type EncryptedActionRow,
  type OfflineDatabase,
  actionsTableName,
  cacheTableName,
  offlineDatabaseName,
} from './offline-database';
import {
  createFakeBrowserStorage,
  makeQueuedAction,
  openTestDatabase,
  randomKeyText,
} from './offline-test-support';
import { openStoredUserOfflineStore } from './user-offline-store';

interface RecordedIndex {
  name: string;
  keyPath: string | string[];
  unique: boolean;
  multiEntry: boolean;
}

interface RecordedStore {
  name: string;
  keyPath: string | string[] | null;
  autoIncrement: boolean;
  indexes: RecordedIndex[];
}

/** What Dexie 4.4.7 created: IndexedDB version 10 (Dexie's version 1 × 10), stores and indexes by name. */
const dexieLayout: { version: number; stores: RecordedStore[] } = {
  version: 10,
  stores: [
    { name: 'clients', keyPath: 'userId', autoIncrement: false, indexes: [] },
    {
      name: 'encrypted_actions',
      keyPath: 'seq',
      autoIncrement: true,
      indexes: [
        {
          name: '[userId+synced+state]',
          keyPath: ['userId', 'synced', 'state'],
          unique: false,
          multiEntry: false,
        },
        { name: 'id', keyPath: 'id', unique: true, multiEntry: false },
        { name: 'userId', keyPath: 'userId', unique: false, multiEntry: false },
      ],
    },
    {
      name: 'encrypted_cache',
      keyPath: ['userId', 'key'],
      autoIncrement: false,
      indexes: [
        { name: '[userId+timestamp]', keyPath: ['userId', 'timestamp'], unique: false, multiEntry: false },
        { name: 'userId', keyPath: 'userId', unique: false, multiEntry: false },
      ],
    },
    { name: 'keys', keyPath: 'userId', autoIncrement: false, indexes: [] },
  ],
};

type Storage = ReturnType<typeof createFakeBrowserStorage>;

const opened: OfflineDatabase[] = [];

function closeAll(): void {
  for (const db of opened.splice(0)) db.close();
}

afterEach(closeAll);

/** Creates the database as Dexie did, with nothing of the app's code. */
async function createDexieDatabase(storage: Storage): Promise<IDBDatabase> {
  const request = storage.indexedDB.open(offlineDatabaseName, dexieLayout.version);
  request.onupgradeneeded = () => {
    for (const recorded of dexieLayout.stores) {
      const store = request.result.createObjectStore(recorded.name, {
        keyPath: recorded.keyPath,
        autoIncrement: recorded.autoIncrement,
      });
      for (const index of recorded.indexes)
        store.createIndex(index.name, index.keyPath, { unique: index.unique, multiEntry: index.multiEntry });
    }
  };
  return requestResult(request);
}

/** The layout of the database as IndexedDB reports it. */
async function readLayout(storage: Storage): Promise<typeof dexieLayout> {
  const database = await requestResult(storage.indexedDB.open(offlineDatabaseName));
  try {
    const names = [...database.objectStoreNames];
    const transaction = database.transaction(names, 'readonly');
    const stores = names.map((name): RecordedStore => {
      const store = transaction.objectStore(name);
      return {
        name,
        keyPath: store.keyPath,
        autoIncrement: store.autoIncrement,
        indexes: [...store.indexNames].map((indexName) => {
          const index = store.index(indexName);
          return {
            name: index.name,
            keyPath: index.keyPath,
            unique: index.unique,
            multiEntry: index.multiEntry,
          };
        }),
      };
    });
    return { version: database.version, stores };
  } finally {
    database.close();
  }
}

function open(storage: Storage): OfflineDatabase {
  const db = openTestDatabase(storage);
  opened.push(db);
  return db;
}

describe('the offline database', () => {
  it('creates, in a new browser, the layout Dexie created', async () => {
    const storage = createFakeBrowserStorage();
    await open(storage).open();
    closeAll();
    expect(await readLayout(storage)).toEqual(dexieLayout);
  });

  it('opens a database Dexie created and keeps its queued actions, keys and cache', async () => {
    const storage = createFakeBrowserStorage();
    const key = await importLocalKey(randomKeyText());
    const indexKey = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256', length: 256 }, false, [
      'sign',
    ]);
    const pending = makeQueuedAction();
    const conflict = makeQueuedAction({ state: 'conflict' });
    const dexieDatabase = await createDexieDatabase(storage);
    const rows: EncryptedActionRow[] = await Promise.all(
      [pending, conflict].map(async (action) => ({
        id: action.id,
        userId: 'user-a',
        synced: 0 as const,
        state: action.state,
        sealed: await encryptJson(key, action),
      })),
    );
    const transaction = dexieDatabase.transaction(['keys', 'clients', actionsTableName], 'readwrite');
    transaction.objectStore('keys').add({ userId: 'user-a', key, indexKey });
    transaction.objectStore('clients').add({ userId: 'user-a', clientId: 'client-1' });
    for (const row of rows) transaction.objectStore(actionsTableName).add(row);
    await new Promise((resolve) => (transaction.oncomplete = resolve));
    dexieDatabase.close();

    const db = open(storage);
    const store = await openStoredUserOfflineStore(db, 'user-a');
    expect(store?.clientId).toBe('client-1');
    expect(await store?.listActions()).toEqual([pending, conflict]);
    expect(await store?.countPending()).toBe(1);
    expect(await store?.countProblems()).toBe(1);
    await store?.writeCache('agenda', { items: ['Vidange'] });
    expect((await store?.readCache('agenda'))?.data).toEqual({ items: ['Vidange'] });

    // The same queue and cache through a second connection: nothing was re-created.
    const again = open(storage);
    expect(await createEncryptedActionQueue(again, 'user-a', key).listPending()).toEqual([pending]);
    const cache = createEncryptedReadCache(again, 'user-a', { key, indexKey }, Date.now);
    expect((await cache.readCache('agenda'))?.data).toEqual({ items: ['Vidange'] });
    closeAll();
    expect(await readLayout(storage)).toEqual(dexieLayout);
    expect(cacheTableName).toBe('encrypted_cache');
  });
});
