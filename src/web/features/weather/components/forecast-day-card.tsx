import { Droplets, Sun, Thermometer, Umbrella, Wind } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TForecastDay } from '../../../../shared/contracts/weather';
import { skyOf } from '../../../../shared/domain/weather-sky';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SkyIcon } from './sky-icon';
import type { WeatherFormats } from './use-weather-formats';

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** One forecast day: its sky, lowest and highest temperature, rain and its chance, the strongest wind. */
export function ForecastDayCard({
  day,
  label,
  formats,
}: {
  day: TForecastDay;
  /** "Aujourd'hui", "Demain" or the day's name and date. */
  label: string;
  formats: WeatherFormats;
}) {
  const { t } = useTranslation(['weather', 'sky']);
  const sky = skyOf(day.weatherCode);
  const iconClass = 'h-4 w-4 shrink-0 text-slate-500';
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900 first-letter:uppercase">{label}</h3>
        <SkyIcon sky={sky} className="h-7 w-7 shrink-0 text-sky-700" />
      </div>
      <p className="text-sm text-slate-700">{t(`sky:${sky}`)}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm text-slate-800 lg:grid-cols-1">
        <Figure
          icon={<Thermometer className={iconClass} aria-hidden="true" />}
          label={t('weather:day.temperaturesLabel')}
          value={t('weather:day.temperatures', {
            min: formats.decimal(day.temperatureMinC),
            max: formats.decimal(day.temperatureMaxC),
          })}
        />
        <Figure
          icon={<Droplets className={iconClass} aria-hidden="true" />}
          label={t('weather:day.rainLabel')}
          value={t('weather:day.rain', { mm: formats.decimal(day.precipitationMm) })}
        />
        {day.precipitationProbabilityPercent !== null && (
          <Figure
            icon={<Umbrella className={iconClass} aria-hidden="true" />}
            label={t('weather:day.rainChanceLabel')}
            value={t('weather:day.rainChance', {
              percent: formats.whole(day.precipitationProbabilityPercent),
            })}
          />
        )}
        <Figure
          icon={<Wind className={iconClass} aria-hidden="true" />}
          label={t('weather:day.windLabel')}
          value={t('weather:day.wind', { kmh: formats.whole(day.windSpeedMaxKmh) })}
        />
        {day.evapotranspirationMm !== null && (
          <Figure
            icon={<Sun className={iconClass} aria-hidden="true" />}
            label={t('weather:day.evapotranspirationLabel')}
            value={t('weather:day.evapotranspiration', { mm: formats.decimal(day.evapotranspirationMm) })}
          />
        )}
      </dl>
    </li>
  );
}
