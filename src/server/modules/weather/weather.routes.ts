import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZWeather, type TWeather, type TWeatherForecast } from '../../../shared/contracts/weather.js';
import { spreadingWindows, type SpreadingThresholds } from '../../../shared/domain/spreading-windows.js';
import { findActiveLocation, storeGeocodedCoordinates } from '../locations/locations.repository.js';
import { readPlantSettings } from '../plant-settings/plant-settings.repository.js';
import type { WeatherService } from './weather-service.js';
import { resolveWeatherPlace, type TWeatherPlace } from './weather-place.js';

export interface WeatherRoutesOptions {
  weather: WeatherService;
}

function placeOf(place: TWeatherPlace): TWeather['place'] {
  return place.kind === 'place'
    ? { name: place.name, ...place.coordinates, isDefault: place.isDefault }
    : { name: place.name, latitude: null, longitude: null, isDefault: false };
}

/**
 * GET /api/weather (issue 18): the 5-day forecast of the active location (Paris by default) and, for each day,
 * whether digestate may be spread on the user's land and why not. The weather services are called outside any
 * database transaction: a slow service holds no connection. When they fail, the last forecast comes with its
 * age, or the answer says why there is none; the page keeps working either way.
 */
export const weatherRoutes: FastifyPluginAsyncZod<WeatherRoutesOptions> = (app, { weather }) => {
  app.get('/api/weather', { schema: { response: { 200: ZWeather } } }, async (request) => {
    const { location, settings } = await request.withUserDb(async (tx, userId) => ({
      location: await findActiveLocation(tx, userId),
      settings: await readPlantSettings(tx, userId),
    }));
    const place = await resolveWeatherPlace(location, weather.geocode);
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
    let forecast: TWeatherForecast;
    if (place.kind === 'place') {
      const result = await weather.forecastFor(place.coordinates);
      forecast = result.ok
        ? {
            status: result.forecast.isStale ? 'stale' : 'fresh',
            fetchedAt: result.forecast.fetchedAt.toISOString(),
            days: result.forecast.days,
          }
        : { status: 'unavailable', reason: result.reason };
    } else {
      forecast = {
        status: 'unavailable',
        reason: place.kind === 'unknown' ? 'place-unknown' : 'unavailable',
      };
    }
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
  });
  return Promise.resolve();
};
