import type { TForecastFetch } from './forecast-cache.js';
import { forecastUrl, readForecastDays } from './open-meteo-forecast.js';
import { geocodingUrl, readPlaces, type Place } from './open-meteo-geocoding.js';

export interface OpenMeteoClientOptions {
  /** The forecast or geocoding base: the free endpoint, or the customer one with a key. */
  baseUrl: string;
  /** WEATHER_API_KEY, for commercial use. */
  apiKey?: string | undefined;
  /** Who calls, with a way to reach them, as the weather services ask. */
  userAgent: string;
  timeoutMs?: number;
}

export type TOpenMeteoFailure = 'timeout' | 'network' | 'http' | 'malformed';

/** What a call to an Open-Meteo API gave: its JSON, a 429 with its Retry-After, or why it failed. */
export type TOpenMeteoAnswer =
  | { kind: 'json'; body: unknown }
  | { kind: 'rate-limited'; retryAfterMs: number | null }
  | { kind: 'failed'; reason: TOpenMeteoFailure };

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function isTimeout(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'TimeoutError' || name === 'AbortError';
}

/**
 * GET an Open-Meteo URL with a time-out (a slow service must not hold the page) and an identifying User-Agent.
 * The time-out covers the body too: a service that sends headers and then stalls is a time-out, not garbage.
 */
export async function getOpenMeteoJson(
  url: URL,
  { userAgent, timeoutMs = 5000 }: Pick<OpenMeteoClientOptions, 'userAgent' | 'timeoutMs'>,
): Promise<TOpenMeteoAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'user-agent': userAgent, accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { kind: 'failed', reason: isTimeout(error) ? 'timeout' : 'network' };
  }
  if (response.status === 429) {
    await response.body?.cancel();
    return { kind: 'rate-limited', retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { kind: 'failed', reason: 'http' };
  }
  try {
    return { kind: 'json', body: await response.json() };
  } catch (error) {
    return { kind: 'failed', reason: isTimeout(error) ? 'timeout' : 'malformed' };
  }
}

/** Asks Open-Meteo for a place's 5 days and says what came back: the days, a 429, or why it failed. */
export function openMeteoForecastFetch(options: OpenMeteoClientOptions): TForecastFetch {
  return async (coordinates) => {
    const answer = await getOpenMeteoJson(forecastUrl(options.baseUrl, coordinates, options.apiKey), options);
    if (answer.kind !== 'json') return answer;
    const days = readForecastDays(answer.body);
    return days ? { kind: 'days', days } : { kind: 'failed', reason: 'malformed' };
  };
}

export type TGeocodeOutcome =
  { kind: 'places'; places: Place[] } | { kind: 'failed'; reason: TOpenMeteoFailure | 'rate-limited' };

export type TGeocode = (name: string) => Promise<TGeocodeOutcome>;

/** Asks Open-Meteo's geocoding for the places in France a typed name may be (an empty list: none). */
export function openMeteoGeocode(options: OpenMeteoClientOptions): TGeocode {
  return async (name) => {
    const answer = await getOpenMeteoJson(geocodingUrl(options.baseUrl, name, options.apiKey), options);
    if (answer.kind === 'rate-limited') return { kind: 'failed', reason: 'rate-limited' };
    if (answer.kind === 'failed') return answer;
    const places = readPlaces(answer.body);
    return places ? { kind: 'places', places } : { kind: 'failed', reason: 'malformed' };
  };
}
