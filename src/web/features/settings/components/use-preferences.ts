import { useCallback, useEffect, useState } from 'react';
import type { TPreferences, TPreferencesUpdate } from '../../../../shared/contracts/account';
import type { TApiResult } from '../../../lib/api-client';
import { getPreferences } from '../api/get-preferences';
import { updatePreferences } from '../api/update-preferences';

export type TPreferencesState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; preferences: TPreferences };

export interface PreferencesStore {
  state: TPreferencesState;
  retry: () => void;
  /** PATCHes the given fields; on success the stored preferences replace the shown ones. */
  save: (update: TPreferencesUpdate) => Promise<TApiResult<TPreferences>>;
}

/** The user's preferences (GET /api/preferences), shared by the language and time sections. */
export function usePreferences(): PreferencesStore {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; state: TPreferencesState } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getPreferences(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        setAnswer({
          attempt,
          state: result.ok
            ? { kind: 'loaded', preferences: result.data }
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
  }, [attempt]);

  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
  }, []);

  const save = useCallback(
    async (update: TPreferencesUpdate) => {
      const result = await updatePreferences(update);
      if (result.ok) setAnswer({ attempt, state: { kind: 'loaded', preferences: result.data } });
      return result;
    },
    [attempt],
  );

  const state: TPreferencesState = answer?.attempt === attempt ? answer.state : { kind: 'loading' };
  return { state, retry, save };
}
