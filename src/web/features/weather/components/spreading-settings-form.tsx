import { useId } from 'react';
import type { TPlantSettings } from '../../../../shared/contracts/plant-settings';
import { FERTILISER_TYPES, LAND_USES } from '../../../../shared/domain/spreading-calendar';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  PlantSettingNumberField,
  PlantSettingsFormShell,
} from '../../../lib/plant-settings/plant-settings-form-shell';
import { usePlantSettingsForm } from '../../../lib/plant-settings/use-plant-settings-form';

const thresholdFields = ['heavyRainMm', 'strongWindKmh', 'frostC'] as const;
const choiceFields = ['landUse', 'fertiliserType'] as const;

/**
 * Where the digestate goes and the weather thresholds of the spreading windows (advice: no statute gives them).
 * Saves the changed fields only; the page reads the windows again after a save.
 */
export function SpreadingSettingsForm({
  settings,
  onSaved,
}: {
  settings: TPlantSettings;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation(['weather', 'plantSettings']);
  const form = usePlantSettingsForm({
    settings,
    numberFields: thresholdFields,
    choiceFields,
    savedText: t('weather:settings.saved'),
    errorText: t('weather:settings.error'),
    onSaved,
  });
  const id = useId();

  return (
    <PlantSettingsFormShell
      form={form}
      saveText={t('weather:settings.save')}
      savingText={t('weather:settings.saving')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${id}-land-use`}
          name="landUse"
          label={t('weather:settings.landUse')}
          value={form.choices.landUse}
          options={LAND_USES.map((value) => ({ value, label: t(`plantSettings:landUse.${value}`) }))}
          onChange={(event) => {
            form.setChoice('landUse', event.target.value as TPlantSettings['landUse']);
          }}
          error={form.errors.landUse}
        />
        <SelectField
          id={`${id}-fertiliser`}
          name="fertiliserType"
          label={t('weather:settings.fertiliserType')}
          value={form.choices.fertiliserType}
          options={FERTILISER_TYPES.map((value) => ({
            value,
            label: t(`plantSettings:fertiliserType.${value}`),
          }))}
          onChange={(event) => {
            form.setChoice('fertiliserType', event.target.value as TPlantSettings['fertiliserType']);
          }}
          error={form.errors.fertiliserType}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {thresholdFields.map((field) => (
          <PlantSettingNumberField
            key={field}
            idPrefix={id}
            field={field}
            label={t(`weather:settings.${field}`)}
            form={form}
          />
        ))}
      </div>
    </PlantSettingsFormShell>
  );
}
