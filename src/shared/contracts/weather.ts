import { z } from './zod.js';
import { FERTILISER_TYPES, LAND_USES } from '../domain/spreading-calendar.js';

const ZDayOfYear = z.object({ month: z.number(), day: z.number() });

export const ZForecastDay = z.object({
  date: z.string(),
  temperatureMinC: z.number(),
  temperatureMaxC: z.number(),
  precipitationMm: z.number(),
  precipitationProbabilityPercent: z.number().nullable(),
  windSpeedMaxKmh: z.number(),
  evapotranspirationMm: z.number().nullable(),
  weatherCode: z.number(),
});
export type TForecastDay = z.infer<typeof ZForecastDay>;

export const ZSpreadingReason = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('calendar-ban'),
    ban: z.union([z.literal('all-year'), z.object({ from: ZDayOfYear, to: ZDayOfYear })]),
  }),
  z.object({ code: z.literal('snow'), weatherCode: z.number() }),
  z.object({ code: z.literal('frozen-soil'), temperatureMinC: z.number() }),
  z.object({ code: z.literal('heavy-rain'), precipitationMm: z.number() }),
  z.object({ code: z.literal('strong-wind'), windSpeedMaxKmh: z.number() }),
]);
export type TSpreadingReason = z.infer<typeof ZSpreadingReason>;

export const ZSpreadingDay = z.object({
  date: z.string(),
  mayBeSpread: z.boolean(),
  reasons: z.array(ZSpreadingReason),
});
export type TSpreadingDay = z.infer<typeof ZSpreadingDay>;

/** The place the forecast is for: the active location of Paramètres, or Paris by default (spec §9). */
export const ZWeatherPlace = z.object({
  /** The saved name (display name, else the city or the coordinates); null for the default. */
  name: z.string().nullable(),
  /** Null while a saved city has no coordinates (the geocoder is down or does not know it). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isDefault: z.boolean(),
});

/**
 * The forecast: fresh (under an hour old), or stale (the service could not give a newer one: shown with its age),
 * or none, and why: the service is down, slow or answers garbage (`unavailable`), it asked us to slow down
 * (`rate-limited`), or the saved city is not a place the geocoder knows (`place-unknown`).
 */
export const ZWeatherForecast = z.discriminatedUnion('status', [
  z.object({
    status: z.enum(['fresh', 'stale']),
    fetchedAt: z.string(),
    days: z.array(ZForecastDay),
  }),
  z.object({
    status: z.literal('unavailable'),
    reason: z.enum(['unavailable', 'rate-limited', 'place-unknown']),
  }),
]);
export type TWeatherForecast = z.infer<typeof ZWeatherForecast>;

/** GET /api/weather: the 5-day forecast of the plant's place and its spreading windows. */
export const ZWeather = z.object({
  place: ZWeatherPlace,
  forecast: ZWeatherForecast,
  spreading: z.object({
    landUse: z.enum(LAND_USES),
    fertiliserType: z.enum(FERTILISER_TYPES),
    thresholds: z.object({ heavyRainMm: z.number(), strongWindKmh: z.number(), frostC: z.number() }),
    /** One per forecast day; empty without a forecast. */
    days: z.array(ZSpreadingDay),
  }),
});
export type TWeather = z.infer<typeof ZWeather>;
