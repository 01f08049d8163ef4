// The plant's clock as the server counts it: the user's time zone and daily reset hour (preferences). Code that
// works out a date without a React hook (the offline overlays, the optimistic items) reads the last one known;
// until the preferences are read, the browser's zone and the spec's 05:00 reset.
import { DEFAULT_DAILY_RESET_HOUR, businessDate } from '../../shared/domain/business-date';
import { todayIn } from '../../shared/domain/calendar';

export interface PlantClock {
  timeZone: string;
  dailyResetHour: string;
}

let lastKnown: PlantClock | null = null;

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Called with the preferences each time they are read. */
export function rememberPlantClock(clock: PlantClock): void {
  lastKnown = clock;
}

export function currentPlantClock(): PlantClock {
  return lastKnown ?? { timeZone: browserTimeZone(), dailyResetHour: DEFAULT_DAILY_RESET_HOUR };
}

/** `read` in the clock's zone, in the browser's own zone if this runtime does not know it. */
function inZone(timeZone: string, read: (zone: string) => string): string {
  try {
    return read(timeZone);
  } catch (error) {
    if (error instanceof RangeError) return read(browserTimeZone());
    throw error;
  }
}

/** The plant's calendar date at `now`: the day a completion or a delivery is written on. */
export function plantCalendarDate(now: Date, clock: PlantClock = currentPlantClock()): string {
  return inZone(clock.timeZone, (zone) => todayIn(zone, now));
}

/**
 * The business date at `now` (before the daily reset hour it is still the previous day): the day due states count
 * from, on the server as here.
 */
export function plantBusinessDate(now: Date, clock: PlantClock = currentPlantClock()): string {
  return inZone(clock.timeZone, (zone) => businessDate(now, zone, clock.dailyResetHour));
}
