// The browser's IndexedDB database for offline work (issue 6, spec §3, §9), through Dexie 4. Every transaction is
// opened with strict durability, so a queued action is on disk when its write resolves. Tables holding user data
// carry the spec's `encrypted_` prefix and keep that data only sealed with the user's key (local-crypto.ts).
import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { TQueuedActionState } from './queued-action';
import { encryptedStorageKey } from './local-crypto';

export const offlineDatabaseName = 'methapilot-offline';

export const actionsTableName = encryptedStorageKey('actions');
export const cacheTableName = encryptedStorageKey('cache');

/**
 * The user's keys, as CryptoKey objects (IndexedDB keeps them by structured clone, still non-extractable): the
 * AES-GCM key from the server, and an HMAC key drawn in this browser that names cache entries without showing
 * their key in clear.
 */
export interface StoredUserKeys {
  userId: string;
  key: CryptoKey;
  indexKey: CryptoKey;
}

/** This browser's client id for the user (spec: a client id belongs to one user), drawn once. */
export interface StoredClientId {
  userId: string;
  clientId: string;
}

/**
 * One queued action. Only what ordering and counting need is in clear (the action's id, its owner, synced 0/1
 * and its state); the action itself (table, record id, data...) is in `sealed`.
 */
export interface EncryptedActionRow {
  /** Auto-increment: the queue's order. */
  seq?: number;
  id: string;
  userId: string;
  synced: 0 | 1;
  state: TQueuedActionState;
  sealed: string;
}

/** One read-cache entry (spec §3 "Cache entry: data plus timestamp"); `key` is the HMAC of the caller's key. */
export interface EncryptedCacheRow {
  userId: string;
  key: string;
  sealed: string;
  /** When it was written (ms since the epoch), in clear so expired entries can be found without the key. */
  timestamp: number;
}

/** Where Dexie finds IndexedDB: the browser's by default, a fake-indexeddb factory in unit tests. */
export type OfflineDatabaseOptions = Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>;

export class OfflineDatabase extends Dexie {
  readonly keys: Table<StoredUserKeys, string>;
  readonly clients: Table<StoredClientId, string>;
  readonly actions: Table<EncryptedActionRow, number>;
  readonly cache: Table<EncryptedCacheRow, [string, string]>;

  constructor(options: OfflineDatabaseOptions = {}) {
    super(offlineDatabaseName, { ...options, chromeTransactionDurability: 'strict' });
    this.version(1).stores({
      keys: 'userId',
      clients: 'userId',
      [actionsTableName]: '++seq, &id, userId, [userId+synced+state]',
      [cacheTableName]: '[userId+key], userId, [userId+timestamp]',
    });
    this.keys = this.table('keys');
    this.clients = this.table('clients');
    this.actions = this.table(actionsTableName);
    this.cache = this.table(cacheTableName);
  }
}

let sharedDatabase: OfflineDatabase | undefined;

/** The page's one instance (Dexie opens it on first use). */
export function getOfflineDatabase(): OfflineDatabase {
  sharedDatabase ??= new OfflineDatabase();
  return sharedDatabase;
}
