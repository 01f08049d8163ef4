import { useId } from 'react';
import type { TPlantSettings } from '../../../../shared/contracts/plant-settings';
import {
  DIGESTATE_STORAGES,
  ICPE_INPUT_KINDS,
  PLANT_END_USES,
  UPGRADING_OFF_GAS,
} from '../../../../shared/domain/regulation/plant-profile';
import { DateField } from '../../../components/ui/date-field';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  PlantSettingNumberField,
  PlantSettingsFormShell,
} from '../../../lib/plant-settings/plant-settings-form-shell';
import { usePlantSettingsForm } from '../../../lib/plant-settings/use-plant-settings-form';

const numberFields = [
  'dailyInputTonnes',
  'biomethaneCapacityNm3PerHour',
  'chpElectricalPowerKw',
  'boilerThermalInputKw',
] as const;
const choiceFields = ['endUse', 'icpeInputKind', 'digestateStorage', 'upgradingOffGas'] as const;
const dateFields = ['commissioningDate'] as const;

/** The capacity figure each end use is judged on (RED II scope); the others stay stored but out of sight. */
const capacityFieldOf = {
  biomethane_injection: 'biomethaneCapacityNm3PerHour',
  electricity: 'chpElectricalPowerKw',
  heat: 'boilerThermalInputKw',
} as const;

const choiceOptions = {
  endUse: { values: PLANT_END_USES, labels: 'endUses' },
  icpeInputKind: { values: ICPE_INPUT_KINDS, labels: 'icpeInputKinds' },
  digestateStorage: { values: DIGESTATE_STORAGES, labels: 'digestateStorages' },
  upgradingOffGas: { values: UPGRADING_OFF_GAS, labels: 'upgradingOffGasOptions' },
} as const;

/**
 * The plant's regulatory profile (commissioning date, end use, ICPE inputs and tonnage, capacity, digestate
 * storage, upgrading off-gas): saved with the plant settings, it decides which obligations apply.
 */
export function RegulatoryProfileForm({
  settings,
  onSaved,
}: {
  settings: TPlantSettings;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation('regulation');
  const form = usePlantSettingsForm({
    settings,
    numberFields,
    choiceFields,
    dateFields,
    savedText: t('profile.saved'),
    errorText: t('profile.error'),
    onSaved,
  });
  const id = useId();
  const endUse = form.choices.endUse;
  const visibleChoices = choiceFields.filter(
    (field) => field !== 'upgradingOffGas' || endUse === 'biomethane_injection',
  );

  return (
    <PlantSettingsFormShell form={form} saveText={t('profile.save')} savingText={t('profile.saving')}>
      <p className="text-sm text-slate-700">{t('profile.help')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          id={`${id}-commissioningDate`}
          name="commissioningDate"
          label={t('profile.commissioningDate')}
          value={form.dates.commissioningDate ?? ''}
          onChange={(change) => {
            form.setDate('commissioningDate', change.target.value);
          }}
          error={form.errors.commissioningDate}
        />
        {visibleChoices.map((field) => {
          const { values, labels } = choiceOptions[field];
          return (
            <SelectField
              key={field}
              id={`${id}-${field}`}
              name={field}
              label={t(`profile.${field}`)}
              value={form.choices[field]}
              options={values.map((value) => ({ value, label: t(`profile.${labels}.${value}`) }))}
              onChange={(event) => {
                form.setChoice(field, event.target.value as TPlantSettings[typeof field]);
              }}
              error={form.errors[field]}
            />
          );
        })}
        <PlantSettingNumberField
          idPrefix={id}
          field="dailyInputTonnes"
          label={t('profile.dailyInputTonnes')}
          form={form}
        />
        <PlantSettingNumberField
          idPrefix={id}
          field={capacityFieldOf[endUse]}
          label={t(`profile.${capacityFieldOf[endUse]}`)}
          form={form}
        />
      </div>
    </PlantSettingsFormShell>
  );
}
