import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPin, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { LoadFailedNotice, LoadingNotice } from '../../../components/feedback/load-state-notice';
import { RecordsPageHeader } from '../../../components/records/records-page-header';
import { RecordsPageLayout } from '../../../components/records/records-page-layout';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../lib/router/link';
import { useOfflineStatus } from '../../../lib/offline/use-offline-status';
import { dashboardQueryKey } from '../../../lib/records/dashboard-query-key';
import { weatherQuery, weatherQueryKey } from '../../../lib/weather/weather-query';
import { LoadedPlantSettings } from '../../../lib/plant-settings/loaded-plant-settings';
import { plantSettingsQueryKey } from '../../../lib/plant-settings/plant-settings-query';
import { ForecastDayCard } from '../components/forecast-day-card';
import { ForecastStatusNotice } from '../components/forecast-status-notice';
import { SpreadingSettingsForm } from '../components/spreading-settings-form';
import { SpreadingWindows } from '../components/spreading-windows';
import { useDayLabel } from '../components/use-day-label';
import { useWeatherFormats } from '../components/use-weather-formats';

/**
 * /dashboard/weather (issue 18): the 5-day forecast of the plant's place (Paramètres, Paris by default), read
 * through the server, and for each day whether digestate may be spread and why not; the spreading settings;
 * Open-Meteo's credit. An old forecast says how old; none says why.
 */
export default function WeatherPage() {
  const { t } = useTranslation(['weather', 'common']);
  const queryClient = useQueryClient();
  const weather = useQuery(weatherQuery);
  const { isOnline } = useOfflineStatus();
  const formats = useWeatherFormats();
  const [now] = useState(() => Date.now());
  const dayLabel = useDayLabel(formats, now);

  const readAgain = async () => {
    await queryClient.invalidateQueries({ queryKey: plantSettingsQueryKey });
    await queryClient.invalidateQueries({ queryKey: weatherQueryKey });
    await queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  };

  const place = weather.data?.place;
  const placeName = place ? (place.isDefault ? t('weather:defaultPlace') : (place.name ?? '')) : '…';

  return (
    <RecordsPageLayout>
      <RecordsPageHeader
        title={t('weather:title')}
        subtitle={t('weather:subtitle', { place: placeName })}
        action={
          <Link
            to="/dashboard/settings"
            className="inline-flex min-h-11 items-center gap-1.5 text-emerald-800 underline"
          >
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {t('weather:changePlace')}
          </Link>
        }
      />
      {weather.isPending && <LoadingNotice text={t('weather:loading')} size="md" />}
      {weather.isError && (
        <LoadFailedNotice
          lead={t('weather:loadFailed')}
          message={weather.error.message}
          onRetry={() => void weather.refetch()}
          size="md"
        />
      )}
      {weather.isSuccess && (
        <>
          <ForecastStatusNotice
            weather={weather.data}
            isOnline={isOnline}
            now={now}
            formats={formats}
            onRetry={() => void weather.refetch()}
          />
          {weather.data.forecast.status !== 'unavailable' && (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
              {weather.data.forecast.days.map((day) => (
                <ForecastDayCard key={day.date} day={day} label={dayLabel(day.date)} formats={formats} />
              ))}
            </ul>
          )}
          <SpreadingWindows spreading={weather.data.spreading} dayLabel={dayLabel} formats={formats} />
        </>
      )}
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Settings2 className="h-5 w-5 text-emerald-700" aria-hidden="true" />
          {t('weather:settings.title')}
        </h2>
        <LoadedPlantSettings failedLead={t('weather:loadFailed')}>
          {(settings) => <SpreadingSettingsForm settings={settings} onSaved={readAgain} />}
        </LoadedPlantSettings>
      </Card>
      <p className="text-xs text-slate-600">
        <a href="https://open-meteo.com/" className="underline" rel="noopener noreferrer" target="_blank">
          {t('weather:attribution')}
        </a>
      </p>
    </RecordsPageLayout>
  );
}
