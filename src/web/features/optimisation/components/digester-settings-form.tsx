import { useId } from 'react';
import type { TPlantSettings } from '../../../../shared/contracts/plant-settings';
import { CARBON_NITROGEN_MODES } from '../../../../shared/domain/plant-settings';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  PlantSettingNumberField,
  PlantSettingsFormShell,
} from '../../../lib/plant-settings/plant-settings-form-shell';
import { usePlantSettingsForm } from '../../../lib/plant-settings/use-plant-settings-form';

const numberFields = [
  'digesterVolumeM3',
  'olrMaxKgVsPerM3Day',
  'hrtMinDays',
  'mixDryMatterMaxPct',
  'carbonNitrogenMin',
  'carbonNitrogenMax',
] as const;
const choiceFields = ['carbonNitrogenMode'] as const;

/** The digester figures the optimiser works within, stored per user (defaults from domain.md, editable). */
export function DigesterSettingsForm({
  settings,
  onSaved,
}: {
  settings: TPlantSettings;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('optimisation');
  const form = usePlantSettingsForm({
    settings,
    numberFields,
    choiceFields,
    savedText: t('plant.saved'),
    errorText: t('plant.error'),
    onSaved,
  });
  const id = useId();

  return (
    <PlantSettingsFormShell form={form} saveText={t('plant.save')} savingText={t('plant.saving')}>
      <p className="text-sm text-slate-700">{t('plant.help')}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {numberFields.map((field) => (
          <PlantSettingNumberField
            key={field}
            idPrefix={id}
            field={field}
            label={t(`plant.${field}`)}
            form={form}
            isRequired={field === 'digesterVolumeM3'}
          />
        ))}
        <SelectField
          id={`${id}-mode`}
          name="carbonNitrogenMode"
          label={t('plant.carbonNitrogenMode')}
          value={form.choices.carbonNitrogenMode}
          options={CARBON_NITROGEN_MODES.map((value) => ({ value, label: t(`plant.mode.${value}`) }))}
          onChange={(event) => {
            form.setChoice('carbonNitrogenMode', event.target.value as TPlantSettings['carbonNitrogenMode']);
          }}
          error={form.errors.carbonNitrogenMode}
        />
      </div>
    </PlantSettingsFormShell>
  );
}
