// What the alert mails say about the plant's operator: their name, their company and their time zone.
// Read by the routes (in the user's transaction) and by the escalation job (the server's own connection).
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/auth.js';
import { profiles, userPreferences } from '../../db/schema/profiles.js';
import { DEFAULT_TIME_ZONE } from '../profile/user-today.js';
import type { DbOrTx } from './emergency-alerts.repository.js';

export interface AlertOwner {
  /** "First Last", else the display name, else the e-mail. */
  name: string;
  /** The company, or null (the mails then say "your site"). */
  plant: string | null;
  timeZone: string;
}

export async function findAlertOwner(db: DbOrTx, userId: string): Promise<AlertOwner> {
  const [row] = await db
    .select({
      email: users.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      displayName: profiles.displayName,
      companyName: profiles.companyName,
      timeZone: userPreferences.timezone,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(userPreferences, eq(userPreferences.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new Error('emergency alert owner not found');
  const fullName = [row.firstName, row.lastName].filter((part) => part?.trim()).join(' ');
  return {
    name: fullName || row.displayName?.trim() || row.email,
    plant: row.companyName?.trim() || null,
    timeZone: row.timeZone ?? DEFAULT_TIME_ZONE,
  };
}
