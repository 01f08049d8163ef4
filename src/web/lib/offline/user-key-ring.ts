// The user's keys and client id in the offline database: kept once per user and browser, so an offline reload
// can decrypt without the server. When two tabs store at the same time, the first write wins and both use it.
import type { OfflineDatabase, StoredUserKeys } from './offline-database';

/** The keys stored for the user, or null when this browser has none yet. */
export async function findStoredUserKeys(
  db: OfflineDatabase,
  userId: string,
): Promise<StoredUserKeys | null> {
  return (await db.read('keys', (store) => store.get(userId))) ?? null;
}

/** A non-extractable HMAC key drawn in this browser, to name cache entries without their key in clear. */
async function generateIndexKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256', length: 256 }, false, ['sign']);
}

/** Stores the user's AES-GCM key (and a new index key) unless another tab did first; returns what is stored. */
export async function storeUserKeys(
  db: OfflineDatabase,
  userId: string,
  key: CryptoKey,
): Promise<StoredUserKeys> {
  const indexKey = await generateIndexKey();
  return db.write('keys', async (store) => {
    const existing = await store.get(userId);
    if (existing) return existing;
    const stored: StoredUserKeys = { userId, key, indexKey };
    await store.add(stored);
    return stored;
  });
}

/** This browser's client id for the user: a random uuid drawn on first use, then always the same. */
export async function ensureClientId(db: OfflineDatabase, userId: string): Promise<string> {
  return db.write('clients', async (store) => {
    const existing = await store.get(userId);
    if (existing) return existing.clientId;
    const clientId = crypto.randomUUID();
    await store.add({ userId, clientId });
    return clientId;
  });
}
