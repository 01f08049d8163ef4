// Sign-out wipes the user's local offline data (issue 6 point 6): their key, client id, queue and read cache, in
// one transaction, and the "last user" mark when it names them. Other users' data on this browser is untouched.
import { actionsTableName, cacheTableName, type OfflineDatabase } from './offline-database';
import { forgetLastOfflineUser } from './last-offline-user';

export async function wipeUserOfflineData(db: OfflineDatabase, userId: string): Promise<void> {
  const stores = ['keys', 'clients', actionsTableName, cacheTableName] as const;
  await db.transaction('readwrite', [...stores], async (transaction) => {
    await transaction.store('keys').delete(userId);
    await transaction.store('clients').delete(userId);
    await transaction.store(actionsTableName).deleteMatching(userId, 'userId');
    await transaction.store(cacheTableName).deleteMatching(userId, 'userId');
  });
  forgetLastOfflineUser(userId);
}
