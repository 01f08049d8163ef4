// The layout of the offline IndexedDB database: its stores, keys and indexes, exactly as Dexie 4 created them
// when the app used it (schema version 1, which Dexie opens as IndexedDB version 10, an index named after its key
// path, "[a+b]" for a compound one). Browsers that queued actions then keep them: the app opens the same database
// at the same version and finds the same stores.
import { encryptedStorageKey } from './local-crypto';

export const offlineDatabaseName = 'methapilot-offline';

/** IndexedDB's version of the database (Dexie's schema version 1, times 10). */
export const offlineDatabaseVersion = 10;

export const actionsTableName = encryptedStorageKey('actions');
export const cacheTableName = encryptedStorageKey('cache');

export interface OfflineIndexLayout {
  name: string;
  keyPath: string | string[];
  unique: boolean;
}

export interface OfflineStoreLayout {
  keyPath: string | string[];
  autoIncrement: boolean;
  indexes: OfflineIndexLayout[];
}

/** Every store of the database, by name. */
export const offlineStoreLayouts = {
  keys: { keyPath: 'userId', autoIncrement: false, indexes: [] },
  clients: { keyPath: 'userId', autoIncrement: false, indexes: [] },
  [actionsTableName]: {
    keyPath: 'seq',
    autoIncrement: true,
    indexes: [
      { name: 'id', keyPath: 'id', unique: true },
      { name: 'userId', keyPath: 'userId', unique: false },
      { name: '[userId+synced+state]', keyPath: ['userId', 'synced', 'state'], unique: false },
    ],
  },
  [cacheTableName]: {
    keyPath: ['userId', 'key'],
    autoIncrement: false,
    indexes: [
      { name: 'userId', keyPath: 'userId', unique: false },
      { name: '[userId+timestamp]', keyPath: ['userId', 'timestamp'], unique: false },
    ],
  },
} as const satisfies Record<string, OfflineStoreLayout>;

/** Creates the stores a new database lacks (a browser that never opened it, or one that lost a store). */
export function createMissingStores(database: IDBDatabase): void {
  for (const [name, layout] of Object.entries(offlineStoreLayouts) as [string, OfflineStoreLayout][]) {
    if (database.objectStoreNames.contains(name)) continue;
    const store = database.createObjectStore(name, {
      keyPath: layout.keyPath,
      autoIncrement: layout.autoIncrement,
    });
    for (const index of layout.indexes)
      store.createIndex(index.name, index.keyPath, { unique: index.unique });
  }
}
