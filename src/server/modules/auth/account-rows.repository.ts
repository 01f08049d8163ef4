import type { TLanguage } from '../../../shared/i18n/languages.js';
import type { Db } from '../../db/client.js';
import { profiles, userPreferences } from '../../db/schema/profiles.js';

export interface AccountRowsInput {
  userId: string;
  /** The name the auth library stored ("Camille Martin", or Google's display name). */
  name: string;
  /** The sign-up body, when the account comes from the sign-up form (first and last name, company). */
  body: Record<string, unknown> | undefined;
  language: TLanguage;
}

function textField(body: Record<string, unknown> | undefined, key: string): string | null {
  const value = body?.[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** Splits "Camille Martin" into first and last names for accounts made without the form (Google). */
function splitName(name: string): { firstName: string | null; lastName: string | null } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0] ?? null, lastName: parts.slice(1).join(' ') || null };
}

/** A new account's profile (role operator, spec §6) and preferences (Europe/Paris, 05:00, its language). */
export async function createAccountRows(db: Db, input: AccountRowsInput): Promise<void> {
  const fromName = splitName(input.name);
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({
        userId: input.userId,
        role: 'operator',
        firstName: textField(input.body, 'firstName') ?? fromName.firstName,
        lastName: textField(input.body, 'lastName') ?? fromName.lastName,
        companyName: textField(input.body, 'companyName'),
      })
      .onConflictDoNothing();
    await tx
      .insert(userPreferences)
      .values({ userId: input.userId, language: input.language })
      .onConflictDoNothing();
  });
}
