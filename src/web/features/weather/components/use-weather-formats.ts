import { useTranslation } from '../../../lib/i18n/use-translation';
import { dateLocale } from '../../../lib/date-locale';
import type { DayOfYear } from '../../../../shared/domain/spreading-calendar';
import { dayOfYearText } from '../lib/day-of-year-text';

/** The weather page's figures and dates in the user's language (decimal comma and jj/mm/aaaa in French). */
export function useWeatherFormats() {
  const { i18n } = useTranslation();
  const locale = dateLocale(i18n.language);
  const oneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const dayMonth = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
  const fullDate = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const duration = (unit: 'minute' | 'hour' | 'day', value: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  const dateOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

  return {
    decimal: (value: number) => oneDecimal.format(value),
    whole: (value: number) => whole.format(value),
    /** "jeudi 26/11" */
    day: (iso: string) => `${weekday.format(dateOf(iso))} ${dayMonth.format(dateOf(iso))}`,
    /** The date and time of an instant, in the browser's time zone. */
    date: (instant: Date) => fullDate.format(instant),
    time: (instant: Date) => time.format(instant),
    /** "1er octobre": a day of the nitrates calendar. */
    dayOfYear: (day: DayOfYear) => dayOfYearText(locale, day),
    /** "3 heures": how old a forecast is, in its largest whole unit. */
    age: (ms: number) => {
      const minutes = Math.max(1, Math.floor(ms / 60_000));
      if (minutes < 60) return duration('minute', minutes);
      const hours = Math.floor(minutes / 60);
      return hours < 48 ? duration('hour', hours) : duration('day', Math.floor(hours / 24));
    },
  };
}

export type WeatherFormats = ReturnType<typeof useWeatherFormats>;
