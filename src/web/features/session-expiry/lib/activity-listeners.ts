/**
 * Activity is shared between the tabs of one browser: a user working in one tab must not be signed out by
 * another, idle one (both run the same session). Only a time goes to local storage, never a token.
 */
export const sharedActivityStorageKey = 'session-last-activity';

export function shareActivity(atMs: number): void {
  try {
    localStorage.setItem(sharedActivityStorageKey, String(atMs));
  } catch {
    // private mode or full storage: each tab then counts on its own
  }
}

/** Calls back with the time of each activity another tab reports; returns the unsubscribe. */
export function listenToSharedActivity(onActivity: (atMs: number) => void): () => void {
  const handleStorage = (event: StorageEvent) => {
    if (event.key !== sharedActivityStorageKey || event.newValue === null) return;
    const atMs = Number(event.newValue);
    if (Number.isFinite(atMs)) onActivity(atMs);
  };
  window.addEventListener('storage', handleStorage);
  return () => {
    window.removeEventListener('storage', handleStorage);
  };
}

/** Spec §4: any mouse, key, scroll, touch or click counts as activity. */
const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;

/** Listens to the user's activity in this tab (capture, so scrolls of inner panels count too). */
export function listenToUserActivity(onActivity: () => void): () => void {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  for (const type of activityEvents) window.addEventListener(type, onActivity, options);
  return () => {
    for (const type of activityEvents) window.removeEventListener(type, onActivity, options);
  };
}
