import { Ban, CircleCheck } from 'lucide-react';
import type { TSpreadingReason, TWeather } from '../../../../shared/contracts/weather';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { WeatherFormats } from './use-weather-formats';

function useReasonText(thresholds: TWeather['spreading']['thresholds'], formats: WeatherFormats) {
  const { t } = useTranslation('weather');
  return (reason: TSpreadingReason): string => {
    switch (reason.code) {
      case 'calendar-ban':
        return reason.ban === 'all-year'
          ? t('spreading.reason.calendarAllYear')
          : t('spreading.reason.calendarPeriod', {
              from: formats.dayOfYear(reason.ban.from),
              to: formats.dayOfYear(reason.ban.to),
            });
      case 'snow':
        return t('spreading.reason.snow');
      case 'frozen-soil':
        return t('spreading.reason.frozenSoil', { temperature: formats.decimal(reason.temperatureMinC) });
      case 'heavy-rain':
        return t('spreading.reason.heavyRain', {
          mm: formats.decimal(reason.precipitationMm),
          threshold: formats.decimal(thresholds.heavyRainMm),
        });
      case 'strong-wind':
        return t('spreading.reason.strongWind', {
          kmh: formats.whole(reason.windSpeedMaxKmh),
          threshold: formats.whole(thresholds.strongWindKmh),
        });
    }
  };
}

/**
 * For each forecast day, whether digestate may be spread on the user's land, and every reason why not: the
 * nitrates calendar first (law), then the weather (our advice, with the user's thresholds).
 */
export function SpreadingWindows({
  spreading,
  dayLabel,
  formats,
}: {
  spreading: TWeather['spreading'];
  dayLabel: (date: string, index: number) => string;
  formats: WeatherFormats;
}) {
  const { t } = useTranslation(['weather', 'plantSettings']);
  const reasonText = useReasonText(spreading.thresholds, formats);
  return (
    <section aria-labelledby="spreading-title" className="space-y-3">
      <div className="space-y-1">
        <h2 id="spreading-title" className="text-lg font-semibold text-slate-900">
          {t('weather:spreading.title')}
        </h2>
        <p className="text-sm text-slate-700">
          {t('weather:spreading.context', {
            landUse: t(`plantSettings:landUse.${spreading.landUse}`),
            fertiliserType: t(`plantSettings:fertiliserType.${spreading.fertiliserType}`),
          })}
        </p>
      </div>
      {spreading.days.length === 0 ? (
        <p className="text-sm text-slate-700">{t('weather:spreading.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {spreading.days.map((day, index) => (
            <li key={day.date} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-start sm:gap-4">
              <p className="font-medium text-slate-900 first-letter:uppercase sm:w-40 sm:shrink-0">
                {dayLabel(day.date, index)}
              </p>
              <div className="space-y-1">
                {day.mayBeSpread ? (
                  <p className="flex items-center gap-1.5 font-semibold text-emerald-800">
                    <CircleCheck className="h-4 w-4" aria-hidden="true" />
                    {t('weather:spreading.allowed')}
                  </p>
                ) : (
                  <>
                    <p className="flex items-center gap-1.5 font-semibold text-red-800">
                      <Ban className="h-4 w-4" aria-hidden="true" />
                      {t('weather:spreading.notAllowed')}
                    </p>
                    <ul className="list-disc space-y-0.5 pl-5 text-sm text-slate-800">
                      {day.reasons.map((reason) => (
                        <li key={reason.code}>{reasonText(reason)}</li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-slate-600">{t('weather:spreading.legal')}</p>
    </section>
  );
}
