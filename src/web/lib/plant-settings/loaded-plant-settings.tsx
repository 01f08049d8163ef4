import { Fragment, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TPlantSettings } from '../../../shared/contracts/plant-settings';
import { LoadFailedNotice, LoadingNotice } from '../../components/feedback/load-state-notice';
import { useTranslation } from '../i18n/use-translation';
import { plantSettingsQuery } from './plant-settings-query';

/**
 * The plant settings a form edits, as the server has them: "Chargement…", or what could not be read with
 * « Réessayer », or the form. The form starts again from the settings whenever they change (a save here or
 * on another page).
 */
export function LoadedPlantSettings({
  failedLead,
  children,
}: {
  failedLead: string;
  children: (settings: TPlantSettings) => ReactNode;
}) {
  const { t } = useTranslation('common');
  const settings = useQuery(plantSettingsQuery);
  if (settings.isPending) return <LoadingNotice text={t('common:loading')} />;
  if (settings.isError) {
    return (
      <LoadFailedNotice
        lead={failedLead}
        message={settings.error.message}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return <Fragment key={JSON.stringify(settings.data)}>{children(settings.data)}</Fragment>;
}
