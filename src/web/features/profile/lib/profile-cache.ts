import type { TProfile } from '../../../../shared/contracts/account';
import { profileCacheMs } from '../../../../shared/domain/accounts';

export interface ProfileCache {
  /** The profile read less than `ttlMs` ago for this user, else null. */
  get: (userId: string) => TProfile | null;
  set: (userId: string, profile: TProfile) => void;
  invalidate: (userId: string) => void;
}

/** Spec §9: the profile is kept 5 minutes on the client, per user (another account never sees it). */
export function createProfileCache(
  now: () => number = () => Date.now(),
  ttlMs: number = profileCacheMs,
): ProfileCache {
  const entries = new Map<string, { profile: TProfile; storedAtMs: number }>();
  return {
    get(userId) {
      const entry = entries.get(userId);
      if (!entry) return null;
      if (now() - entry.storedAtMs >= ttlMs) {
        entries.delete(userId);
        return null;
      }
      return entry.profile;
    },
    set(userId, profile) {
      entries.set(userId, { profile, storedAtMs: now() });
    },
    invalidate(userId) {
      entries.delete(userId);
    },
  };
}

/** The one cache of the app (module level: it outlives the page, not the browser tab). */
export const profileCache = createProfileCache();
