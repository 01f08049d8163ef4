// Sign-out wipes the user's local offline data (issue 6 point 6): their key, client id, queue and read cache, in
// one transaction, and the "last user" mark when it names them. Other users' data on this browser is untouched.
import type { OfflineDatabase } from './offline-database';
import { forgetLastOfflineUser } from './last-offline-user';

export async function wipeUserOfflineData(db: OfflineDatabase, userId: string): Promise<void> {
  await db.transaction('rw', [db.keys, db.clients, db.actions, db.cache], async () => {
    await db.keys.delete(userId);
    await db.clients.delete(userId);
    await db.actions.where('userId').equals(userId).delete();
    await db.cache.where('userId').equals(userId).delete();
  });
  forgetLastOfflineUser(userId);
}
