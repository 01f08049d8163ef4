import type { ForecastDay } from '../../../shared/domain/spreading-windows.js';
import type { Coordinates } from './open-meteo-forecast.js';

/**
 * The forecasts the server has fetched, per rounded coordinate (issue 18: one call an hour per place at most, as
 * Open-Meteo asks). A fresh one is served as is; past the hour a new one is fetched, and while the service is down
 * or has asked us to slow down (429) the last one is served with its age rather than nothing. Failures back off,
 * doubling up to an hour, so a down service is not hammered; a 429's Retry-After is obeyed.
 */

export type TForecastFetchOutcome =
  | { kind: 'days'; days: ForecastDay[] }
  | { kind: 'rate-limited'; retryAfterMs: number | null }
  | { kind: 'failed'; reason: 'timeout' | 'network' | 'http' | 'malformed' };

export type TForecastFetch = (coordinates: Coordinates) => Promise<TForecastFetchOutcome>;

export interface CachedForecast {
  days: ForecastDay[];
  fetchedAt: Date;
  /** Past the hour: the service could not give a newer one. */
  isStale: boolean;
}

export type TForecastResult =
  { ok: true; forecast: CachedForecast } | { ok: false; reason: 'unavailable' | 'rate-limited' };

export interface ForecastCacheOptions {
  fetch: TForecastFetch;
  now?: () => number;
  freshForMs?: number;
  firstBackoffMs?: number;
  maxBackoffMs?: number;
  /** Places kept; the oldest fetched goes first. */
  maxPlaces?: number;
}

interface PlaceState {
  forecast: { days: ForecastDay[]; fetchedAt: number } | null;
  failures: number;
  retryAt: number;
  lastFailure: 'unavailable' | 'rate-limited' | null;
}

/** About a kilometre: plants a street apart share a forecast. */
export function placeKey({ latitude, longitude }: Coordinates): string {
  return `${latitude.toFixed(2)},${longitude.toFixed(2)}`;
}

export function createForecastCache(options: ForecastCacheOptions) {
  const {
    fetch,
    // Read at each call, not bound once: a clock moved by the tests (or the bench) is the one used.
    now = () => Date.now(),
    freshForMs = 60 * 60_000,
    firstBackoffMs = 30_000,
    maxBackoffMs = 60 * 60_000,
    maxPlaces = 1000,
  } = options;
  const places = new Map<string, PlaceState>();
  const inFlight = new Map<string, Promise<TForecastResult>>();

  const answer = (state: PlaceState): TForecastResult =>
    state.forecast
      ? {
          ok: true,
          forecast: {
            days: state.forecast.days,
            fetchedAt: new Date(state.forecast.fetchedAt),
            isStale: now() - state.forecast.fetchedAt >= freshForMs,
          },
        }
      : { ok: false, reason: state.lastFailure ?? 'unavailable' };

  function remember(key: string, state: PlaceState): void {
    places.delete(key);
    places.set(key, state);
    if (places.size > maxPlaces) {
      const oldest = places.keys().next().value;
      if (oldest !== undefined) places.delete(oldest);
    }
  }

  async function refresh(key: string, coordinates: Coordinates, state: PlaceState): Promise<TForecastResult> {
    const outcome = await fetch(coordinates);
    if (outcome.kind === 'days') {
      remember(key, {
        forecast: { days: outcome.days, fetchedAt: now() },
        failures: 0,
        retryAt: 0,
        lastFailure: null,
      });
    } else {
      const failures = state.failures + 1;
      const backoff = Math.min(maxBackoffMs, firstBackoffMs * 2 ** (failures - 1));
      const wait =
        outcome.kind === 'rate-limited' && outcome.retryAfterMs !== null ? outcome.retryAfterMs : backoff;
      remember(key, {
        ...state,
        failures,
        retryAt: now() + wait,
        lastFailure: outcome.kind === 'rate-limited' ? 'rate-limited' : 'unavailable',
      });
    }
    return answer(places.get(key) ?? state);
  }

  /** The forecast for a place: fresh, or the last one with its age, or why there is none. */
  function forecastFor(coordinates: Coordinates): Promise<TForecastResult> {
    const key = placeKey(coordinates);
    const state = places.get(key) ?? { forecast: null, failures: 0, retryAt: 0, lastFailure: null };
    const isFresh = state.forecast !== null && now() - state.forecast.fetchedAt < freshForMs;
    if (isFresh || now() < state.retryAt) return Promise.resolve(answer(state));
    const running = inFlight.get(key);
    if (running) return running;
    const started = refresh(key, coordinates, state).finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  /**
   * Memory cleanup (a memory alert): forgets the places whose forecast is stale and that are not in back-off
   * (their next read fetches again anyway); the count dropped.
   */
  function dropStale(): number {
    let dropped = 0;
    for (const [key, state] of places) {
      const isStale = state.forecast === null || now() - state.forecast.fetchedAt >= freshForMs;
      if (isStale && now() >= state.retryAt && !inFlight.has(key)) {
        places.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  return { forecastFor, dropStale };
}
