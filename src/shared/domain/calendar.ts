/**
 * Calendar dates of the agenda, the team calendar and the budget, as 'YYYY-MM-DD' strings.
 *
 * A calendar date is a day, not an instant: the database's `date` columns and the API carry it as text, and
 * turning it into a local `Date` would shift it by a day in any time zone west of UTC. Arithmetic here builds
 * UTC dates from the year, month and day and reads the parts back in UTC, so no result depends on the time zone
 * of the machine. The only place where a time zone matters, "what day is it now at the plant", is `todayIn`,
 * which names the zone explicitly.
 *
 * Years 0001 to 9999 (what four digits can write; PostgreSQL has no year 0). Functions given a string that is
 * not a calendar date throw a RangeError: a malformed date is a bug upstream (the API validates its input),
 * and an exception shows it where a silent `NaN-aN-aN` would not.
 */

/** A calendar date 'YYYY-MM-DD' (see `isCalendarDate`). A plain string: it comes from JSON and the database. */
export type TCalendarDate = string;

/** A month 'YYYY-MM'. */
export type TMonthKey = string;

/** One cell of a month grid. */
export interface MonthGridDay {
  date: TCalendarDate;
  /** False for the leading and trailing days of the neighbour months that fill the first and last weeks. */
  isInMonth: boolean;
}

/** Anything that spans whole days, both ends included (team events, leaves, multi-day agenda items). */
export interface DateSpan {
  startDate: TCalendarDate;
  endDate: TCalendarDate;
}

