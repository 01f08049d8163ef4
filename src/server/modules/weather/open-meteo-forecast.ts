import type { ForecastDay } from '../../../shared/domain/spreading-windows.js';

/**
 * Open-Meteo's 5-day forecast (domain.md "Weather and digestate spreading"): the request the server sends and
 * the reading of its answer. The answer comes from outside: anything but the expected arrays of numbers is
 * dropped day by day, and an answer with no usable day reads as none (the page then says the forecast is
 * unavailable, or shows the last one with its age).
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const dailyVariables = [
  'temperature_2m_max',
  'temperature_2m_min',
  'precipitation_sum',
  'precipitation_probability_max',
  'wind_speed_10m_max',
  'et0_fao_evapotranspiration',
  'weather_code',
] as const;

export const forecastDays = 5;

/** `path` under the configured base URL (WEATHER_BASE_URL, "https://api.open-meteo.com/v1" by default). */
export function underBase(baseUrl: string, path: string): URL {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

/**
 * GET {base}/forecast for the coordinates, in the plant's time zone (required with daily variables). With an API
 * key the customer endpoint is used (the free one is for non-commercial use): the base URL says which.
 */
export function forecastUrl(baseUrl: string, { latitude, longitude }: Coordinates, apiKey?: string): URL {
  const url = underBase(baseUrl, 'forecast');
  url.searchParams.set('latitude', latitude.toFixed(4));
  url.searchParams.set('longitude', longitude.toFixed(4));
  url.searchParams.set('daily', dailyVariables.join(','));
  url.searchParams.set('timezone', 'Europe/Paris');
  url.searchParams.set('forecast_days', String(forecastDays));
  if (apiKey) url.searchParams.set('apikey', apiKey);
  return url;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function numberAt(column: unknown, index: number): number | null {
  if (!Array.isArray(column)) return null;
  const value: unknown = column[index];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function readDay(daily: Record<string, unknown>, index: number): ForecastDay | null {
  const date: unknown = Array.isArray(daily.time) ? daily.time[index] : undefined;
  const temperatureMaxC = numberAt(daily.temperature_2m_max, index);
  const temperatureMinC = numberAt(daily.temperature_2m_min, index);
  const precipitationMm = numberAt(daily.precipitation_sum, index);
  const windSpeedMaxKmh = numberAt(daily.wind_speed_10m_max, index);
  const weatherCode = numberAt(daily.weather_code, index);
  if (
    typeof date !== 'string' ||
    !datePattern.test(date) ||
    temperatureMaxC === null ||
    temperatureMinC === null ||
    precipitationMm === null ||
    windSpeedMaxKmh === null ||
    weatherCode === null
  ) {
    return null;
  }
  return {
    date,
    temperatureMinC,
    temperatureMaxC,
    precipitationMm,
    precipitationProbabilityPercent: numberAt(daily.precipitation_probability_max, index),
    windSpeedMaxKmh,
    evapotranspirationMm: numberAt(daily.et0_fao_evapotranspiration, index),
    weatherCode,
  };
}

/** The usable days of an answer, in date order; null when it holds none. */
export function readForecastDays(body: unknown): ForecastDay[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { daily } = body as Record<string, unknown>;
  if (
    typeof daily !== 'object' ||
    daily === null ||
    !Array.isArray((daily as Record<string, unknown>).time)
  ) {
    return null;
  }
  const columns = daily as Record<string, unknown> & { time: unknown[] };
  const days = columns.time
    .map((_, index) => readDay(columns, index))
    .filter((day): day is ForecastDay => day !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
  return days.length > 0 ? days : null;
}
