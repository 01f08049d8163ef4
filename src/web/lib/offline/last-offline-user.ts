// Which user last signed in on this browser (their id only, in localStorage), so an offline reload, which cannot
// ask the server who is signed in, knows whose offline store to open. Sign-out's wipe forgets it.

export const lastOfflineUserStorageKey = 'offline-last-user';

/** localStorage, or null where it is missing or refused (storage disabled, some private modes). */
function findStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberLastOfflineUser(userId: string): void {
  try {
    findStorage()?.setItem(lastOfflineUserStorageKey, userId);
  } catch {
    // A full or refused storage only means an offline reload will not find the store.
  }
}

export function findLastOfflineUser(): string | null {
  try {
    return findStorage()?.getItem(lastOfflineUserStorageKey) || null;
  } catch {
    return null;
  }
}

/** Forgets the last user; with a user id, only when it is that user (another user's sign-out leaves it). */
export function forgetLastOfflineUser(userId?: string): void {
  try {
    const storage = findStorage();
    if (userId === undefined || storage?.getItem(lastOfflineUserStorageKey) === userId)
      storage?.removeItem(lastOfflineUserStorageKey);
  } catch {
    // Nothing to forget where storage is refused.
  }
}
