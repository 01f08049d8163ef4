import { useMemo, useSyncExternalStore } from 'react';
import { offlineRuntime } from '../../../lib/offline/offline-runtime';
import { pendingActionsOf } from '../../../lib/offline/pending-overlay';

/** The ids of the cart lines with a change still waiting in the offline queue (shown as "En attente d'envoi"). */
export function usePendingCartLines(): ReadonlySet<string> {
  const snapshot = useSyncExternalStore(offlineRuntime.subscribe, offlineRuntime.getSnapshot);
  return useMemo(
    () => new Set(pendingActionsOf(snapshot.actions, 'cart_items').map((action) => action.recordId)),
    [snapshot.actions],
  );
}
