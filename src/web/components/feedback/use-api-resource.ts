import { useCallback, useEffect, useState } from 'react';
import type { TApiResult } from '../../lib/api-client';

/** Something read from the API for one section: loading, failed with the server's reason, or there. */
export type TResourceState<T> =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; data: T };

/**
 * Reads `load` once, again on `retry` or when `refreshKey` changes (an earlier answer arriving late is
 * dropped), and lets the section show a change it made without reading again (`update`, `replace`).
 * `load` must keep its identity (a module function).
 */
export function useApiResource<T>(load: (signal: AbortSignal) => Promise<TApiResult<T>>, refreshKey = '') {
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${refreshKey}#${String(attempt)}`;
  const [answer, setAnswer] = useState<{ requestKey: string; state: TResourceState<T> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setAnswer({
          requestKey,
          state: result.ok
            ? { kind: 'loaded', data: result.data }
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
  }, [load, requestKey]);

  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
  }, []);

  /** Changes the data shown (a role changed, a session revoked); nothing while it is not loaded. */
  const update = useCallback((change: (data: T) => T) => {
    setAnswer((current) =>
      current?.state.kind === 'loaded'
        ? { requestKey: current.requestKey, state: { kind: 'loaded', data: change(current.state.data) } }
        : current,
    );
  }, []);

  /** Shows data the server answered to a write (the saved preferences). */
  const replace = useCallback(
    (data: T) => {
      setAnswer({ requestKey, state: { kind: 'loaded', data } });
    },
    [requestKey],
  );

  const state: TResourceState<T> = answer?.requestKey === requestKey ? answer.state : { kind: 'loading' };
  return { state, retry, update, replace };
}
