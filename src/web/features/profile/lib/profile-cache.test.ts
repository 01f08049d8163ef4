import { describe, expect, it } from 'vitest';
import type { TProfile } from '../../../../shared/contracts/account';
import { profileCacheMs } from '../../../../shared/domain/accounts';
import { createProfileCache } from './profile-cache';

function makeProfile(userId: string, firstName: string): TProfile {
  return {
    userId,
    email: `${userId}@example.fr`,
    role: 'operator',
    firstName,
    lastName: 'Martin',
    companyName: null,
    displayName: null,
    phone: null,
    bio: null,
    updatedAt: '2025-03-10T08:00:00.000Z',
  };
}

describe('profile cache', () => {
  it('keeps a profile for 5 minutes, then forgets it', () => {
    let nowMs = 1_000_000;
    const cache = createProfileCache(() => nowMs);
    const profile = makeProfile('u1', 'Claire');
    cache.set('u1', profile);

    nowMs += profileCacheMs - 1;
    expect(cache.get('u1')).toEqual(profile);
    nowMs += 1;
    expect(cache.get('u1')).toBeNull();
  });

  it('keeps each user apart', () => {
    const cache = createProfileCache(() => 0);
    cache.set('u1', makeProfile('u1', 'Claire'));
    expect(cache.get('u2')).toBeNull();
    expect(cache.get('u1')?.firstName).toBe('Claire');
  });

  it('forgets a user on invalidation, and a new entry restarts the 5 minutes', () => {
    let nowMs = 0;
    const cache = createProfileCache(() => nowMs);
    cache.set('u1', makeProfile('u1', 'Claire'));
    cache.invalidate('u1');
    expect(cache.get('u1')).toBeNull();

    cache.set('u1', makeProfile('u1', 'Claire'));
    nowMs = profileCacheMs - 1;
    cache.set('u1', makeProfile('u1', 'Chloé'));
    nowMs = 2 * profileCacheMs - 2;
    expect(cache.get('u1')?.firstName).toBe('Chloé');
  });
});
