import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { twoFactors } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/profiles.js';
import type { ProfileRole } from '../../../shared/domain/accounts.js';

export interface AccessFacts {
  role: ProfileRole;
  /** Spec §6: admin only with role admin AND a verified TOTP factor. */
  isAdmin: boolean;
}

/** The user's role and whether they count as admin, read fresh on every call (no cached privilege). */
export async function readAccessFacts(db: Db, userId: string): Promise<AccessFacts> {
  const [row] = await db
    .select({
      role: profiles.role,
      hasVerifiedFactor: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(twoFactors)
        .where(and(eq(twoFactors.userId, userId), eq(twoFactors.verified, true)))})`,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .limit(1);
  const role = row?.role ?? 'operator';
  return { role, isAdmin: role === 'admin' && row?.hasVerifiedFactor === true };
}
