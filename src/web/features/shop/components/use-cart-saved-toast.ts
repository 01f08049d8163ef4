import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { offlineRuntime, type OfflineSnapshot } from '../../../lib/offline/offline-runtime';
import { pendingActionsOf } from '../../../lib/offline/pending-overlay';
import { toast } from '../../../lib/toast';

const waitingCartActions = (snapshot: OfflineSnapshot) =>
  new Set(pendingActionsOf(snapshot.actions, 'cart_items').map((action) => action.id));

/**
 * "Panier enregistré" once cart changes made offline have reached the server: some waiting cart actions left the
 * queue as synced (a refused one stays in it, for the problems dialog). Told once the sync is over, after the
 * sync's own count.
 */
export function useCartSavedToast(): void {
  const { t } = useTranslation('shop');
  const waiting = useRef(waitingCartActions(offlineRuntime.getSnapshot()));
  const hasSent = useRef(false);

  useEffect(
    () =>
      offlineRuntime.subscribe(() => {
        const snapshot = offlineRuntime.getSnapshot();
        const stillQueued = new Set(snapshot.actions.map((action) => action.id));
        for (const id of waiting.current) {
          if (!stillQueued.has(id)) hasSent.current = true;
        }
        waiting.current = waitingCartActions(snapshot);
        if (hasSent.current && !snapshot.isSyncing) {
          hasSent.current = false;
          void toast.success(t('cart.toasts.saved'));
        }
      }),
    [t],
  );
}
