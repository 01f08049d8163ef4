import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TMaintenanceFrequency } from '../../../../shared/domain/maintenance-schedule';
import { formatHours } from '../lib/maintenance-format';

/** "Mensuelle", or "Toutes les 700 h" for a task due on running hours. */
export function useFrequencyLabel(): (
  frequency: TMaintenanceFrequency,
  intervalHours?: number | null,
) => string {
  const { t, i18n } = useTranslation('maintenance');
  return useCallback(
    (frequency, intervalHours) =>
      frequency === 'running_hours' && intervalHours !== null && intervalHours !== undefined
        ? t('everyHours', { hours: formatHours(intervalHours, i18n.language) })
        : t(`values.frequency.${frequency}`),
    [t, i18n.language],
  );
}
