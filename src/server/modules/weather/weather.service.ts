import type { FastifyRequest } from 'fastify';
import type { TWeather, TWeatherForecast } from '../../../shared/contracts/weather.js';
import { spreadingWindows, type SpreadingThresholds } from '../../../shared/domain/spreading-windows.js';
import { findActiveLocation, storeGeocodedCoordinates } from '../locations/locations.repository.js';
import { readPlantSettings } from '../plant-settings/plant-settings.repository.js';
import type { TGeocode } from './fetch-open-meteo.js';
import type { TForecastResult } from './forecast-cache.js';
import type { WeatherService } from './weather-service.js';
import { resolveWeatherPlace, type TWeatherPlace } from './weather-place.js';

export interface ReadWeatherOptions {
  /**
   * Answer without the forecast rather than wait longer than this for the service (the dashboard: its other
   * figures never wait on the weather; the fetch goes on and the cache has it for the next visit).
   */
  forecastWaitMs?: number;
  /** False: a city without coordinates yet is not geocoded now (the weather page does it). Default true. */
  geocodesCity?: boolean;
}

const notNow: TGeocode = () => Promise.resolve({ kind: 'failed', reason: 'timeout' });

function placeOf(place: TWeatherPlace): TWeather['place'] {
  return place.kind === 'place'
    ? { name: place.name, ...place.coordinates, isDefault: place.isDefault }
    : { name: place.name, latitude: null, longitude: null, isDefault: false };
}

function forecastOf(result: TForecastResult | null): TWeatherForecast {
  if (result === null) return { status: 'unavailable', reason: 'unavailable' };
  return result.ok
    ? {
        status: result.forecast.isStale ? 'stale' : 'fresh',
        fetchedAt: result.forecast.fetchedAt.toISOString(),
        days: result.forecast.days,
      }
    : { status: 'unavailable', reason: result.reason };
}

function withinMs<T>(work: Promise<T>, ms: number | undefined): Promise<T | null> {
  if (ms === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      resolve(null);
    }, ms);
  });
  return Promise.race([work, late]).finally(() => {
    clearTimeout(timer);
  });
}

/**
 * The forecast of the user's active location (Paris by default) and, for each day, whether digestate may be spread
 * on the user's land and why not (issue 18). The weather services are called outside any database transaction: a
 * slow service holds no connection. A city saved while the geocoder was down is geocoded here and its coordinates
 * stored. When the services fail, the last forecast comes with its age, or the answer says why there is none.
 */
export async function readWeather(
  request: FastifyRequest,
  weather: WeatherService,
  options: ReadWeatherOptions = {},
): Promise<TWeather> {
  const { location, settings } = await request.withUserDb(async (tx, userId) => ({
    location: await findActiveLocation(tx, userId),
    settings: await readPlantSettings(tx, userId),
  }));
  const geocode = options.geocodesCity === false ? notNow : weather.geocode;
  const place = await resolveWeatherPlace(location, geocode);
  if (place.kind === 'place' && place.geocoded && location) {
    await request.withUserDb((tx, userId) =>
      storeGeocodedCoordinates(tx, userId, location.id, place.coordinates),
    );
  }
  const thresholds: SpreadingThresholds = {
    heavyRainMm: settings.heavyRainMm,
    strongWindKmh: settings.strongWindKmh,
    frostC: settings.frostC,
  };
  const forecast: TWeatherForecast =
    place.kind === 'place'
      ? forecastOf(await withinMs(weather.forecastFor(place.coordinates), options.forecastWaitMs))
      : { status: 'unavailable', reason: place.kind === 'unknown' ? 'place-unknown' : 'unavailable' };
  const days = forecast.status === 'unavailable' ? [] : forecast.days;
  return {
    place: placeOf(place),
    forecast,
    spreading: {
      landUse: settings.landUse,
      fertiliserType: settings.fertiliserType,
      thresholds,
      days: spreadingWindows(days, settings.landUse, settings.fertiliserType, thresholds),
    },
  };
}
