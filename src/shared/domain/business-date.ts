/**
 * Business date of the daily checklist (spec §4): the calendar date in the user's time zone, except that
 * before the daily reset hour it is still the previous day. With the default reset hour 05:00, a tick at
 * 02:00 counts for the night shift's day.
 *
 * Daylight saving time, with the wall clock of the zone:
 * - a reset hour inside the skipped hour (02:30 on the spring-forward day) happens when the clock jumps over
 *   it: the new day starts at the first instant whose local time is at or after the reset hour (03:00);
 * - a reset hour inside the repeated hour (02:30 on the fall-back day) happens the first time the clock shows
 *   it: when the clock goes back from 03:00 to 02:00 the business date stays the new day instead of going
 *   back to the previous one.
 * Only Intl is used (no time zone library).
 */
import { addDays, type TCalendarDate } from './calendar.js';

/** Spec §9 defaults. */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Europe/Paris';
export const DEFAULT_DAILY_RESET_HOUR = '05:00';

const resetHourPattern = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** True for 'HH:MM' (or 'HH:MM:SS', as PostgreSQL's `time` column reads), 00:00 to 23:59:59. */
export function isResetHour(value: unknown): value is string {
  return typeof value === 'string' && resetHourPattern.test(value);
}

function resetSeconds(resetHour: string): number {
  const match = resetHourPattern.exec(resetHour);
  if (!match) throw new RangeError(`Not a reset hour: ${JSON.stringify(resetHour)}`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown zone.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  date: TCalendarDate;
  /** Seconds since the local midnight. */
  seconds: number;
  /** The wall clock read as if it were UTC, in ms: minus the instant, it is the zone's offset. */
  asUtcMs: number;
}

function wallClock(instant: number, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const year = part('year');
  const month = part('month');
  const day = part('day');
  // Some runtimes write midnight as 24 even with h23.
  const hour = part('hour') % 24;
  const minute = part('minute');
  const second = part('second');
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute, second, 0);
  return { date, seconds: hour * 3600 + minute * 60 + second, asUtcMs: utc.getTime() };
}

/** Widest clock change looked back over (no zone moves its clock back by more than this at once). */
const lookBackMs = 3 * 3_600_000;

/**
 * The last instant before `now` (within the look-back) at which the clock was moved back, or null. The
 * offset (wall clock minus instant) only drops at such a change; a binary search finds it to the second.
 */
function lastFallBack(now: number, timeZone: string): number | null {
  const offsetAt = (instant: number) =>
    wallClock(instant, timeZone).asUtcMs - Math.floor(instant / 1000) * 1000;
  let before = now - lookBackMs;
  let after = now;
  const offsetBefore = offsetAt(before);
  if (offsetBefore <= offsetAt(after)) return null;
  // Invariant: the offset at `before` is the larger one, at `after` the smaller one.
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2);
    if (offsetAt(middle) >= offsetBefore) before = middle;
    else after = middle;
  }
  return after;
}

/**
 * The business date 'YYYY-MM-DD' at `now` for a user of `timeZone` whose day starts at `resetHour`
 * ('HH:MM'). Throws a RangeError for an unknown zone, an invalid instant or a malformed reset hour.
 */
export function businessDate(now: Date, timeZone: string, resetHour: string): TCalendarDate {
  const instant = now.getTime();
  if (Number.isNaN(instant)) throw new RangeError('Invalid instant');
  const reset = resetSeconds(resetHour);
  const local = wallClock(instant, timeZone);
  if (local.seconds >= reset) return local.date;
  // Before the reset on the wall clock. Unless the clock was just moved back from past the reset hour of
  // this same day (the repeated hour), the business day is still yesterday.
  const fallBack = lastFallBack(instant, timeZone);
  if (fallBack !== null) {
    const justBefore = wallClock(fallBack - 1000, timeZone);
    if (justBefore.date === local.date && justBefore.seconds >= reset) return local.date;
  }
  return addDays(local.date, -1);
}

/**
 * The business dates a client may write to at `now`: today's and the previous one (a tick made just before
 * the reset still lands on the day the drawer showed).
 */
export function writableBusinessDates(now: Date, timeZone: string, resetHour: string): TCalendarDate[] {
  const today = businessDate(now, timeZone, resetHour);
  return [today, addDays(today, -1)];
}
