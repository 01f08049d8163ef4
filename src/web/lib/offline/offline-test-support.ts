// Test support for the offline store's unit tests (Node, no browser): a fresh fake IndexedDB per test, raw reads
// of what IndexedDB holds (as someone reading the disk would), queued actions, keys and a memory localStorage.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { requestResult } from './idb-store';
import {
  OfflineDatabase,
  type OfflineDatabaseOptions,
  type OfflineRows,
  type OfflineStoreName,
  offlineDatabaseName,
} from './offline-database';
import type { QueuedAction } from './queued-action';

/** One browser's IndexedDB: every OfflineDatabase made from it sees the same data (a reload, another tab). */
export function createFakeBrowserStorage(): Required<OfflineDatabaseOptions> {
  return { indexedDB: new IDBFactory(), IDBKeyRange };
}

export function openTestDatabase(storage: OfflineDatabaseOptions): OfflineDatabase {
  return new OfflineDatabase(storage);
}

/** The rows of a table exactly as IndexedDB stores them, read without the app's schema. */
export async function readRawRows(
  storage: Required<OfflineDatabaseOptions>,
  tableName: string,
): Promise<unknown[]> {
  const raw = await requestResult(storage.indexedDB.open(offlineDatabaseName));
  try {
    const rows: unknown[] = await requestResult(
      raw.transaction(tableName, 'readonly').objectStore(tableName).getAll(),
    );
    return rows;
  } finally {
    raw.close();
  }
}

/** Every row of a store, through the app's database. */
export function allRows<TName extends OfflineStoreName>(
  db: OfflineDatabase,
  name: TName,
): Promise<OfflineRows[TName][]> {
  return db.read(name, (store) => store.getAll());
}

export function countRows(db: OfflineDatabase, name: OfflineStoreName): Promise<number> {
  return db.read(name, (store) => store.count());
}

/** Changes some columns of one row, as a change made on the disk would. */
export function changeRow<TName extends OfflineStoreName>(
  db: OfflineDatabase,
  name: TName,
  key: IDBValidKey,
  patch: Partial<OfflineRows[TName]>,
): Promise<void> {
  return db.write(name, async (store) => {
    const row = await store.get(key);
    if (!row) throw new Error(`no row ${JSON.stringify(key)} in ${name}`);
    await store.put({ ...row, ...patch });
  });
}

/** 32 random key bytes, base64, as GET /api/offline/key sends them. */
export function randomKeyText(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64');
}

export function makeQueuedAction(overrides: Partial<QueuedAction> = {}): QueuedAction {
  return {
    id: crypto.randomUUID(),
    table: 'stock_items',
    action: 'insert',
    recordId: crypto.randomUUID(),
    data: { name: 'Charbon actif', quantity: 12, location: 'Hangar nord' },
    timestamp: '2025-03-14T08:30:00.000Z',
    synced: false,
    state: 'pending',
    ...overrides,
  };
}

/** The IV part of a sealed value (`v1.<iv>.<data>`). */
export function ivOf(sealed: string): string {
  return sealed.split('.')[1] ?? '';
}

/** A localStorage kept in memory (Node has none). */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();

  get length(): number {
    return this.items.size;
  }

  clear(): void {
    this.items.clear();
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}
