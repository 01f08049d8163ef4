import { eq } from 'drizzle-orm';
import type { CookieConsent } from '../../../shared/domain/cookie-consent.js';
import { userPreferences } from '../../db/schema/profiles.js';
import type { DbTransaction } from '../../db/user-context.js';

export interface StoredConsentRow {
  cookieConsent: CookieConsent | null;
  updatedAt: Date;
}

/** "user_preferences cookie_consent by user_id" (spec §7); null for a user without preferences yet. */
export async function findCookieConsent(tx: DbTransaction, userId: string): Promise<StoredConsentRow | null> {
  const [row] = await tx
    .select({ cookieConsent: userPreferences.cookieConsent, updatedAt: userPreferences.updatedAt })
    .from(userPreferences)
    .where(eq(userPreferences.userId, userId))
    .limit(1);
  return row ?? null;
}

/** "update cookie_consent with updated_at by user_id" (spec §7), as an upsert for a user without a row. */
export async function saveCookieConsent(
  tx: DbTransaction,
  userId: string,
  consent: CookieConsent,
): Promise<StoredConsentRow> {
  const now = new Date();
  const [row] = await tx
    .insert(userPreferences)
    .values({ userId, cookieConsent: consent, updatedAt: now })
    .onConflictDoUpdate({
      target: userPreferences.userId,
      set: { cookieConsent: consent, updatedAt: now },
    })
    .returning({ cookieConsent: userPreferences.cookieConsent, updatedAt: userPreferences.updatedAt });
  if (!row) throw new Error('the cookie consent was not saved');
  return row;
}
