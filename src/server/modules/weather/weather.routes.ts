import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZWeather } from '../../../shared/contracts/weather.js';
import type { WeatherService } from './weather-service.js';
import { readWeather } from './weather.service.js';

export interface WeatherRoutesOptions {
  weather: WeatherService;
}

/** GET /api/weather (issue 18): the 5-day forecast of the plant's place and its spreading windows. */
export const weatherRoutes: FastifyPluginAsyncZod<WeatherRoutesOptions> = (app, { weather }) => {
  app.get('/api/weather', { schema: { response: { 200: ZWeather } } }, (request) =>
    readWeather(request, weather),
  );
  return Promise.resolve();
};
