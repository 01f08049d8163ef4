import { useEffect } from 'react';
import { useNavigate } from '../../../lib/router/browser-router';
import { fetchSessionPresence } from '../../../lib/session/session-api';

/** A visitor who already has a session does not need /login: straight to where they were going. */
export function useRedirectWhenSignedIn(returnPath: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    let isCurrent = true;
    void fetchSessionPresence().then((result) => {
      if (isCurrent && result.ok && result.data.isSignedIn) navigate(returnPath, { replace: true });
    });
    return () => {
      isCurrent = false;
    };
  }, [navigate, returnPath]);
}
