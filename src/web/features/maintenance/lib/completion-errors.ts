import type { TFieldOfCode } from '../../../lib/forms/use-record-form';
import type { TCompletionFormField } from './completion-form-values';

/**
 * The refusals the server answers about one field of the completion (already in the user's language): their
 * message goes under that field; any other refusal without a field message is a toast.
 */
export const completionFieldOfCode: TFieldOfCode<TCompletionFormField> = {
  completed_on_in_future: 'completedOn',
  meter_backwards: 'meterHours',
  meter_required: 'meterHours',
};
