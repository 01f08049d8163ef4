import {
  ZSaveEquipmentMeterRequest,
  type TSaveEquipmentMeterRequest,
} from '../../../../shared/contracts/maintenance';
import { decimalFromText } from '../../../lib/forms/decimal-text';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';

export const meterFormFields = ['equipmentName', 'runningHours', 'isReset'] as const;
export type TMeterFormField = (typeof meterFormFields)[number];
export type TMeterFormValues = Record<TMeterFormField, string>;

export const resetCheckedValue = 'true';

export function meterFormValues(equipmentName = ''): TMeterFormValues {
  return { equipmentName, runningHours: '', isReset: '' };
}

/** The reading checked with the server's contract. */
export function parseMeterForm(
  values: TMeterFormValues,
): TParsedForm<TSaveEquipmentMeterRequest, TMeterFormField> {
  const isReset = values.isReset === resetCheckedValue;
  return parseFormValues(
    ZSaveEquipmentMeterRequest,
    {
      equipmentName: values.equipmentName,
      runningHours: decimalFromText(values.runningHours),
      ...(isReset ? { isReset } : {}),
    },
    meterFormFields,
  );
}
