import { todayIn } from '../../../shared/domain/calendar.js';
import type { DbTransaction } from '../../db/user-context.js';
import { findPreferences } from './profile.repository.js';

/** Time zone of a user without preferences (spec §3 user_preferences default). */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/**
 * The plant's calendar date now, in the user's time zone (user_preferences.timezone, Europe/Paris by default):
 * what "today" means for due dates, completions and the starter plan, not the server's UTC date.
 */
export async function findUserToday(
  tx: DbTransaction,
  userId: string,
  now: Date = new Date(),
): Promise<string> {
  const timeZone = (await findPreferences(tx, userId))?.timezone ?? DEFAULT_TIME_ZONE;
  try {
    return todayIn(timeZone, now);
  } catch (error) {
    // A zone this runtime no longer knows (the preferences contract checked it when it was saved): the default
    // is a better answer than a failed page.
    if (error instanceof RangeError) return todayIn(DEFAULT_TIME_ZONE, now);
    throw error;
  }
}
