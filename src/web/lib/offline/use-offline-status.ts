// The offline layer's state for React (badge, problems dialog): re-renders on every change of the runtime.
import { useSyncExternalStore } from 'react';
import { offlineRuntime, type OfflineSnapshot } from './offline-runtime';

export function useOfflineStatus(): OfflineSnapshot {
  return useSyncExternalStore(offlineRuntime.subscribe, offlineRuntime.getSnapshot);
}

/** The badge's three states (spec §2). */
export type TConnectivityState = 'online' | 'offline' | 'pending';

export function connectivityStateOf(
  snapshot: Pick<OfflineSnapshot, 'isOnline' | 'pending'>,
): TConnectivityState {
  if (!snapshot.isOnline) return 'offline';
  return snapshot.pending > 0 ? 'pending' : 'online';
}
