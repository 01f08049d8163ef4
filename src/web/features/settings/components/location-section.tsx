import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { AlertCircle, LoaderCircle, MapPin, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { locationsListQuery, locationsQueryKey } from '../api/locations';
import { dashboardQueryKey } from '../../../lib/records/dashboard-query-key';
import { weatherQueryKey } from '../../../lib/weather/weather-query';
import { LocationForm } from './location-form';
import { LocationList } from './location-list';
import { SettingsSection } from './settings-section';

/** The plant's location (spec §3 unit_locations, §4, §8 toasts): a new one, and the saved ones. */
export function LocationSection() {
  const { t } = useTranslation(['locations', 'common']);
  const queryClient = useQueryClient();
  const list = useQuery(locationsListQuery);
  // A new place is a new forecast: the weather page and the dashboard's card read it again.
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: weatherQueryKey });
    await queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    await queryClient.invalidateQueries({ queryKey: locationsQueryKey });
  };

  return (
    <SettingsSection
      icon={MapPin}
      title={t('locations:section.title')}
      description={t('locations:section.help')}
    >
      <LocationForm onSaved={refresh} />
      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('locations:list.title')}</h3>
        {list.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <LoaderCircle className="h-4 w-4 animate-spin text-emerald-700" aria-hidden="true" />
            {t('locations:list.loading')}
          </p>
        )}
        {list.isError && (
          <div className="space-y-3">
            <p role="alert" className="flex gap-2 text-sm text-slate-800">
              <AlertCircle className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
              <span>
                {t('locations:list.loadFailed')} {list.error.message}
              </span>
            </p>
            <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              {t('common:retry')}
            </Button>
          </div>
        )}
        {list.isSuccess && <LocationList locations={list.data} onDeleted={refresh} />}
      </div>
    </SettingsSection>
  );
}
