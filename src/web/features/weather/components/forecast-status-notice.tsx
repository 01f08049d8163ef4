import { CloudOff, RefreshCw } from 'lucide-react';
import type { TWeather } from '../../../../shared/contracts/weather';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { WeatherFormats } from './use-weather-formats';

/** Past this age a forecast shown is said to be old (the server refreshes it hourly). */
const freshForMs = 60 * 60_000;

/**
 * Whether the forecast shown is the latest: none, and why (with "Réessayer"); or an old one, with its age and
 * why it is old (the service is not answering, or the device is offline). Nothing when it is fresh.
 */
export function ForecastStatusNotice({
  weather,
  isOnline,
  now,
  formats,
  onRetry,
}: {
  weather: TWeather;
  isOnline: boolean;
  now: number;
  formats: WeatherFormats;
  onRetry: () => void;
}) {
  const { t } = useTranslation('weather');
  const { forecast } = weather;
  if (forecast.status === 'unavailable') {
    const text =
      forecast.reason === 'place-unknown'
        ? t('status.placeUnknown', { name: weather.place.name ?? '' })
        : t(forecast.reason === 'rate-limited' ? 'status.rateLimited' : 'status.unavailable');
    return (
      <Card className="space-y-3 p-4 sm:p-6" role="alert">
        <p className="flex items-center gap-2 font-semibold text-slate-900">
          <CloudOff className="h-5 w-5 text-amber-700" aria-hidden="true" />
          {t('status.unavailableTitle')}
        </p>
        <p className="text-slate-800">{text}</p>
        {forecast.reason !== 'place-unknown' && (
          <Button variant="secondary" size="md" onClick={onRetry}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {t('status.retry')}
          </Button>
        )}
      </Card>
    );
  }
  const fetchedAt = new Date(forecast.fetchedAt);
  const ageMs = now - fetchedAt.getTime();
  const isOld = forecast.status === 'stale' || ageMs >= freshForMs || !isOnline;
  if (!isOld) return null;
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {t('status.age', {
        date: formats.date(fetchedAt),
        time: formats.time(fetchedAt),
        age: formats.age(ageMs),
      })}{' '}
      {t(isOnline ? 'status.stale' : 'status.offline')}
    </p>
  );
}
