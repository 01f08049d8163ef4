import { eq, sql } from 'drizzle-orm';
import type { ProfileRole } from '../../../shared/domain/accounts.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { profiles, userOnboarding, userPreferences } from '../../db/schema/profiles.js';
import type { DbTransaction } from '../../db/user-context.js';

export type ProfileFields = Partial<{
  firstName: string;
  lastName: string;
  companyName: string | null;
  displayName: string;
  phone: string | null;
  bio: string;
}>;

const profileColumns = {
  userId: profiles.userId,
  email: users.email,
  role: profiles.role,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  companyName: profiles.companyName,
  displayName: profiles.displayName,
  phone: profiles.phone,
  bio: profiles.bio,
  updatedAt: profiles.updatedAt,
};

/** "profiles all by id" (spec §7), with the account's e-mail; row-level security keeps it to the user. */
export async function findProfile(tx: DbTransaction, userId: string) {
  const [row] = await tx
    .select(profileColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Partial update of the columns a user may write (the role column is not grantable to them). */
export async function updateProfileFields(tx: DbTransaction, userId: string, fields: ProfileFields) {
  if (Object.keys(fields).length === 0) return;
  await tx.update(profiles).set(fields).where(eq(profiles.userId, userId));
}

/**
 * Role changes go through the privileged connection, after the admin check (spec §6); returns the previous
 * role, or null when the user has no profile.
 */
export async function setProfileRole(tx: Db | DbTransaction, userId: string, role: ProfileRole) {
  const [current] = await tx
    .select({ role: profiles.role })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update')
    .limit(1);
  if (!current) return null;
  await tx.update(profiles).set({ role }).where(eq(profiles.userId, userId));
  return { previousRole: current.role };
}

/** Timezone, reset hour and language, defaults for a user without a row yet. */
export async function findPreferences(tx: DbTransaction, userId: string) {
  const [row] = await tx
    .select({
      language: userPreferences.language,
      timezone: userPreferences.timezone,
      dailyResetHour: userPreferences.dailyResetHour,
    })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row ?? null;
}

/** preferences_data.notifications as stored (undefined when never saved). */
export async function findStoredNotificationPreferences(tx: DbTransaction, userId: string): Promise<unknown> {
  const [row] = await tx
    .select({ notifications: sql<unknown>`${userPreferences.preferencesData} -> 'notifications'` })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row?.notifications ?? undefined;
}

/** Merges the given choices into preferences_data.notifications, keeping the other keys of preferences_data. */
export async function mergeNotificationPreferences(
  tx: DbTransaction,
  userId: string,
  choices: Partial<{ reminderBell: boolean; sidebarCounters: boolean }>,
) {
  const patch = JSON.stringify(choices);
  await tx
    .insert(userPreferences)
    .values({ userId, preferencesData: { notifications: choices } })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: {
        preferencesData: sql`jsonb_set(${userPreferences.preferencesData}, '{notifications}', coalesce(${userPreferences.preferencesData} -> 'notifications', '{}'::jsonb) || ${patch}::jsonb)`,
        updatedAt: new Date(),
      },
    });
}

/** user_preferences upsert on user_id (spec §7). */
export async function upsertPreferences(
  tx: DbTransaction,
  userId: string,
  fields: Partial<{ language: 'fr' | 'en'; timezone: string; dailyResetHour: string }>,
) {
  await tx
    .insert(userPreferences)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...fields, updatedAt: new Date() } });
}

/** is_new_user (spec §7): the onboarding tutorial has not been completed yet. */
export async function hasCompletedOnboarding(tx: DbTransaction, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ completedAt: userOnboarding.completedAt })
    .from(userOnboarding)
    .where(eq(userOnboarding.userId, userId))
    .limit(1);
  return Boolean(row?.completedAt);
}
