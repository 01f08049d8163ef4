import { useTranslation } from '../../../lib/i18n/use-translation';
import type { TEquipmentMeter } from '../../../../shared/contracts/maintenance';
import { MAINTENANCE_FREQUENCIES } from '../../../../shared/domain/maintenance-schedule';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { DateField } from '../../../components/ui/date-field';
import type { TFieldChange } from '../../../lib/forms/field-change';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { useFieldErrorText } from '../../../lib/forms/use-field-error-text';
import { formatHours } from '../lib/maintenance-format';
import {
  isByRunningHours,
  type TMaintenanceFormField,
  type TMaintenanceFormValues,
} from '../lib/maintenance-form-values';

export interface ScheduleFieldsProps {
  values: TMaintenanceFormValues;
  errors: TFieldErrors<TMaintenanceFormField>;
  getFieldId: (field: TMaintenanceFormField) => string;
  onChange: (change: TFieldChange) => void;
  /** The meter of the equipment typed, if it has one. */
  meter: TEquipmentMeter | undefined;
}

/**
 * When the task is due: its frequency and date, and for a task on running hours its interval and the meter
 * reading at its last service (the date is then optional).
 */
export function ScheduleFields({ values, errors, getFieldId, onChange, meter }: ScheduleFieldsProps) {
  const { t, i18n } = useTranslation(['maintenance', 'records']);
  const errorText = useFieldErrorText();
  const isByHours = isByRunningHours(values);
  const optional = t('records:form.optional');

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id={getFieldId('frequency')}
        name="frequency"
        label={t('maintenance:fields.frequency')}
        value={values.frequency}
        onChange={onChange}
        error={errorText(errors.frequency)}
        options={MAINTENANCE_FREQUENCIES.map((frequency) => ({
          value: frequency,
          label: t(`maintenance:values.frequency.${frequency}`),
        }))}
      />
      <DateField
        id={getFieldId('nextDueDate')}
        name="nextDueDate"
        label={t('maintenance:fields.nextDueDate')}
        value={values.nextDueDate}
        onChange={onChange}
        error={errorText(errors.nextDueDate)}
        {...(isByHours ? { optionalText: optional, hint: t('maintenance:form.dateForHoursHint') } : {})}
      />
      {isByHours && (
        <>
          <TextField
            id={getFieldId('intervalHours')}
            name="intervalHours"
            label={t('maintenance:fields.intervalHours')}
            value={values.intervalHours}
            onChange={onChange}
            error={errorText(errors.intervalHours)}
            inputMode="numeric"
            hint={t('maintenance:form.intervalHint')}
          />
          <TextField
            id={getFieldId('lastServiceRunningHours')}
            name="lastServiceRunningHours"
            label={t('maintenance:fields.lastServiceRunningHours')}
            value={values.lastServiceRunningHours}
            onChange={onChange}
            error={errorText(errors.lastServiceRunningHours)}
            inputMode="decimal"
            optionalText={optional}
            hint={
              meter
                ? t('maintenance:form.meterNow', {
                    equipment: meter.equipmentName,
                    hours: formatHours(meter.runningHours, i18n.language),
                  })
                : t('maintenance:form.lastServiceHint')
            }
          />
        </>
      )}
    </div>
  );
}
