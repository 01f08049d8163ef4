import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation, useNavigate } from '../../../lib/router/browser-router';
import { sessionTimings } from '../../../../shared/domain/accounts';
import { useSession } from '../../../lib/session/session-context';
import { toast } from '../../../lib/toast';
import { listenToSharedActivity, listenToUserActivity, shareActivity } from '../lib/activity-listeners';
import {
  createSessionExpiryMonitor,
  parseSessionDeadlines,
  type SessionExpirySnapshot,
} from '../lib/session-expiry-monitor';

export interface SessionExpiryView {
  snapshot: SessionExpirySnapshot;
  isExtending: boolean;
  handleExtend: () => void;
}

/**
 * Runs the session expiry monitor while a user is signed in (the timing rules live in
 * ../lib/session-expiry-monitor.ts); at expiry: toast, sign-out, then /login?redirect=<this page>.
 */
export function useSessionExpiry(): SessionExpiryView {
  const { t } = useTranslation('shell');
  const { state, reload, extend, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [monitor] = useState(() => createSessionExpiryMonitor());
  const snapshot = useSyncExternalStore(monitor.subscribe, monitor.getSnapshot);
  const [isExtending, setIsExtending] = useState(false);

  const session = state.phase === 'signed-in' ? state.status.session : null;
  const expiresAt = session?.expiresAt;
  const absoluteExpiresAt = session?.absoluteExpiresAt;
  const clockOffsetMs = state.phase === 'signed-in' ? state.clockOffsetMs : 0;
  // An unreachable server (a network blip during a status read) keeps the last deadlines and the timers: the
  // next status read brings the session back, and the countdown must not stop meanwhile.
  const isRunning = state.phase === 'signed-in' || state.phase === 'unreachable';

  useEffect(() => {
    if (expiresAt === undefined || absoluteExpiresAt === undefined) return;
    const deadlines = parseSessionDeadlines({ expiresAt, absoluteExpiresAt }, clockOffsetMs);
    if (deadlines) monitor.setDeadlines(deadlines);
  }, [monitor, expiresAt, absoluteExpiresAt, clockOffsetMs]);

  const handleExpired = useEffectEvent(() => {
    void toast.error(t('session.expired'), { duration: sessionTimings.expiredToastMs });
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    void signOut()
      .catch(() => undefined)
      .then(() => {
        navigate(`/login?redirect=${encodeURIComponent(redirect)}`, { replace: true });
      });
  });

  useEffect(() => {
    if (!isRunning) return undefined;
    const stopMonitor = monitor.start({
      extend,
      reload,
      onExpired: () => {
        handleExpired();
      },
      onHeartbeat: shareActivity,
    });
    const stopUserActivity = listenToUserActivity(monitor.recordActivity);
    const stopSharedActivity = listenToSharedActivity(monitor.noteActivityElsewhere);
    return () => {
      stopMonitor();
      stopUserActivity();
      stopSharedActivity();
    };
  }, [monitor, isRunning, extend, reload]);

  const handleExtend = useCallback(() => {
    setIsExtending(true);
    void monitor
      .extendNow()
      .then((isExtended) => {
        if (!isExtended) void toast.error(t('session.extendFailed'));
      })
      .finally(() => {
        setIsExtending(false);
      });
  }, [monitor, t]);

  return { snapshot, isExtending, handleExtend };
}
