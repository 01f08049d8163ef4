import type { WeatherConfig } from '../../config.js';
import { openMeteoForecastFetch, openMeteoGeocode, type TGeocode } from './fetch-open-meteo.js';
import { createForecastCache, type TForecastResult } from './forecast-cache.js';
import type { Coordinates } from './open-meteo-forecast.js';

/**
 * The server's one way to the weather services (the browser never calls them): the 5-day forecast of a place,
 * cached an hour per rounded coordinate with back-off, and the geocoding of a typed city. Built once per app, so
 * every user of a place shares its forecast.
 */
export interface WeatherService {
  forecastFor(coordinates: Coordinates): Promise<TForecastResult>;
  geocode: TGeocode;
  /** Memory cleanup: forgets the stale forecasts; how many. */
  dropStaleForecasts(): number;
}

export function createWeatherService(config: WeatherConfig): WeatherService {
  const client = { apiKey: config.apiKey, userAgent: config.userAgent, timeoutMs: config.timeoutMs };
  const cache = createForecastCache({
    fetch: openMeteoForecastFetch({ ...client, baseUrl: config.forecastBaseUrl }),
  });
  return {
    forecastFor: cache.forecastFor,
    dropStaleForecasts: cache.dropStale,
    geocode: openMeteoGeocode({ ...client, baseUrl: config.geocodingBaseUrl }),
  };
}
