import { SessionExpiryBanner } from './session-expiry-banner';
import { useSessionExpiry } from './use-session-expiry';

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
    <SessionExpiryBanner
      level={level}
      secondsLeft={secondsLeft}
      isExtending={isExtending}
      onExtend={handleExtend}
      onSignOut={onSignOut}
    />
  );
}
