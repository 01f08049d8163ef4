import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forecastUrl, readForecastDays } from './open-meteo-forecast.js';

/** An answer shaped as Open-Meteo documents it (two days). */
const answer = {
  latitude: 48.86,
  longitude: 2.35,
  timezone: 'Europe/Paris',
  daily_units: { time: 'iso8601', temperature_2m_max: '°C', wind_speed_10m_max: 'km/h' },
  daily: {
    time: ['2026-11-26', '2026-11-27'],
    temperature_2m_max: [9.1, 7.4],
    temperature_2m_min: [3.2, -1.5],
    precipitation_sum: [0, 12.6],
    precipitation_probability_max: [10, null],
    wind_speed_10m_max: [14.8, 33.1],
    et0_fao_evapotranspiration: [0.6, 0.4],
    weather_code: [3, 73],
  },
};

describe('forecastUrl', () => {
  it('asks for the 5 daily variables of domain.md in the plant’s time zone, with the key only when there is one', () => {
    const free = forecastUrl('https://api.open-meteo.com/v1', { latitude: 48.856614, longitude: 2.3522219 });
    expect(free.origin + free.pathname).toBe('https://api.open-meteo.com/v1/forecast');
    expect(Object.fromEntries(free.searchParams)).toEqual({
      latitude: '48.8566',
      longitude: '2.3522',
      daily:
        'temperature_2m_max,temperature_2m_min,precipitation_sum,precipitation_probability_max,wind_speed_10m_max,et0_fao_evapotranspiration,weather_code',
      timezone: 'Europe/Paris',
      forecast_days: '5',
    });
    const paid = forecastUrl('http://127.0.0.1:4010/v1/', { latitude: 45, longitude: 5 }, 'k3y');
    expect(paid.origin + paid.pathname).toBe('http://127.0.0.1:4010/v1/forecast');
    expect(paid.searchParams.get('apikey')).toBe('k3y');
  });
});

describe('readForecastDays', () => {
  it('reads each day of a documented answer, keeping a missing chance of rain as unknown', () => {
    expect(readForecastDays(answer)).toEqual([
      {
        date: '2026-11-26',
        temperatureMinC: 3.2,
        temperatureMaxC: 9.1,
        precipitationMm: 0,
        precipitationProbabilityPercent: 10,
        windSpeedMaxKmh: 14.8,
        evapotranspirationMm: 0.6,
        weatherCode: 3,
      },
      {
        date: '2026-11-27',
        temperatureMinC: -1.5,
        temperatureMaxC: 7.4,
        precipitationMm: 12.6,
        precipitationProbabilityPercent: null,
        windSpeedMaxKmh: 33.1,
        evapotranspirationMm: 0.4,
        weatherCode: 73,
      },
    ]);
  });

  it('drops a day with a value missing, and reads an answer without any usable day as none', () => {
    const oneBroken = { daily: { ...answer.daily, temperature_2m_min: [3.2, 'froid'] } };
    expect(readForecastDays(oneBroken)?.map((day) => day.date)).toEqual(['2026-11-26']);
    expect(readForecastDays({ daily: { ...answer.daily, time: [] } })).toBeNull();
    expect(readForecastDays({ error: true, reason: 'Latitude must be in range of -90 to 90°.' })).toBeNull();
    expect(readForecastDays('<html>502 Bad Gateway</html>')).toBeNull();
    expect(readForecastDays(null)).toBeNull();
  });

  it('never throws on garbage, and only ever returns well-formed days', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (time, column) => {
        const days = readForecastDays({ daily: { ...answer.daily, time, temperature_2m_max: column } });
        for (const day of days ?? []) {
          expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(Number.isFinite(day.temperatureMaxC)).toBe(true);
        }
      }),
    );
  });
});
