import { useId, type SubmitEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { TPlantSettings } from '../../../../shared/contracts/plant-settings';
import { CARBON_NITROGEN_MODES } from '../../../../shared/domain/plant-settings';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
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

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.isSaving) void form.save();
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={form.isSaving} className="space-y-4">
      <p className="text-sm text-slate-700">{t('plant.help')}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {numberFields.map((field) => (
          <TextField
            key={field}
            id={`${id}-${field}`}
            name={field}
            label={t(`plant.${field}`)}
            value={form.texts[field]}
            inputMode="decimal"
            onChange={(event) => {
              form.setText(field, event.target.value);
            }}
            error={form.errors[field]}
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
      <Button type="submit" disabled={form.isSaving} className="w-full sm:w-auto">
        {form.isSaving && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {form.isSaving ? t('plant.saving') : t('plant.save')}
      </Button>
    </form>
  );
}
