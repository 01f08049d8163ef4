// Sign-out reaches the user's other tabs at once (issue 6): the tab that signs out wipes the user's offline data,
// and the others must stop their offline layer before it writes to the queue or the cache again, and leave for
// the sign-in page. One BroadcastChannel per tab carries the news between the tabs of this browser (never to the
// server); a channel does not hear its own messages, so the tab that signs out is not told.

const channelName = 'methapilot-session';

interface SignedOutMessage {
  type: 'signed-out';
  /** The user who signed out (null: unknown, every tab treats it as theirs). */
  userId: string | null;
}

function isSignedOutMessage(data: unknown): data is SignedOutMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'signed-out';
}

const listeners = new Set<(userId: string | null) => void>();
let tabChannel: BroadcastChannel | null | undefined;

/** This tab's channel, opened on first use (null where the browser has none). */
function channel(): BroadcastChannel | null {
  if (tabChannel !== undefined) return tabChannel;
  tabChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
  tabChannel?.addEventListener('message', (event: MessageEvent) => {
    if (!isSignedOutMessage(event.data)) return;
    for (const listener of listeners) listener(event.data.userId);
  });
  return tabChannel;
}

/** Tells the other tabs that `userId` signed out in this one. */
export function announceSignOut(userId: string | null): void {
  const message: SignedOutMessage = { type: 'signed-out', userId };
  channel()?.postMessage(message);
}

/** Calls `listener` with the user id each time another tab signs out; returns the unsubscribe. */
export function onSignOutElsewhere(listener: (userId: string | null) => void): () => void {
  channel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Closes this tab's channel (tests end with it, so that the process can exit). */
export function closeSignOutChannel(): void {
  tabChannel?.close();
  tabChannel = undefined;
  listeners.clear();
}
