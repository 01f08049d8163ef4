import { i18n } from '../../lib/i18n/i18n';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from '../../lib/router/browser-router';
import { offlineRuntime } from '../../lib/offline/offline-runtime';
import { wipeSignedOutUserData } from '../../lib/offline/open-user-store';
import { useSession } from '../../lib/session/session-context';
import { announceSignOut } from '../../lib/session/sign-out-broadcast';
import { toast } from '../../lib/toast';
import type { ShellUser } from './shell-user-context';

/**
 * The shell's view of the session: the e-mail, the admin flag (spec §6, decided by the server) and the
 * sign-out, which always ends on /login (spec §8: "the user is still sent to /login").
 */
export function useSessionShellUser(): ShellUser {
  const { t } = useTranslation('shell');
  const { state, signOut } = useSession();
  const navigate = useNavigate();
  const [known, setKnown] = useState<{ email: string; isAdmin: boolean } | null>(null);
  const current = state.phase === 'signed-in' || state.phase === 'offline' ? state.status : null;
  // Remembered during render so that a status read that cannot reach the server keeps the user on screen.
  if (current && (known?.email !== current.user.email || known.isAdmin !== current.isAdmin)) {
    setKnown({ email: current.user.email, isAdmin: current.isAdmin });
  }
  const shown = current ? { email: current.user.email, isAdmin: current.isAdmin } : known;
  const isShown = state.phase !== 'loading' && state.phase !== 'signed-out';
  const email = isShown ? (shown?.email ?? null) : null;
  const isPrivileged = isShown && (shown?.isAdmin ?? false);

  const handleSignOut = useCallback(async () => {
    const { pending } = offlineRuntime.getSnapshot();
    if (pending > 0) {
      await i18n.loadNamespaces('offline');
      if (!window.confirm(i18n.t('offline:signOut.pendingWarning', { count: pending }))) return;
    }
    const userId = offlineRuntime.userId;
    offlineRuntime.stop();
    // Spec §9: sign-out wipes the user's local data (key, queue, cache) from this browser.
    if (userId) await wipeSignedOutUserData(userId).catch(() => undefined);
    const { errorMessage } = await signOut();
    // Then the user's other tabs stop their offline layer, wipe what they wrote meanwhile and leave for the
    // sign-in page too; told once the server has ended the session, they cannot be signed back in by it.
    announceSignOut(userId);
    if (errorMessage) void toast.error(t('user.signOutError', { message: errorMessage }));
    navigate('/login');
  }, [signOut, navigate, t]);

  return useMemo(
    () => ({ email, isPrivileged, signOut: handleSignOut }),
    [email, isPrivileged, handleSignOut],
  );
}
