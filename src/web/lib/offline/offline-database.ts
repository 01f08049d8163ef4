// The browser's IndexedDB database for offline work (issue 6, spec §3, §9), through a small typed wrapper of our
// own (offline-schema.ts holds its layout, the one Dexie created before). Every write transaction is opened with
// strict durability, so a queued action is on disk when its write resolves. Stores holding user data carry the
// spec's `encrypted_` prefix and keep that data only sealed with the user's key (local-crypto.ts).
import type { TQueuedActionState } from './queued-action';
import { TypedStore } from './idb-store';
import { announceChange } from './offline-changes';
import type { cacheTableName } from './offline-schema';
import {
  actionsTableName,
  createMissingStores,
  offlineDatabaseName,
  offlineDatabaseVersion,
} from './offline-schema';

export { actionsTableName, cacheTableName, offlineDatabaseName } from './offline-schema';

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

/** The rows of each store. */
export interface OfflineRows {
  keys: StoredUserKeys;
  clients: StoredClientId;
  [actionsTableName]: EncryptedActionRow;
  [cacheTableName]: EncryptedCacheRow;
}

export type OfflineStoreName = keyof OfflineRows;

/** The stores of one transaction. */
export interface OfflineTransaction {
  store<TName extends OfflineStoreName>(name: TName): TypedStore<OfflineRows[TName]>;
}

/** Where the database lives: the browser's IndexedDB by default, a fake-indexeddb factory in unit tests. */
export interface OfflineDatabaseOptions {
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
}

export class OfflineDatabase {
  private connection: Promise<IDBDatabase> | null = null;

  constructor(private readonly options: OfflineDatabaseOptions = {}) {}

  /** The key ranges of this database's IndexedDB. */
  get keyRange(): typeof IDBKeyRange {
    return this.options.IDBKeyRange ?? globalThis.IDBKeyRange;
  }

  /** The open connection, opened (and created or completed when needed) on first use. */
  open(): Promise<IDBDatabase> {
    this.connection ??= this.connect().then(
      (database) => {
        // Another tab opening a later version: this connection steps aside, the next use opens again.
        database.onversionchange = () => {
          this.close();
        };
        return database;
      },
      (error: unknown) => {
        this.connection = null;
        throw error;
      },
    );
    return this.connection;
  }

  private connect(): Promise<IDBDatabase> {
    const factory = this.options.indexedDB ?? globalThis.indexedDB;
    return new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(offlineDatabaseName, offlineDatabaseVersion);
      request.onupgradeneeded = () => {
        createMissingStores(request.result);
      };
      request.onsuccess = () => {
        resolve(request.result);
      };
      request.onerror = () => {
        reject(request.error ?? new Error(`could not open ${offlineDatabaseName}`));
      };
    }).catch((error: unknown) => {
      // A later version of the app made the database newer: its stores are still these, open it as it is.
      if (error instanceof DOMException && error.name === 'VersionError') return this.openAsItIs(factory);
      throw error;
    });
  }

  private openAsItIs(factory: IDBFactory): Promise<IDBDatabase> {
    const request = factory.open(offlineDatabaseName);
    return new Promise((resolve, reject) => {
      request.onsuccess = () => {
        resolve(request.result);
      };
      request.onerror = () => {
        reject(request.error ?? new Error(`could not open ${offlineDatabaseName}`));
      };
    });
  }

  /**
   * Runs `work` in one transaction over `stores` and resolves with its result once the transaction completed
   * (for a write: committed, on disk). A failing `work` aborts the transaction: none of its writes stay.
   */
  async transaction<T>(
    mode: IDBTransactionMode,
    stores: OfflineStoreName[],
    work: (transaction: OfflineTransaction) => Promise<T>,
  ): Promise<T> {
    const database = await this.open();
    const transaction =
      mode === 'readwrite'
        ? database.transaction(stores, mode, { durability: 'strict' })
        : database.transaction(stores, mode);
    const completed = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => {
        resolve();
      };
      transaction.onabort = () => {
        reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
      };
    });
    let result: T;
    try {
      result = await work({ store: (name) => new TypedStore(transaction.objectStore(name)) });
    } catch (error) {
      completed.catch(() => undefined);
      try {
        transaction.abort();
      } catch {
        // Already finished (the failed request aborted it).
      }
      throw error;
    }
    await completed;
    if (mode === 'readwrite' && stores.includes(actionsTableName)) announceChange();
    return result;
  }

  /** Reads from one store in its own transaction. */
  read<TName extends OfflineStoreName, T>(
    name: TName,
    work: (store: TypedStore<OfflineRows[TName]>) => Promise<T>,
  ): Promise<T> {
    return this.transaction('readonly', [name], (transaction) => work(transaction.store(name)));
  }

  /** Writes to one store in its own strict-durability transaction. */
  write<TName extends OfflineStoreName, T>(
    name: TName,
    work: (store: TypedStore<OfflineRows[TName]>) => Promise<T>,
  ): Promise<T> {
    return this.transaction('readwrite', [name], (transaction) => work(transaction.store(name)));
  }

  close(): void {
    const connection = this.connection;
    this.connection = null;
    void connection?.then(
      (database) => {
        database.close();
      },
      () => undefined,
    );
  }
}

let sharedDatabase: OfflineDatabase | undefined;

/** The page's one instance (opened on first use). */
export function getOfflineDatabase(): OfflineDatabase {
  sharedDatabase ??= new OfflineDatabase();
  return sharedDatabase;
}
