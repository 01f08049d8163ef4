import type { TForecastFetch, TForecastFetchOutcome } from './forecast-cache.js';
import { forecastUrl, readForecastDays, type Coordinates } from './open-meteo-forecast.js';

export interface OpenMeteoClientOptions {
  /** WEATHER_BASE_URL: the free endpoint, or the customer one with a key. */
  baseUrl: string;
  /** WEATHER_API_KEY, for commercial use. */
  apiKey?: string | undefined;
  /** Who calls, with a way to reach them, as the weather services ask. */
  userAgent: string;
  timeoutMs?: number;
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function failureOf(error: unknown): TForecastFetchOutcome {
  const name = error instanceof Error ? error.name : '';
  return { kind: 'failed', reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network' };
}

/**
 * Asks Open-Meteo for a place's 5 days, with a time-out (a slow service must not hold the page) and an identifying
 * User-Agent, and says what came back: the days, a 429 with its Retry-After, or why it failed.
 */
export function openMeteoForecastFetch(options: OpenMeteoClientOptions): TForecastFetch {
  const { baseUrl, apiKey, userAgent, timeoutMs = 5000 } = options;
  return async (coordinates: Coordinates) => {
    let response: Response;
    try {
      response = await fetch(forecastUrl(baseUrl, coordinates, apiKey), {
        headers: { 'user-agent': userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return failureOf(error);
    }
    if (response.status === 429) {
      await response.body?.cancel();
      return { kind: 'rate-limited', retryAfterMs: retryAfterMs(response.headers.get('retry-after')) };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { kind: 'failed', reason: 'http' };
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      return error instanceof Error && error.name === 'TimeoutError'
        ? failureOf(error)
        : { kind: 'failed', reason: 'malformed' };
    }
    const days = readForecastDays(body);
    return days ? { kind: 'days', days } : { kind: 'failed', reason: 'malformed' };
  };
}
