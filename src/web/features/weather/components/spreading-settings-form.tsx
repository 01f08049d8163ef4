import { useId, type SubmitEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { TPlantSettings } from '../../../../shared/contracts/plant-settings';
import { FERTILISER_TYPES, LAND_USES } from '../../../../shared/domain/spreading-calendar';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
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

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.isSaving) void form.save();
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={form.isSaving} className="space-y-4">
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
          <TextField
            key={field}
            id={`${id}-${field}`}
            name={field}
            label={t(`weather:settings.${field}`)}
            value={form.texts[field]}
            inputMode="decimal"
            onChange={(event) => {
              form.setText(field, event.target.value);
            }}
            error={form.errors[field]}
          />
        ))}
      </div>
      <Button type="submit" disabled={form.isSaving} className="w-full sm:w-auto">
        {form.isSaving && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {form.isSaving ? t('weather:settings.saving') : t('weather:settings.save')}
      </Button>
    </form>
  );
}
