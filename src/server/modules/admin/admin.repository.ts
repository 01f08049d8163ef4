import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { twoFactors, users } from '../../db/schema/auth.js';
import { profiles } from '../../db/schema/profiles.js';

/** Every account with its role and whether its second factor is verified (admin screen). */
export async function listUsersWithRoles(db: Db) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      role: profiles.role,
      twoFactorVerified: twoFactors.verified,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(twoFactors, and(eq(twoFactors.userId, users.id), eq(twoFactors.verified, true)))
    .orderBy(asc(users.createdAt));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    twoFactorEnabled: row.twoFactorVerified === true,
    createdAt: row.createdAt.toISOString(),
  }));
}
