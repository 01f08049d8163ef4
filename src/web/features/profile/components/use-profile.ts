import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TProfile } from '../../../../shared/contracts/account';
import { toast } from '../../../lib/toast';
import { getProfile } from '../api/get-profile';
import { profileCache } from '../lib/profile-cache';

export type TProfileState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; profile: TProfile };

/**
 * The signed-in user's profile: from the 5-minute cache when fresh, else GET /api/profile (a failure is told
 * with the spec §8 toast). `handleSaved` stores the server's answer after an update.
 */
export function useProfile(userId: string | null) {
  const { t } = useTranslation('account');
  const [loaded, setLoaded] = useState<{ userId: string; profile: TProfile } | null>(() => {
    const cached = userId === null ? null : profileCache.get(userId);
    return userId !== null && cached ? { userId, profile: cached } : null;
  });
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ requestKey: string; message: string } | null>(null);
  const requestKey = `${userId ?? ''}#${String(attempt)}`;
  // With no user for a moment (a status read that could not reach the server), the loaded profile stays.
  const hasProfile = loaded !== null && (userId === null || loaded.userId === userId);

  useEffect(() => {
    if (userId === null || hasProfile) return undefined;
    const controller = new AbortController();
    getProfile(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        if (result.ok) {
          profileCache.set(userId, result.data);
          setLoaded({ userId, profile: result.data });
          return;
        }
        setFailure({ requestKey, message: result.message });
        void toast.error(t('profile.toast.loadFailed', { message: result.message }));
      },
      () => {
        // aborted: this page is gone or asks again
      },
    );
    return () => {
      controller.abort();
    };
  }, [userId, hasProfile, requestKey, t]);

  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
  }, []);

  const handleSaved = useCallback((profile: TProfile) => {
    // The server's answer replaces the cached copy (and restarts its 5 minutes).
    profileCache.set(profile.userId, profile);
    setLoaded({ userId: profile.userId, profile });
  }, []);

  const state: TProfileState = hasProfile
    ? { kind: 'loaded', profile: loaded.profile }
    : failure?.requestKey === requestKey
      ? { kind: 'error', message: failure.message }
      : { kind: 'loading' };

  return { state, retry, handleSaved };
}
