// Opens the signed-in user's encrypted store for the runtime (the key from this browser, else from the server)
// and remembers the user for an offline reload.
import { rememberLastOfflineUser } from './last-offline-user';
import { wipeUserOfflineData } from './wipe-user-offline-data';
import { fetchLocalKey } from './local-key-source';
import { getOfflineDatabase } from './offline-database';
import { openUserOfflineStore, type UserOfflineStore } from './user-offline-store';

export async function openSignedInUserStore(userId: string): Promise<UserOfflineStore> {
  const store = await openUserOfflineStore(getOfflineDatabase(), userId, () => fetchLocalKey());
  rememberLastOfflineUser(userId);
  return store;
}

/** Sign-out: the user's key, client id, queue and cache leave this browser. */
export function wipeSignedOutUserData(userId: string): Promise<void> {
  return wipeUserOfflineData(getOfflineDatabase(), userId);
}
