import { useState, type ReactNode } from 'react';
import { Navigate } from '../lib/router/navigate';
import { useLocation } from '../lib/router/browser-router';
import { PageSkeleton } from '../components/feedback/page-skeleton';
import { SessionUnreachableNotice } from '../features/auth/components/session-unreachable-notice';
import { buildLoginPath } from '../features/auth/lib/return-path';
import { getSessionGateView } from '../features/auth/lib/session-gate';
import { SessionProvider, useSession } from '../lib/session/session-context';

interface RequireSessionProps {
  children: ReactNode;
}

/** Shows the protected content only to a signed-in user (see getSessionGateView for the other states). */
function SessionGate({ children }: RequireSessionProps) {
  const { state, reload } = useSession();
  const location = useLocation();
  const [wasSignedIn, setWasSignedIn] = useState(false);
  // Remembered during render (not in an effect) so a later unreachable check never unmounts the page.
  if (state.phase === 'signed-in' && !wasSignedIn) setWasSignedIn(true);

  switch (getSessionGateView(state.phase, wasSignedIn)) {
    case 'skeleton':
      return <PageSkeleton />;
    case 'redirect-to-login':
      return <Navigate to={buildLoginPath(location)} replace />;
    case 'unreachable':
      return <SessionUnreachableNotice onRetry={reload} />;
    case 'content':
      return children;
  }
}

/**
 * Spec §2: the /dashboard routes need a signed-in user, otherwise /login remembering the origin. Provides
 * the session to everything inside. Loaded with the dashboard shell only, never by the public pages.
 */
export function RequireSession({ children }: RequireSessionProps) {
  return (
    <SessionProvider>
      <SessionGate>{children}</SessionGate>
    </SessionProvider>
  );
}
