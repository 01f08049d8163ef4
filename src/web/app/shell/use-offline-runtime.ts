// Starts the offline layer for the signed-in user while the shell is shown (also when working offline on the
// last user's data), keeps their session status in their encrypted cache for an offline reload, and stops the
// layer when the shell goes (sign-out), also when the user signs out in another tab.
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { offlineRuntime } from '../../lib/offline/offline-runtime';
import { sessionCacheKey } from '../../lib/offline/offline-session';
import { openSignedInUserStore, wipeSignedOutUserData } from '../../lib/offline/open-user-store';
import { syncToasts } from '../../lib/offline/sync-toasts';
import { sessionUserId, useSession } from '../../lib/session/session-context';
import { onSignOutElsewhere } from '../../lib/session/sign-out-broadcast';

export function useOfflineRuntime(queryClient: QueryClient): void {
  const { state, markSignedOut } = useSession();
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
  // those reads then go through the encrypted cache too. Starting again for the same user only hands the runtime
  // this shell's query client (the one its pages use, when React threw away an earlier render).
  if (userId && offlineRuntime.userId !== userId) start();
  useEffect(start);
  useEffect(
    () => () => {
      offlineRuntime.stop();
    },
    [],
  );

  // Another tab signed this user out: leave for the sign-in page (the route guard does), stop the offline layer,
  // wait for its writes under way, and wipe the user's data again, since this tab may have written some after the
  // other tab's wipe.
  useEffect(
    () =>
      onSignOutElsewhere((signedOutUserId) => {
        const runningUserId = offlineRuntime.userId;
        if (signedOutUserId !== null && runningUserId !== null && signedOutUserId !== runningUserId) return;
        markSignedOut();
        const wipedUserId = signedOutUserId ?? runningUserId;
        void offlineRuntime
          .stopAndSettle()
          .then(() => (wipedUserId ? wipeSignedOutUserData(wipedUserId) : undefined))
          .catch(() => undefined);
      }),
    [markSignedOut],
  );

  useEffect(() => {
    if (onlineStatus) void offlineRuntime.remember(sessionCacheKey, onlineStatus);
  }, [onlineStatus]);
}
