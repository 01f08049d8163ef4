import {
  ZCompleteMaintenanceTaskRequest,
  type TCompleteMaintenanceTaskRequest,
  type TMaintenanceTask,
} from '../../../../shared/contracts/maintenance';
import { decimalFromText, decimalToText } from '../../../lib/forms/decimal-text';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';

export const completionFormFields = ['completedOn', 'meterHours'] as const;
export type TCompletionFormField = (typeof completionFormFields)[number];
export type TCompletionFormValues = Record<TCompletionFormField, string>;

/** Done today; a running-hours task's reading prefilled with its equipment's meter. */
export function completionFormValuesOf(
  task: TMaintenanceTask,
  today: string,
  language: string,
): TCompletionFormValues {
  return {
    completedOn: today,
    meterHours: task.frequency === 'running_hours' ? decimalToText(task.meterHours, language) : '',
  };
}

/**
 * The completion checked with the server's contract, plus what the server checks against the stored task:
 * not after today, and a meter reading for a running-hours task.
 */
export function completionParser(task: Pick<TMaintenanceTask, 'frequency'>, today: string) {
  const isByHours = task.frequency === 'running_hours';
  return (
    values: TCompletionFormValues,
  ): TParsedForm<TCompleteMaintenanceTaskRequest, TCompletionFormField> => {
    const meterHours = isByHours ? decimalFromText(values.meterHours) : undefined;
    const completedOn = values.completedOn.trim();
    const parsed = parseFormValues(
      ZCompleteMaintenanceTaskRequest,
      { completedOn, ...(meterHours === undefined ? {} : { meterHours }) },
      completionFormFields,
    );
    const errors: TFieldErrors<TCompletionFormField> = parsed.ok ? {} : { ...parsed.errors };
    // 'YYYY-MM-DD' strings compare as dates.
    if (errors.completedOn === undefined && completedOn > today) {
      errors.completedOn = 'maintenance:errors.completedOnInFuture';
    }
    if (isByHours && meterHours === undefined) errors.meterHours = 'maintenance:validation.hoursRequired';
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    return parsed;
  };
}
