/**
 * Dated readings and the arithmetic the drift rules share: day counts, the latest reading, the least-squares trend
 * over a window of days, and the day a situation started.
 */
import { addDays, isCalendarDate, type TCalendarDate } from '../calendar.js';

/** One measurement from the production log; several a day are possible. */
export interface DatedReading {
  date: TCalendarDate;
  /** Local wall-clock time 'HH:MM', to order the readings of one day; without it, input order is kept. */
  time?: string | null;
  value: number;
}

const msPerDay = 86_400_000;

/** Whole days from `from` to `to`: positive when `to` is later. */
export function daysBetween(from: TCalendarDate, to: TCalendarDate): number {
  for (const date of [from, to]) {
    if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  }
  // Both read as UTC midnights, and UTC days all last 24 hours.
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / msPerDay);
}

export function assertFinite(name: string, value: number): void {
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a finite number: ${String(value)}`);
}

/** The readings dated on or before `asOf`, oldest first (same day: by time, then input order). */
export function readingsUpTo(readings: readonly DatedReading[], asOf: TCalendarDate): DatedReading[] {
  const kept = readings.filter((reading) => {
    if (!isCalendarDate(reading.date)) {
      throw new RangeError(`Not a calendar date: ${JSON.stringify(reading.date)}`);
    }
    assertFinite('A reading', reading.value);
    return reading.date <= asOf;
  });
  const sortKey = (reading: DatedReading) => `${reading.date}T${reading.time ?? ''}`;
  // Array.prototype.sort is stable: readings with the same key keep their input order.
  return kept.sort((a, b) => (sortKey(a) < sortKey(b) ? -1 : sortKey(a) > sortKey(b) ? 1 : 0));
}

export interface DailyMean {
  date: TCalendarDate;
  mean: number;
  readingCount: number;
}

/** One mean per day, oldest first: a day with five readings weighs in a trend as much as a day with one. */
export function dailyMeans(sortedReadings: readonly DatedReading[]): DailyMean[] {
  const days: DailyMean[] = [];
  for (const reading of sortedReadings) {
    const last = days[days.length - 1];
    if (last?.date === reading.date) {
      last.mean += (reading.value - last.mean) / (last.readingCount + 1);
      last.readingCount += 1;
    } else {
      days.push({ date: reading.date, mean: reading.value, readingCount: 1 });
    }
  }
  return days;
}

export interface LeastSquaresLine {
  /** Change of the value per unit of x. */
  slope: number;
  /** The fitted value at x = 0. */
  intercept: number;
}

/** Ordinary least squares of y on x; null with fewer than two distinct x. */
export function leastSquaresLine(points: readonly { x: number; y: number }[]): LeastSquaresLine | null {
  if (points.length < 2) return null;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  let covariance = 0;
  let varianceX = 0;
  for (const point of points) {
    covariance += (point.x - meanX) * (point.y - meanY);
    varianceX += (point.x - meanX) ** 2;
  }
  if (varianceX === 0) return null;
  const slope = covariance / varianceX;
  return { slope, intercept: meanY - slope * meanX };
}

export interface TrendWindowRule {
  /** Calendar days of the window, ending on (and including) the as-of day. */
  windowDays: number;
  /** Fewest days with readings in the window for a trend to mean anything. */
  minDaysWithReadings: number;
  /** Fewest days between the first and the last day with readings (a trend needs some time span). */
  minSpanDays: number;
}

export interface Trend {
  windowStart: TCalendarDate;
  windowEnd: TCalendarDate;
  /** Days with at least one reading in the window: the points of the fit. */
  daysUsed: number;
  readingsUsed: number;
  /** Least-squares slope of the daily means, in the reading's unit per day; null when the window is too thin. */
  slopePerDay: number | null;
  /** The fitted line's value on the as-of day; null when the window is too thin. */
  fittedValueAsOf: number | null;
}

/** The trend of the daily means over the window ending on `asOf` (no slope when the window holds too few days). */
export function trendOver(
  sortedReadings: readonly DatedReading[],
  asOf: TCalendarDate,
  rule: TrendWindowRule,
): Trend {
  const windowStart = addDays(asOf, -(rule.windowDays - 1));
  const days = dailyMeans(sortedReadings.filter((r) => r.date >= windowStart && r.date <= asOf));
  const counts = {
    windowStart,
    windowEnd: asOf,
    daysUsed: days.length,
    readingsUsed: days.reduce((sum, day) => sum + day.readingCount, 0),
  };
  const first = days[0];
  const last = days[days.length - 1];
  const isThin =
    first === undefined ||
    last === undefined ||
    days.length < rule.minDaysWithReadings ||
    daysBetween(first.date, last.date) < rule.minSpanDays;
  const line = isThin
    ? null
    : leastSquaresLine(days.map((day) => ({ x: daysBetween(windowStart, day.date), y: day.mean })));
  if (line === null) return { ...counts, slopePerDay: null, fittedValueAsOf: null };
  return {
    ...counts,
    slopePerDay: line.slope,
    fittedValueAsOf: line.intercept + line.slope * daysBetween(windowStart, asOf),
  };
}

/**
 * The first day of the unbroken run of days, ending on `asOf`, on which `situationOn` gives the same key as on
 * `asOf` (at most `lookBackDays` back). Ids built on it stay the same while a situation lasts, whatever new
 * readings come in, and change when it breaks off and comes back.
 */
export function situationSince(
  asOf: TCalendarDate,
  lookBackDays: number,
  situationOn: (day: TCalendarDate) => string | null,
): TCalendarDate {
  const current = situationOn(asOf);
  let since = asOf;
  for (let back = 1; back <= lookBackDays; back += 1) {
    const day = addDays(asOf, -back);
    if (situationOn(day) !== current) break;
    since = day;
  }
  return since;
}
