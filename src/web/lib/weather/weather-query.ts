import { queryOptions } from '@tanstack/react-query';
import type { TWeather } from '../../../shared/contracts/weather';
import { apiRequest } from '../api-client';
import { readCached } from '../offline/read-with-pending';

export const weatherQueryKey = ['weather'] as const;

/**
 * GET /api/weather: the forecast of the plant's place and its spreading windows (the weather page, the dashboard's
 * card). The server caches it an hour; offline, the copy last seen on this device (shown with its age).
 */
export const weatherQuery = queryOptions({
  queryKey: weatherQueryKey,
  queryFn: ({ signal }) =>
    readCached(weatherQueryKey, () => apiRequest<TWeather>('/api/weather', { signal })),
  networkMode: 'always',
  // The server decides when the forecast is old: ask it on each visit.
  staleTime: 0,
});

const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });

/** Today as the forecast's dates are written: the calendar date in Paris (the forecast is asked in that zone). */
export function forecastToday(now: Date = new Date()): string {
  return parisDate.format(now);
}
