import { DEFAULT_DAILY_RESET_HOUR, businessDate } from '../../../shared/domain/business-date.js';
import { todayIn } from '../../../shared/domain/calendar.js';
import type { DbTransaction } from '../../db/user-context.js';
import { findPreferences } from './profile.repository.js';

/** Time zone of a user without preferences (spec §3 user_preferences default). */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

type ClockPreferences = { timezone: string; dailyResetHour: string } | null;

/** The user's two dates, from their preferences read once (a service that needs both reads them one time). */
export interface UserClock {
  /**
   * The plant's calendar date at `at`, in the user's time zone (user_preferences.timezone, Europe/Paris by
   * default), not the server's UTC date: the latest day an entry may carry, the month and year of a summary.
   */
  calendarDate(at?: Date): string;
  /**
   * The business date at `at` (spec §4): what "due today" and "overdue" mean on the dashboard, the sidebar
   * counters and the maintenance list, the same day the Jour checklist shows (before the daily reset hour, 05:00
   * by default, the night shift is still on the previous day).
   */
  businessDate(at?: Date): string;
}

export async function findUserClock(tx: DbTransaction, userId: string): Promise<UserClock> {
  const preferences = (await findPreferences(tx, userId)) ?? null;
  return {
    calendarDate: (at = new Date()) => calendarDateOf(preferences, at),
    businessDate: (at = new Date()) => businessDateOf(preferences, at),
  };
}

/** `UserClock.calendarDate` for a caller that needs only that date. */
export async function findUserToday(
  tx: DbTransaction,
  userId: string,
  now: Date = new Date(),
): Promise<string> {
  return (await findUserClock(tx, userId)).calendarDate(now);
}

/** `UserClock.businessDate` for a caller that needs only that date. */
export async function findUserBusinessDate(
  tx: DbTransaction,
  userId: string,
  now: Date = new Date(),
): Promise<string> {
  return (await findUserClock(tx, userId)).businessDate(now);
}

function calendarDateOf(preferences: ClockPreferences, now: Date): string {
  try {
    return todayIn(preferences?.timezone ?? DEFAULT_TIME_ZONE, now);
  } catch (error) {
    // A zone this runtime no longer knows (the preferences contract checked it when it was saved): the default
    // is a better answer than a failed page.
    if (error instanceof RangeError) return todayIn(DEFAULT_TIME_ZONE, now);
    throw error;
  }
}

/**
 * The business date (spec §4) for stored preferences: the date in the user's time zone, the previous day before
 * their daily reset hour (05:00 by default). A zone or hour this runtime cannot read falls back to the defaults.
 */
export function businessDateOf(preferences: ClockPreferences, now: Date): string {
  const timeZone = preferences?.timezone ?? DEFAULT_TIME_ZONE;
  const resetHour = preferences?.dailyResetHour ?? DEFAULT_DAILY_RESET_HOUR;
  try {
    return businessDate(now, timeZone, resetHour);
  } catch (error) {
    if (error instanceof RangeError) return businessDate(now, DEFAULT_TIME_ZONE, DEFAULT_DAILY_RESET_HOUR);
    throw error;
  }
}
