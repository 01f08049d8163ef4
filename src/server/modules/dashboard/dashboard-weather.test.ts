import { describe, expect, it } from 'vitest';
import type { TWeather } from '../../../shared/contracts/weather.js';
import { todayAndTomorrow } from './dashboard-weather.js';

const day = (date: string, temperatureMinC: number) => ({
  date,
  temperatureMinC,
  temperatureMaxC: temperatureMinC + 8,
  precipitationMm: 0.5,
  precipitationProbabilityPercent: 20,
  windSpeedMaxKmh: 10,
  evapotranspirationMm: 0.7,
  weatherCode: 1,
});

const weatherWith = (dates: string[]): TWeather => ({
  place: { name: null, latitude: 48.8566, longitude: 2.3522, isDefault: true },
  forecast: {
    status: 'stale',
    fetchedAt: '2026-11-25T20:00:00.000Z',
    days: dates.map((date, i) => day(date, i)),
  },
  spreading: {
    landUse: 'grassland-over-6-months',
    fertiliserType: 'type-1',
    thresholds: { heavyRainMm: 10, strongWindKmh: 30, frostC: 0 },
    days: dates.map((date, i) => ({ date, mayBeSpread: i % 2 === 1, reasons: [] })),
  },
});

describe('todayAndTomorrow', () => {
  // 23:30 in Paris on 26 November (22:30 UTC): still the 26th there.
  const lateEvening = new Date('2026-11-26T22:30:00Z');

  it("takes today and tomorrow in Paris's calendar, from a forecast kept since yesterday too", () => {
    const days = todayAndTomorrow(
      weatherWith(['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28']),
      lateEvening,
    );
    expect(days.map((entry) => [entry.date, entry.temperatureMinC, entry.mayBeSpread])).toEqual([
      ['2026-11-26', 1, true],
      ['2026-11-27', 2, false],
    ]);
  });

  it('gives nothing when the forecast does not reach today or is unavailable', () => {
    expect(todayAndTomorrow(weatherWith(['2026-11-20', '2026-11-21']), lateEvening)).toEqual([]);
    const unavailable: TWeather = {
      ...weatherWith([]),
      forecast: { status: 'unavailable', reason: 'rate-limited' },
    };
    expect(todayAndTomorrow(unavailable, lateEvening)).toEqual([]);
  });
});
