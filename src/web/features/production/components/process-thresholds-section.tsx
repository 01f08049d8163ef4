import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TPlantSettings } from '../../../../shared/contracts/plant-settings';
import { Card } from '../../../components/ui/card';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { dashboardQueryKey } from '../../../lib/records/dashboard-query-key';
import {
  PlantSettingNumberField,
  PlantSettingsFormShell,
} from '../../../lib/plant-settings/plant-settings-form-shell';
import { LoadedPlantSettings } from '../../../lib/plant-settings/loaded-plant-settings';
import { plantSettingsQueryKey } from '../../../lib/plant-settings/plant-settings-query';
import { usePlantSettingsForm } from '../../../lib/plant-settings/use-plant-settings-form';
import { productionLogsEndpoint } from '../api/production-logs';

const thresholdFields = ['h2sMaxPpm', 'methaneMinPct'] as const;

function ThresholdsForm({ settings, onSaved }: { settings: TPlantSettings; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('production');
  const form = usePlantSettingsForm({
    settings,
    numberFields: thresholdFields,
    choiceFields: [],
    savedText: t('thresholds.saved'),
    errorText: t('thresholds.error'),
    onSaved,
  });
  const id = useId();
  return (
    <PlantSettingsFormShell form={form} saveText={t('thresholds.save')} savingText={t('thresholds.saving')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {thresholdFields.map((field) => (
          <PlantSettingNumberField
            key={field}
            idPrefix={id}
            field={field}
            label={t(`thresholds.${field}`)}
            form={form}
          />
        ))}
      </div>
    </PlantSettingsFormShell>
  );
}

/**
 * The plant's own H2S and CH4 limits, against which the readings are flagged: they depend on the engine maker or
 * the grid contract (domain.md "Process monitoring"), so the operator sets them; a save flags the readings anew.
 */
export function ProcessThresholdsSection() {
  const { t } = useTranslation('production');
  const queryClient = useQueryClient();
  const headingId = useId();

  const handleSaved = async () => {
    await queryClient.invalidateQueries({ queryKey: plantSettingsQueryKey });
    await queryClient.invalidateQueries({ queryKey: [productionLogsEndpoint.key] });
    await queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
  };

  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('thresholds.title')}
        </h2>
        <p className="text-sm text-slate-700">{t('thresholds.help')}</p>
        <LoadedPlantSettings failedLead={t('thresholds.loadFailed')}>
          {(settings) => <ThresholdsForm settings={settings} onSaved={handleSaved} />}
        </LoadedPlantSettings>
      </section>
    </Card>
  );
}
