import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { decimalToText } from '../../../lib/forms/decimal-text';
import type { TFieldChange } from '../../../lib/forms/field-change';
import {
  isByRunningHours,
  type TMaintenanceFormField,
  type TMaintenanceFormValues,
} from '../lib/maintenance-form-values';
import type { KnownEquipment } from './use-known-equipment';

interface MeterPrefillOptions {
  isEnabled: boolean;
  values: TMaintenanceFormValues;
  equipment: KnownEquipment;
  handleChange: (event: TFieldChange) => void;
  setValue: (field: TMaintenanceFormField, value: string) => void;
}

/**
 * The change handler of the equipment and frequency fields: on a running-hours task it fills "meter at last
 * service" with the equipment's current meter, and follows the equipment while the user has not typed over it.
 */
export function useMeterPrefill({
  isEnabled,
  values,
  equipment,
  handleChange,
  setValue,
}: MeterPrefillOptions) {
  const { i18n } = useTranslation();
  const [prefilledHours, setPrefilledHours] = useState('');

  return (event: TFieldChange) => {
    handleChange(event);
    if (!isEnabled) return;
    const next = { ...values, [event.target.name]: event.target.value };
    const isUntouched =
      values.lastServiceRunningHours === '' || values.lastServiceRunningHours === prefilledHours;
    if (!isByRunningHours(next) || !isUntouched) return;
    const meter = equipment.findMeter(next.equipmentName);
    const text = meter ? decimalToText(meter.runningHours, i18n.language) : '';
    setPrefilledHours(text);
    setValue('lastServiceRunningHours', text);
  };
}
