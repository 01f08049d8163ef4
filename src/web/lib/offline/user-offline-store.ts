// Opens one user's encrypted offline store (issue 6 points 2, 4, 6): their queue and read cache under their key,
// and this browser's client id for them. The key comes from the offline database, or once from the server
// (GET /api/offline/key) and is then kept there as a non-extractable CryptoKey, so an offline reload can decrypt.
// Without WebCrypto nothing is opened: the caller says so to the user instead of storing in clear.
import type { OfflineDatabase, StoredUserKeys } from './offline-database';
import { type EncryptedActionQueue, createEncryptedActionQueue } from './encrypted-action-queue';
import { type EncryptedReadCache, createEncryptedReadCache } from './encrypted-read-cache';
import { LocalCryptoError, importLocalKey, isLocalEncryptionAvailable } from './local-crypto';
import { ensureClientId, findStoredUserKeys, storeUserKeys } from './user-key-ring';

export interface UserOfflineStore extends EncryptedActionQueue, EncryptedReadCache {
  readonly userId: string;
  /** This browser's id for the user, sent with every replay (a client id belongs to one user). */
  readonly clientId: string;
}

export interface UserOfflineStoreOptions {
  /** The clock of the cache's timestamps (tests set it). */
  now?: () => number;
}

function requireLocalEncryption(): void {
  if (!isLocalEncryptionAvailable()) throw new LocalCryptoError('unavailable', 'offline:errors.unavailable');
}

async function buildStore(
  db: OfflineDatabase,
  userId: string,
  keys: StoredUserKeys,
  { now = Date.now }: UserOfflineStoreOptions,
): Promise<UserOfflineStore> {
  const clientId = await ensureClientId(db, userId);
  return {
    userId,
    clientId,
    ...createEncryptedActionQueue(db, userId, keys.key),
    ...createEncryptedReadCache(db, userId, keys, now),
  };
}

/**
 * The user's store, with the key stored in this browser or, when there is none, the one `fetchKey` gives (the
 * base64 text of GET /api/offline/key), imported non-extractable and stored.
 */
export async function openUserOfflineStore(
  db: OfflineDatabase,
  userId: string,
  fetchKey: () => Promise<string>,
  options: UserOfflineStoreOptions = {},
): Promise<UserOfflineStore> {
  requireLocalEncryption();
  const keys =
    (await findStoredUserKeys(db, userId)) ??
    (await storeUserKeys(db, userId, await importLocalKey(await fetchKey())));
  return buildStore(db, userId, keys, options);
}

/** The user's store without the server (an offline reload); null when this browser holds no key for them. */
export async function openStoredUserOfflineStore(
  db: OfflineDatabase,
  userId: string,
  options: UserOfflineStoreOptions = {},
): Promise<UserOfflineStore | null> {
  requireLocalEncryption();
  const keys = await findStoredUserKeys(db, userId);
  return keys ? buildStore(db, userId, keys, options) : null;
}
