// Test support for the offline store's unit tests (Node, no browser): a fresh fake IndexedDB per test, raw reads
// of what IndexedDB holds (as someone reading the disk would), queued actions, keys and a memory localStorage.
import Dexie from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { OfflineDatabase, type OfflineDatabaseOptions, offlineDatabaseName } from './offline-database';
import type { QueuedAction } from './queued-action';

// Dexie's liveQuery runs only where it found an IndexedDB when it loaded; Node has none.
Dexie.dependencies.indexedDB = new IDBFactory();
Dexie.dependencies.IDBKeyRange = IDBKeyRange;

/** One browser's IndexedDB: every OfflineDatabase made from it sees the same data (a reload, another tab). */
export function createFakeBrowserStorage(): OfflineDatabaseOptions {
  return { indexedDB: new IDBFactory(), IDBKeyRange };
}

export function openTestDatabase(storage: OfflineDatabaseOptions): OfflineDatabase {
  return new OfflineDatabase(storage);
}

/** The rows of a table exactly as IndexedDB stores them, read without the app's schema. */
export async function readRawRows(storage: OfflineDatabaseOptions, tableName: string): Promise<unknown[]> {
  const raw = new Dexie(offlineDatabaseName, storage);
  try {
    await raw.open();
    const rows: unknown[] = await raw.table(tableName).toArray();
    return rows;
  } finally {
    raw.close();
  }
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
