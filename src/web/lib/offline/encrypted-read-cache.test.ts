import { afterEach, describe, expect, it } from 'vitest';
import {
  createFakeBrowserStorage,
  allRows,
  changeRow,
  countRows,
  ivOf,
  openTestDatabase,
  randomKeyText,
  readRawRows,
} from './offline-test-support';
import { cacheMaxAgeMs, createEncryptedReadCache } from './encrypted-read-cache';
import { importLocalKey } from './local-crypto';
import { type OfflineDatabase, cacheTableName } from './offline-database';

const opened: OfflineDatabase[] = [];
const hour = 60 * 60 * 1000;
const writtenAt = Date.parse('2025-03-14T08:00:00Z');

afterEach(() => {
  for (const db of opened.splice(0)) db.close();
});

async function newKeys() {
  const indexKey = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return { key: await importLocalKey(randomKeyText()), indexKey };
}

async function setUp() {
  const storage = createFakeBrowserStorage();
  const db = openTestDatabase(storage);
  opened.push(db);
  const clock = { now: writtenAt };
  const cacheFor = async (userId: string) =>
    createEncryptedReadCache(db, userId, await newKeys(), () => clock.now);
  return { storage, db, clock, cache: await cacheFor('user-a'), cacheFor };
}

const stockPage = { items: [{ name: 'Charbon actif', quantity: 12 }], total: 1 };
const stockKey = 'stock_items:list:q=charbon';

describe('the encrypted read cache', () => {
  it('gives an entry back with its timestamp for 24 h, then deletes it', async () => {
    const { storage, clock, cache } = await setUp();
    await cache.writeCache(stockKey, stockPage);

    clock.now = writtenAt + cacheMaxAgeMs - 1;
    expect(await cache.readCache(stockKey)).toEqual({ data: stockPage, timestamp: writtenAt });
    clock.now = writtenAt + cacheMaxAgeMs;
    expect(await cache.readCache(stockKey)).toBeNull();
    expect(await readRawRows(storage, cacheTableName)).toHaveLength(0);
  });

  it('restarts the 24 h when the entry is written again, and honours a shorter age', async () => {
    const { clock, cache } = await setUp();
    await cache.writeCache(stockKey, stockPage);
    clock.now = writtenAt + 20 * hour;
    await cache.writeCache(stockKey, { items: [], total: 0 });
    clock.now = writtenAt + 30 * hour;
    expect(await cache.readCache(stockKey)).toEqual({
      data: { items: [], total: 0 },
      timestamp: writtenAt + 20 * hour,
    });
    expect(await cache.readCache(stockKey, 5 * hour)).toBeNull();
  });

  it('purges the expired entries and keeps the fresh ones', async () => {
    const { clock, cache } = await setUp();
    await cache.writeCache('old', 1);
    clock.now = writtenAt + 10 * hour;
    await cache.writeCache('fresh', 2);
    clock.now = writtenAt + 25 * hour;
    expect(await cache.purgeExpiredCache()).toBe(1);
    expect(await cache.readCache('fresh')).toEqual({ data: 2, timestamp: writtenAt + 10 * hour });
    expect(await cache.readCache('old')).toBeNull();
  });

  it('keeps neither the key nor the data in clear, each entry under its own IV', async () => {
    const { storage, cache } = await setUp();
    await cache.writeCache(stockKey, stockPage);
    await cache.writeCache('stock_items:list:q=charbon&page=2', stockPage);

    const rows = (await readRawRows(storage, cacheTableName)) as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    const text = JSON.stringify(rows);
    for (const clear of ['charbon', 'Charbon', 'stock_items', 'quantity']) expect(text).not.toContain(clear);
    expect(new Set(rows.map((row) => ivOf(String(row['sealed'])))).size).toBe(2);
  });

  it('treats an entry it cannot decrypt, or one moved under another name, as missing', async () => {
    const { db, cache } = await setUp();
    await cache.writeCache('agenda', { items: ['Vidange'] });
    await cache.writeCache('budget', { items: ['Facture'] });
    const [first, second] = await allRows(db, cacheTableName);
    if (!first || !second) throw new Error('two entries expected');
    // The second entry's name now holds the first entry's sealed data.
    await changeRow(db, cacheTableName, [second.userId, second.key], { sealed: first.sealed });
    const readable = await Promise.all([cache.readCache('agenda'), cache.readCache('budget')]);
    expect(readable.filter((entry) => entry !== null)).toHaveLength(1);

    const [remaining] = await allRows(db, cacheTableName);
    await changeRow(db, cacheTableName, [remaining?.userId ?? '', remaining?.key ?? ''], {
      sealed: 'v1.AAAA.AAAA',
    });
    expect(await cache.readCache('agenda')).toBeNull();
    expect(await cache.readCache('budget')).toBeNull();
    expect(await countRows(db, cacheTableName)).toBe(0);
  });

  it('is per user: another user on the same browser does not read it', async () => {
    const { cache, cacheFor } = await setUp();
    const otherCache = await cacheFor('user-b');
    await cache.writeCache(stockKey, stockPage);
    expect(await otherCache.readCache(stockKey)).toBeNull();
    expect(await cache.readCache(stockKey)).toEqual({ data: stockPage, timestamp: writtenAt });
  });
});
