import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { twoFactors, users } from '../../db/schema/auth.js';
import { recordActivity } from '../activity/activity.repository.js';
import { setProfileRole } from '../profile/profile.repository.js';

export type GrantAdminResult =
  { outcome: 'granted' | 'already-admin'; hasVerifiedFactor: boolean } | { outcome: 'no-such-user' };

/**
 * Makes an existing account's role admin (the documented first-admin command; later changes go through an
 * admin in the app). Admin rights still need a verified TOTP factor (spec §6): the result says whether the
 * account has one.
 */
export async function grantAdminRole(db: Db, email: string): Promise<GrantAdminResult> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
      .limit(1);
    if (!user) return { outcome: 'no-such-user' };
    const changed = await setProfileRole(tx, user.id, 'admin');
    const factors = await tx
      .select({ verified: twoFactors.verified })
      .from(twoFactors)
      .where(eq(twoFactors.userId, user.id));
    const hasVerifiedFactor = factors.some((factor) => factor.verified);
    if (changed?.previousRole === 'admin') return { outcome: 'already-admin', hasVerifiedFactor };
    await recordActivity(tx, {
      userId: user.id,
      activityType: 'role_change',
      description: 'role set to admin by the create-admin command',
      metadata: {
        previousRole: changed?.previousRole ?? null,
        role: 'admin',
        outcome: 'applied',
        via: 'cli',
      },
    });
    return { outcome: 'granted', hasVerifiedFactor };
  });
}
