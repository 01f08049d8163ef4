import { Suspense } from 'react';
import { lazyPanel } from '../../../lib/lazy-panel';
import { useSessionExpiry } from './use-session-expiry';

/** The banner in a chunk of its own: shown minutes before the session ends, never for the first paint. */
export const sessionExpiryBanner = lazyPanel(() =>
  import('./session-expiry-banner').then((module) => module.SessionExpiryBanner),
);

interface SessionExpiryMonitorProps {
  /** The shell's sign-out (toast on error, then /login), offered in the 2-minute alert. */
  onSignOut?: () => void;
}

/** Watches the session while mounted (in the dashboard shell) and shows the expiry banner when due. */
export function SessionExpiryMonitor({ onSignOut }: SessionExpiryMonitorProps) {
  const { snapshot, isExtending, handleExtend } = useSessionExpiry();
  const { level, secondsLeft } = snapshot;
  if ((level !== 'warning' && level !== 'alert') || secondsLeft === null) return null;
  return (
    <Suspense fallback={null}>
      <sessionExpiryBanner.Component
        level={level}
        secondsLeft={secondsLeft}
        isExtending={isExtending}
        onExtend={handleExtend}
        onSignOut={onSignOut}
      />
    </Suspense>
  );
}