const minYear = 1;
const maxYear = 9999;
const dayMs = 86_400_000;
const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days of a month (month 1 to 12), leap years included. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** True when `value` is written 'YYYY-MM-DD' AND names a day that exists (2026-02-30 and 2026-13-01 do not). */
export function isCalendarDate(value: unknown): value is TCalendarDate {
  if (typeof value !== 'string') return false;
  const match = calendarDatePattern.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return year >= minYear && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

interface DateParts {
  year: number;
  month: number;
  day: number;
}

function partsOf(date: TCalendarDate): DateParts {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

/**
 * Milliseconds since the epoch of the date's UTC midnight. `setUTCFullYear` rather than `Date.UTC`: the latter
 * reads years 0 to 99 as 1900 to 1999.
 */
function toUtcMs({ year, month, day }: DateParts): number {
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return utc.getTime();
}

function fromUtcMs(ms: number): TCalendarDate {
  const utc = new Date(ms);
  return fromParts(utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate());
}

function fromParts(year: number, month: number, day: number): TCalendarDate {
  if (!Number.isInteger(year) || year < minYear || year > maxYear) {
    throw new RangeError(`Year out of range 0001-9999: ${year}`);
  }
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function assertInteger(n: number, what: string): void {
  if (!Number.isInteger(n)) throw new RangeError(`${what} must be an integer: ${n}`);
}

/** Day of the week, Monday 0 to Sunday 6 (the French week starts on Monday). */
function mondayBasedWeekday(parts: DateParts): number {
  return (new Date(toUtcMs(parts)).getUTCDay() + 6) % 7;
}

/** The date `n` days later (earlier when negative). */
export function addDays(date: TCalendarDate, n: number): TCalendarDate {
  assertInteger(n, 'Days');
  // UTC days are all 86 400 000 ms long (no summer time, no leap seconds in JS time).
  return fromUtcMs(toUtcMs(partsOf(date)) + n * dayMs);
}

/**
 * The same day `n` months later (earlier when negative), clamped to the last day of a shorter month:
 * 2026-01-31 + 1 month is 2026-02-28, as a monthly maintenance due "on the 31st" falls due at the month's end.
 */
export function addMonths(date: TCalendarDate, n: number): TCalendarDate {
  assertInteger(n, 'Months');
  const { year, month, day } = partsOf(date);
  const monthIndex = year * 12 + (month - 1) + n;
  const targetYear = Math.floor(monthIndex / 12);
  const targetMonth = monthIndex - targetYear * 12 + 1;
  if (targetYear < minYear || targetYear > maxYear) {
    throw new RangeError(`Year out of range 0001-9999: ${targetYear}`);
  }
  return fromParts(targetYear, targetMonth, Math.min(day, daysInMonth(targetYear, targetMonth)));
}

/** The Monday of the date's week (ISO 8601 week, as on French calendars). */
export function startOfIsoWeek(date: TCalendarDate): TCalendarDate {
  return addDays(date, -mondayBasedWeekday(partsOf(date)));
}

/** The 7 dates of the date's ISO week, Monday to Sunday. */
export function weekDays(date: TCalendarDate): TCalendarDate[] {
  const monday = startOfIsoWeek(date);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/**
 * The weeks shown by a month view: Monday first, from the week of the 1st to the week of the last day, the days
 * of the neighbour months flagged. 4 to 6 weeks: the grid covers the month and nothing more (a view that wants a
 * constant height adds rows itself).
 */
export function monthGrid(year: number, month: number): MonthGridDay[][] {
  assertInteger(year, 'Year');
  assertInteger(month, 'Month');
  if (month < 1 || month > 12) throw new RangeError(`Month out of range 1-12: ${month}`);
  const first = fromParts(year, month, 1);
  const last = fromParts(year, month, daysInMonth(year, month));
  const key = monthKey(first);
  const weeks: MonthGridDay[][] = [];
  for (let monday = startOfIsoWeek(first); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(weekDays(monday).map((date) => ({ date, isInMonth: date.startsWith(key) })));
  }
  return weeks;
}

/**
 * The ISO 8601 week number (1 to 53), the one printed on French calendars: week 1 is the week holding the year's
 * first Thursday, so 2021-01-03 is in week 53 (of 2020) and 2026-12-31 in week 53 of 2026.
 */
export function isoWeekNumber(date: TCalendarDate): number {
  const thursday = addDays(startOfIsoWeek(date), 3);
  const januaryFirst = `${thursday.slice(0, 4)}-01-01`;
  const dayOfYear = Math.round((toUtcMs(partsOf(thursday)) - toUtcMs(partsOf(januaryFirst))) / dayMs);
  return Math.floor(dayOfYear / 7) + 1;
}

/** The year the ISO week belongs to (2021-01-03 is in week 53 of 2020), to label "S53 2020". */
export function isoWeekYear(date: TCalendarDate): number {
  return Number(addDays(startOfIsoWeek(date), 3).slice(0, 4));
}

/** Sort order of two dates: negative, 0 or positive, usable by `Array.prototype.sort`. */
export function compareDates(a: TCalendarDate, b: TCalendarDate): -1 | 0 | 1 {
  partsOf(a);
  partsOf(b);
  // Valid 'YYYY-MM-DD' strings sort as text in calendar order.
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** True when `start <= date <= end`. An inverted range (end before start) holds no date. */
export function isBetweenInclusive(date: TCalendarDate, start: TCalendarDate, end: TCalendarDate): boolean {
  return compareDates(start, date) <= 0 && compareDates(date, end) <= 0;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // Gregorian calendar and Latin digits whatever the runtime's default locale; throws on an unknown zone.
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The calendar date of the instant `now` in an IANA time zone ('Europe/Paris'): the plant's "today", which is
 * not the server's (UTC) nor always the browser's. `now` is a parameter so that the function stays pure and
 * testable. Throws a RangeError for an unknown time zone or an invalid Date.
 */
export function todayIn(timeZone: string, now: Date): TCalendarDate {
  // Throws first on an invalid Date ("Invalid time value") or an unknown zone.
  const parts = dayFormatter(timeZone).formatToParts(now);
  // The formatter writes 1 BC as year "1" with no era: refuse instants before year 1 rather than misread them.
  if (now.getUTCFullYear() < minYear) throw new RangeError(`Instant before year 0001: ${now.toISOString()}`);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return fromParts(part('year'), part('month'), part('day'));
}

/** The month 'YYYY-MM' of a date, the key by which the budget and the month views group. */
export function monthKey(date: TCalendarDate): TMonthKey {
  partsOf(date);
  return date.slice(0, 7);
}

const monthKeyPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** True for a month 'YYYY-MM' (month 01 to 12, year 0001 to 9999), as `monthKey` gives. */
export function isMonthKey(value: unknown): value is TMonthKey {
  return typeof value === 'string' && monthKeyPattern.test(value) && !value.startsWith('0000');
}

/** The events that cover `date` (first and last day included), in their given order. */
export function eventsOnDate<TEvent extends DateSpan>(
  events: readonly TEvent[],
  date: TCalendarDate,
): TEvent[] {
  partsOf(date);
  return events.filter((event) => isBetweenInclusive(date, event.startDate, event.endDate));
}
