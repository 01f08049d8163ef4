// Starts the offline layer for the signed-in user while the shell is shown (also when working offline on the
// last user's data), keeps their session status in their encrypted cache for an offline reload, and stops the
// layer when the shell goes (sign-out).
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { offlineRuntime } from '../../lib/offline/offline-runtime';
import { sessionCacheKey } from '../../lib/offline/offline-session';
import { openSignedInUserStore } from '../../lib/offline/open-user-store';
import { syncToasts } from '../../lib/offline/sync-toasts';
import { sessionUserId, useSession } from '../../lib/session/session-context';

export function useOfflineRuntime(queryClient: QueryClient): void {
  const { state } = useSession();
  const userId = sessionUserId(state);
  const onlineStatus = state.phase === 'signed-in' ? state.status : null;
  const start = () => {
    if (userId) {
      void offlineRuntime.start({
        userId,
        queryClient,
        openStore: openSignedInUserStore,
        notifier: syncToasts,
      });
    }
  };
  // Started while the shell renders, before the pages' first reads (their effects run before this hook's):
  // those reads then go through the encrypted cache too. Starting again for the same user does nothing.
  if (userId && offlineRuntime.userId !== userId) start();
  useEffect(start);
  useEffect(
    () => () => {
      offlineRuntime.stop();
    },
    [],
  );

  useEffect(() => {
    if (!onlineStatus) return;
    void offlineRuntime
      .whenReady()
      .then(() => offlineRuntime.store()?.writeCache(sessionCacheKey, onlineStatus))
      .catch(() => undefined);
  }, [onlineStatus]);
}
