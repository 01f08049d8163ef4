import { addDays } from '../../../../shared/domain/calendar';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { forecastToday } from '../../../lib/weather/weather-query';
import type { WeatherFormats } from './use-weather-formats';

/**
 * "Aujourd'hui", "Demain", or the day's name and date, against today in the forecast's time zone (a copy of the
 * forecast kept offline may start yesterday).
 */
export function useDayLabel(formats: WeatherFormats, now: number): (date: string) => string {
  const { t } = useTranslation('weather');
  const today = forecastToday(new Date(now));
  const tomorrow = addDays(today, 1);
  return (date) => {
    if (date === today) return `${t('day.today')} (${formats.day(date)})`;
    if (date === tomorrow) return `${t('day.tomorrow')} (${formats.day(date)})`;
    return formats.day(date);
  };
}
