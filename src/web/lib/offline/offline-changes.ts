// Tells the offline queue's subscribers that it changed: the listeners of this page at once, and the other tabs
// of this browser through a BroadcastChannel (never to another browser). The database calls `announceChange`
// after each committed write to the queue.

const channelName = 'methapilot-offline-changes';

type Listener = () => void;

const listeners = new Set<Listener>();
let tabChannel: BroadcastChannel | null | undefined;

function notifyListeners(): void {
  for (const listener of [...listeners]) listener();
}

function channel(): BroadcastChannel | null {
  if (tabChannel !== undefined) return tabChannel;
  tabChannel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
  if (tabChannel) {
    tabChannel.onmessage = notifyListeners;
    // In Node (unit tests), an open channel would keep the process alive.
    (tabChannel as BroadcastChannel & { unref?: () => void }).unref?.();
  }
  return tabChannel;
}

/** A write to the queue was committed: this page's listeners and the other tabs hear of it. */
export function announceChange(): void {
  notifyListeners();
  channel()?.postMessage('queue');
}

/** Calls `listener` after each change of the queue, made in this page or another tab; returns the unsubscribe. */
export function onOfflineChange(listener: Listener): () => void {
  channel();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
