import type { TDashboard } from '../../../shared/contracts/dashboard.js';
import type { TWeather } from '../../../shared/contracts/weather.js';

const parisDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' });

/**
 * The dashboard's two days: today and tomorrow as the forecast writes its dates (Paris), with whether digestate
 * may be spread; none when there is no forecast or it does not reach today (a forecast kept since yesterday
 * still holds both).
 */
export function todayAndTomorrow(weather: TWeather, now: Date = new Date()): TDashboard['weather']['days'] {
  if (weather.forecast.status === 'unavailable') return [];
  const today = parisDate.format(now);
  const first = weather.forecast.days.findIndex((day) => day.date === today);
  if (first < 0) return [];
  return weather.forecast.days.slice(first, first + 2).map((day) => ({
    date: day.date,
    temperatureMinC: day.temperatureMinC,
    temperatureMaxC: day.temperatureMaxC,
    precipitationMm: day.precipitationMm,
    windSpeedMaxKmh: day.windSpeedMaxKmh,
    mayBeSpread: weather.spreading.days.find((window) => window.date === day.date)?.mayBeSpread ?? false,
  }));
}
