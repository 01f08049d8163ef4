// The user's read cache (issue 6 point 4, spec §3 "Cache entry: data plus timestamp", §9: entries expire after
// 24 h): what the user has seen stays readable offline. The data is sealed with the user's key and the entry is
// named by an HMAC of the caller's key (a key such as a list's search text is user data too).
import { cacheTableName, type OfflineDatabase } from './offline-database';
import { decryptJson, encryptJson } from './local-crypto';

/** Spec §9: cache entries expire after 24 h. */
export const cacheMaxAgeMs = 24 * 60 * 60 * 1000;

export interface TCachedValue<T> {
  data: T;
  /** When it was written (ms since the epoch). */
  timestamp: number;
}

export interface EncryptedReadCache {
  writeCache(key: string, data: unknown): Promise<void>;
  /** The entry, or null when there is none, it is `maxAgeMs` old or older (it is then deleted) or unreadable. */
  readCache<T>(key: string, maxAgeMs?: number): Promise<TCachedValue<T> | null>;
  /** Deletes the user's entries that are `maxAgeMs` old or older; returns how many. */
  purgeExpiredCache(maxAgeMs?: number): Promise<number>;
}

/** What is sealed: the caller's key travels with the data, so an entry moved under another name is refused. */
interface SealedCacheEntry {
  key: string;
  data: unknown;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export function createEncryptedReadCache(
  db: OfflineDatabase,
  userId: string,
  keys: { key: CryptoKey; indexKey: CryptoKey },
  now: () => number,
): EncryptedReadCache {
  async function entryName(cacheKey: string): Promise<string> {
    const mac = await crypto.subtle.sign('HMAC', keys.indexKey, new TextEncoder().encode(cacheKey));
    return toBase64Url(new Uint8Array(mac));
  }

  /** Deletes an entry unless another write replaced it since it was read. */
  async function deleteEntry(name: string, timestamp: number): Promise<void> {
    await db.write(cacheTableName, async (store) => {
      const latest = await store.get([userId, name]);
      if (latest?.timestamp === timestamp) await store.delete([userId, name]);
    });
  }

  async function openEntry(cacheKey: string, sealed: string): Promise<{ data: unknown } | null> {
    try {
      const entry = await decryptJson<SealedCacheEntry>(keys.key, sealed);
      return entry.key === cacheKey ? { data: entry.data } : null;
    } catch {
      return null;
    }
  }

  return {
    writeCache: async (cacheKey, data) => {
      const entry: SealedCacheEntry = { key: cacheKey, data };
      const [name, sealed] = await Promise.all([entryName(cacheKey), encryptJson(keys.key, entry)]);
      await db.write(cacheTableName, (store) => store.put({ userId, key: name, sealed, timestamp: now() }));
    },
    readCache: async <T>(cacheKey: string, maxAgeMs = cacheMaxAgeMs): Promise<TCachedValue<T> | null> => {
      const name = await entryName(cacheKey);
      const row = await db.read(cacheTableName, (store) => store.get([userId, name]));
      if (!row) return null;
      const opened = now() - row.timestamp >= maxAgeMs ? null : await openEntry(cacheKey, row.sealed);
      if (!opened) {
        await deleteEntry(name, row.timestamp);
        return null;
      }
      return { data: opened.data as T, timestamp: row.timestamp };
    },
    purgeExpiredCache: async (maxAgeMs = cacheMaxAgeMs) => {
      const expired = db.keyRange.bound([userId, -Infinity], [userId, now() - maxAgeMs]);
      return db.write(cacheTableName, (store) => store.deleteMatching(expired, '[userId+timestamp]'));
    },
  };
}
