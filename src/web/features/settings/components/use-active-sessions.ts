import { useCallback, useEffect, useState } from 'react';
import type { TActiveSession } from '../../../../shared/contracts/account';
import { getActiveSessions } from '../api/get-active-sessions';

export type TActiveSessionsState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; sessions: TActiveSession[] };

/** GET /api/sessions, read again when `refreshKey` changes (after a password change) or on retry. */
export function useActiveSessions(refreshKey: number) {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${String(refreshKey)}#${String(attempt)}`;
  const [answer, setAnswer] = useState<{ requestKey: string; state: TActiveSessionsState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getActiveSessions(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setAnswer({
          requestKey,
          state: result.ok
            ? { kind: 'loaded', sessions: result.data.sessions }
            : { kind: 'error', message: result.message },
        });
      },
      () => {
        // aborted: the page is gone or asks again
      },
    );
    return () => {
      controller.abort();
    };
  }, [requestKey]);

  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
  }, []);

  /** Takes a revoked session off the list without reading it again. */
  const removeSession = useCallback((sessionId: string) => {
    setAnswer((current) =>
      current?.state.kind === 'loaded'
        ? {
            requestKey: current.requestKey,
            state: { kind: 'loaded', sessions: current.state.sessions.filter((s) => s.id !== sessionId) },
          }
        : current,
    );
  }, []);

  const state: TActiveSessionsState = answer?.requestKey === requestKey ? answer.state : { kind: 'loading' };
  return { state, retry, removeSession };
}
