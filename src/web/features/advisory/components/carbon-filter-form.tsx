import { useId, type SubmitEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import type { TPlantSettings } from '../../../../shared/contracts/plant-settings';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePlantSettingsForm } from '../../../lib/plant-settings/use-plant-settings-form';

const numberFields = ['activatedCarbonMassKg', 'activatedCarbonCapacityGPerKg'] as const;
const labels = { activatedCarbonMassKg: 'mass', activatedCarbonCapacityGPerKg: 'capacity' } as const;

/** The activated-carbon filter of the plant (mass, capacity, last change): what the saturation date needs. */
export function CarbonFilterForm({
  settings,
  onSaved,
}: {
  settings: TPlantSettings;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation(['advisory', 'plantSettings']);
  const form = usePlantSettingsForm({
    settings,
    numberFields,
    choiceFields: [],
    dateFields: ['activatedCarbonChangedOn'],
    savedText: t('advisory:carbonForm.saved'),
    errorText: t('advisory:carbonForm.failed'),
    onSaved,
  });
  const id = useId();

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.isSaving) void form.save();
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={form.isSaving} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        {numberFields.map((field) => (
          <TextField
            key={field}
            id={`${id}-${field}`}
            name={field}
            label={t(`advisory:carbonForm.${labels[field]}`)}
            value={form.texts[field]}
            inputMode="decimal"
            onChange={(event) => {
              form.setText(field, event.target.value);
            }}
            error={form.errors[field]}
          />
        ))}
        <DateField
          id={`${id}-changed-on`}
          name="activatedCarbonChangedOn"
          label={t('advisory:carbonForm.changedOn')}
          value={form.dates.activatedCarbonChangedOn ?? ''}
          onChange={(change) => {
            form.setDate('activatedCarbonChangedOn', change.target.value);
          }}
          error={form.errors.activatedCarbonChangedOn}
        />
      </div>
      <Button type="submit" disabled={form.isSaving} className="w-full sm:w-auto">
        {form.isSaving && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />}
        {form.isSaving ? t('advisory:carbonForm.saving') : t('advisory:carbonForm.save')}
      </Button>
    </form>
  );
}
