import type { TCalendarDate } from './calendar.js';
import { spreadingBanOn, type BanPeriod, type TFertiliserType, type TLandUse } from './spreading-calendar.js';

/**
 * Whether digestate may be spread on each forecast day, and why not (issue 18, domain.md "Weather and digestate
 * spreading"). The nitrates calendar is the rule; the weather reasons follow the arrêté of 12 August 2010 (no
 * spreading on frozen or snow-covered soil, nor "pendant les périodes de forte pluviosité"), whose thresholds no
 * statute gives: ours are defaults the user can change, and are shown as advice, not law.
 */

/** One day of the forecast, as the weather service gives it (Open-Meteo's daily variables). */
export interface ForecastDay {
  date: TCalendarDate;
  temperatureMinC: number;
  temperatureMaxC: number;
  precipitationMm: number;
  /** The day's highest chance of rain, when the service gives it. */
  precipitationProbabilityPercent: number | null;
  windSpeedMaxKmh: number;
  /** Reference evapotranspiration (FAO-56), when the service gives it. */
  evapotranspirationMm: number | null;
  /** WMO weather interpretation code. */
  weatherCode: number;
}

export interface SpreadingThresholds {
  /** Rain from this many mm in the day is "forte pluviosité" (default 10 mm). */
  heavyRainMm: number;
  /** Wind from this speed carries the spray off the field (default 30 km/h). */
  strongWindKmh: number;
  /** A night at or below this temperature may leave the soil frozen (default 0 °C). */
  frostC: number;
}

export const DEFAULT_SPREADING_THRESHOLDS: SpreadingThresholds = {
  heavyRainMm: 10,
  strongWindKmh: 30,
  frostC: 0,
};

export type TSpreadingReason =
  | { code: 'calendar-ban'; ban: 'all-year' | BanPeriod }
  | { code: 'snow'; weatherCode: number }
  | { code: 'frozen-soil'; temperatureMinC: number }
  | { code: 'heavy-rain'; precipitationMm: number }
  | { code: 'strong-wind'; windSpeedMaxKmh: number };

export interface SpreadingDay {
  date: TCalendarDate;
  mayBeSpread: boolean;
  /** Every reason against, the calendar first; empty when spreading may go ahead. */
  reasons: TSpreadingReason[];
}

/** WMO codes of snow fall, snow grains and snow showers. */
const snowCodes = new Set([71, 73, 75, 77, 85, 86]);

function weatherReasons(day: ForecastDay, thresholds: SpreadingThresholds): TSpreadingReason[] {
  const reasons: TSpreadingReason[] = [];
  if (snowCodes.has(day.weatherCode)) reasons.push({ code: 'snow', weatherCode: day.weatherCode });
  if (day.temperatureMinC <= thresholds.frostC) {
    reasons.push({ code: 'frozen-soil', temperatureMinC: day.temperatureMinC });
  }
  if (day.precipitationMm >= thresholds.heavyRainMm) {
    reasons.push({ code: 'heavy-rain', precipitationMm: day.precipitationMm });
  }
  if (day.windSpeedMaxKmh >= thresholds.strongWindKmh) {
    reasons.push({ code: 'strong-wind', windSpeedMaxKmh: day.windSpeedMaxKmh });
  }
  return reasons;
}

/** Each forecast day with whether digestate may be spread on this land use, and every reason why not. */
export function spreadingWindows(
  days: readonly ForecastDay[],
  landUse: TLandUse,
  fertiliserType: TFertiliserType,
  thresholds: SpreadingThresholds = DEFAULT_SPREADING_THRESHOLDS,
): SpreadingDay[] {
  return days.map((day) => {
    const calendar = spreadingBanOn(day.date, landUse, fertiliserType);
    const reasons: TSpreadingReason[] = [
      ...(calendar.isBanned ? [{ code: 'calendar-ban' as const, ban: calendar.ban }] : []),
      ...weatherReasons(day, thresholds),
    ];
    return { date: day.date, mayBeSpread: reasons.length === 0, reasons };
  });
}
