// The signed-in user's session status kept in their encrypted cache, so an offline reload (the server cannot say
// who is signed in) opens the app on the data of the user who last signed in on this browser. It expires with
// the cache (24 h); the server decides again as soon as it answers.
import type { TSessionStatus } from '../../../shared/contracts/account';
import { findLastOfflineUser } from './last-offline-user';
import { getOfflineDatabase } from './offline-database';
import { openStoredUserOfflineStore } from './user-offline-store';

export const sessionCacheKey = 'session-status';

/** The last signed-in user's status, or null (nobody signed in here, no key kept, expired, unreadable). */
export async function readOfflineSession(): Promise<TSessionStatus | null> {
  const userId = findLastOfflineUser();
  if (!userId) return null;
  const store = await openStoredUserOfflineStore(getOfflineDatabase(), userId);
  const cached = await store?.readCache<TSessionStatus>(sessionCacheKey);
  return cached && cached.data.user.id === userId ? cached.data : null;
}
