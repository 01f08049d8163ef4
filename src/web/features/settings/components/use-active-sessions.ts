import { useCallback } from 'react';
import { useApiResource } from '../../../components/feedback/use-api-resource';
import { getActiveSessions } from '../api/get-active-sessions';

/** GET /api/sessions, read again when `refreshKey` changes (after a password change) or on retry. */
export function useActiveSessions(refreshKey: number) {
  const { state, retry, update } = useApiResource(getActiveSessions, String(refreshKey));

  /** Takes a revoked session off the list without reading it again. */
  const removeSession = useCallback(
    (sessionId: string) => {
      update(({ sessions }) => ({ sessions: sessions.filter((session) => session.id !== sessionId) }));
    },
    [update],
  );

  return { state, retry, removeSession };
}
