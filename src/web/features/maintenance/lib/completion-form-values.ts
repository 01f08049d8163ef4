import {
  ZCompleteMaintenanceTaskRequest,
  type TCompleteMaintenanceTaskRequest,
  type TMaintenanceTask,
} from '../../../../shared/contracts/maintenance';
import { decimalFromText, decimalToText } from '../../../lib/forms/decimal-text';
import type { TFieldErrors } from '../../../lib/forms/field-errors';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';

export const completionFormFields = ['completedOn', 'meterHours', 'performedBy', 'note'] as const;
export type TCompletionFormField = (typeof completionFormFields)[number];
export type TCompletionFormValues = Record<TCompletionFormField, string>;

/**
 * Done on `day` (the business date) by the signed-in user (`userName`); a running-hours task's reading prefilled with its equipment's
 * meter; no remark yet.
 */
export function completionFormValuesOf(
  task: TMaintenanceTask,
  day: string,
  language: string,
  userName = '',
): TCompletionFormValues {
  return {
    completedOn: day,
    meterHours: task.frequency === 'running_hours' ? decimalToText(task.meterHours, language) : '',
    performedBy: userName,
    note: '',
  };
}

/**
 * The completion checked with the server's contract, plus what the server checks against the stored task:
 * not after today, and a meter reading for a running-hours task. Who did it and the remark go to the log (a
 * blank name is the signed-in user's, written by the server).
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
      {
        completedOn,
        ...(meterHours === undefined ? {} : { meterHours }),
        performedBy: values.performedBy,
        note: values.note,
      },
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
