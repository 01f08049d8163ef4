import { describe, expect, it } from 'vitest';
import type { ForecastDay } from '../../../shared/domain/spreading-windows.js';
import { createForecastCache, placeKey, type TForecastFetchOutcome } from './forecast-cache.js';

const paris = { latitude: 48.8566, longitude: 2.3522 };

const day = (date: string): ForecastDay => ({
  date,
  temperatureMinC: 4,
  temperatureMaxC: 11,
  precipitationMm: 1.2,
  precipitationProbabilityPercent: 40,
  windSpeedMaxKmh: 18,
  evapotranspirationMm: 0.7,
  weatherCode: 61,
});

/** A fake service answering from a script, and a clock the test moves. */
function setUp(script: TForecastFetchOutcome[]) {
  const clock = { now: Date.parse('2026-11-26T08:00:00Z') };
  const calls: string[] = [];
  const cache = createForecastCache({
    now: () => clock.now,
    fetch: (coordinates) => {
      calls.push(placeKey(coordinates));
      const next = script.shift();
      if (!next) throw new Error('the service was called more often than the test expects');
      return Promise.resolve(next);
    },
  });
  const advance = (minutes: number) => {
    clock.now += minutes * 60_000;
  };
  return { cache, calls, advance };
}

const minutes = (n: number) => n * 60_000;

describe('the forecast cache', () => {
  it('calls the service once an hour per place, about a kilometre wide', async () => {
    const { cache, calls, advance } = setUp([
      { kind: 'days', days: [day('2026-11-26')] },
      { kind: 'days', days: [day('2026-11-27')] },
    ]);
    const first = await cache.forecastFor(paris);
    expect(first).toMatchObject({ ok: true, forecast: { isStale: false } });
    advance(59);
    await cache.forecastFor({ latitude: 48.8571, longitude: 2.3519 });
    expect(calls).toEqual(['48.86,2.35']);
    advance(1);
    const next = await cache.forecastFor(paris);
    expect(next.ok && next.forecast.days[0]?.date).toBe('2026-11-27');
    expect(calls).toHaveLength(2);
  });

  it('shares one call between requests that arrive together', async () => {
    const { cache, calls } = setUp([{ kind: 'days', days: [day('2026-11-26')] }]);
    const answers = await Promise.all([cache.forecastFor(paris), cache.forecastFor(paris)]);
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('serves the last forecast with its age while the service is down, and backs off, doubling', async () => {
    const { cache, calls, advance } = setUp([
      { kind: 'days', days: [day('2026-11-26')] },
      { kind: 'failed', reason: 'timeout' },
      { kind: 'failed', reason: 'http' },
      { kind: 'days', days: [day('2026-11-27')] },
    ]);
    await cache.forecastFor(paris);
    advance(61);
    const stale = await cache.forecastFor(paris);
    expect(stale).toMatchObject({ ok: true, forecast: { isStale: true } });
    expect(stale.ok && stale.forecast.fetchedAt.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    advance(0.4);
    await cache.forecastFor(paris);
    expect(calls, 'within the first 30 s back-off').toHaveLength(2);
    advance(0.2);
    await cache.forecastFor(paris);
    expect(calls).toHaveLength(3);
    advance(0.9);
    await cache.forecastFor(paris);
    expect(calls, 'within the doubled 60 s back-off').toHaveLength(3);
    advance(0.2);
    const back = await cache.forecastFor(paris);
    expect(back).toMatchObject({ ok: true, forecast: { isStale: false } });
    expect(calls).toHaveLength(4);
  });

  it("says why there is no forecast at all, and obeys a 429's Retry-After", async () => {
    const { cache, calls, advance } = setUp([
      { kind: 'rate-limited', retryAfterMs: minutes(10) },
      { kind: 'failed', reason: 'malformed' },
    ]);
    expect(await cache.forecastFor(paris)).toEqual({ ok: false, reason: 'rate-limited' });
    advance(9);
    expect(await cache.forecastFor(paris)).toEqual({ ok: false, reason: 'rate-limited' });
    expect(calls).toHaveLength(1);
    advance(1);
    expect(await cache.forecastFor(paris)).toEqual({ ok: false, reason: 'unavailable' });
    expect(calls).toHaveLength(2);
  });
});
