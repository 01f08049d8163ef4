import type { TApiResult } from '../../../lib/api-client';
import { getServerFieldErrors, type TFieldErrors } from '../../../lib/forms/field-errors';
import { completionFormFields, type TCompletionFormField } from './completion-form-values';

/** The refusals the server answers about one field of the completion (already in the user's language). */
const fieldOfCode: Readonly<Record<string, TCompletionFormField>> = {
  completed_on_in_future: 'completedOn',
  meter_backwards: 'meterHours',
  meter_required: 'meterHours',
};

/** Where to show a refused completion's message: under its field, or nowhere (then a toast). */
export function completionErrors(result: TApiResult<unknown>): TFieldErrors<TCompletionFormField> {
  if (result.ok) return {};
  const errors = getServerFieldErrors(result.fields, completionFormFields);
  const field = fieldOfCode[result.code];
  if (field !== undefined) errors[field] ??= result.message;
  return errors;
}
