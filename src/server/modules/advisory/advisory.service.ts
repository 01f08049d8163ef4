// The advisory of issue 18 point 5: the rules of shared/domain/advisory run on the user's data, read in one
// transaction beside the forecast (read apart, waiting at most `forecastWaitMs`, as the dashboard does).
import type { FastifyRequest } from 'fastify';
import type { TAdvisory } from '../../../shared/contracts/advisory.js';
import type { TWeather } from '../../../shared/contracts/weather.js';
import { newAdviceCount } from '../../../shared/domain/advisory/advice-counter.js';
import { runAdvisoryRules, type TAdvice } from '../../../shared/domain/advisory/advisory-rules.js';
import { findUserClock } from '../profile/user-today.js';
import type { WeatherService } from '../weather/weather-service.js';
import { readWeather } from '../weather/weather.service.js';
import { gatherAdvisory, spreadingInputOf, type GatheredAdvisory } from './advisory-input.js';

/** The advisory waits this long at most for a forecast the cache does not hold (the dashboard's wait). */
export const ADVISORY_FORECAST_WAIT_MS = 800;

/** The sidebar counts the advice at least this urgent: an 'info' is worth reading, not a badge. */
export const COUNTED_SEVERITY = 'watch';

/** Every advice of the gathered data and the forecast, split into active and dismissed. */
export function adviceOf(gathered: GatheredAdvisory, weather: TWeather | null): TAdvisory {
  const advice = runAdvisoryRules({ ...gathered.input, spreading: spreadingInputOf(weather) });
  const active: TAdvice[] = [];
  const dismissed: (TAdvice & { dismissedAt: string })[] = [];
  for (const item of advice) {
    const dismissedAt = gathered.dismissals.get(item.id);
    if (dismissedAt === undefined) active.push(item);
    else dismissed.push({ ...item, dismissedAt: dismissedAt.toISOString() });
  }
  return {
    today: gathered.input.today,
    // The evidence is the rule's typed figures; the contract carries them as a record.
    active: active as unknown as TAdvisory['active'],
    dismissed: dismissed as unknown as TAdvisory['dismissed'],
    inputs: {
      ...gathered.inputs,
      weatherAvailable: weather !== null && weather.forecast.status !== 'unavailable',
    },
  };
}

/** How many active advice the sidebar counts (not dismissed, at least 'watch'). */
export function countedAdvice(advisory: TAdvisory): number {
  return newAdviceCount(advisory.active, [], [], COUNTED_SEVERITY);
}

/** The forecast without geocoding, waiting at most the advisory's time; null when it cannot be read at all. */
export async function readAdvisoryWeather(
  request: FastifyRequest,
  weather: WeatherService,
): Promise<TWeather | null> {
  try {
    return await readWeather(request, weather, {
      forecastWaitMs: ADVISORY_FORECAST_WAIT_MS,
      geocodesCity: false,
    });
  } catch (error) {
    request.log.warn({ err: error }, 'advisory: forecast not read');
    return null;
  }
}

/** GET /api/advisory: the forecast and the user's data side by side, then the rules. */
export async function readAdvisory(request: FastifyRequest, weather: WeatherService): Promise<TAdvisory> {
  const [plantWeather, gathered] = await Promise.all([
    readAdvisoryWeather(request, weather),
    request.withUserDb(async (tx, userId) => {
      const clock = await findUserClock(tx, userId);
      return gatherAdvisory(tx, userId, clock, new Date());
    }),
  ]);
  return adviceOf(gathered, plantWeather);
}
