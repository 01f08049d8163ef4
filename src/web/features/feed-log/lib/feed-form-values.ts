import { ZCreateFeedLogRequest, type TFeedLog } from '../../../../shared/contracts/feed-log';
import type { TCalendarDate } from '../../../../shared/domain/calendar';
import { decimalFromText, decimalToText } from '../../../lib/forms/decimal-text';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';

export const feedFormFields = ['fedOn', 'rawMaterialId', 'tonnes', 'notes'] as const;
export type TFeedFormField = (typeof feedFormFields)[number];
export type TFeedFormValues = Record<TFeedFormField, string>;
export type TFeedRequest = ReturnType<typeof ZCreateFeedLogRequest.parse>;

/** A new entry: dated `fedOn` (the plant's today, or the day of the entry just saved), the rest to fill in. */
export function emptyFeedFormValues(fedOn: TCalendarDate): TFeedFormValues {
  return { fedOn, rawMaterialId: '', tonnes: '', notes: '' };
}

export function feedFormValuesOf(entry: TFeedLog, language: string): TFeedFormValues {
  return {
    fedOn: entry.fedOn,
    rawMaterialId: entry.rawMaterialId,
    tonnes: decimalToText(entry.tonnes, language),
    notes: entry.notes ?? '',
  };
}

/**
 * The form checked with the server's contract (the same messages on both sides): tonnes typed "12,5" or "12.5".
 * A date after today and a lot that is not the user's are left to the server (it knows both).
 */
export function parseFeedForm(values: TFeedFormValues): TParsedForm<TFeedRequest, TFeedFormField> {
  return parseFormValues(
    ZCreateFeedLogRequest,
    {
      fedOn: values.fedOn || undefined,
      rawMaterialId: values.rawMaterialId || undefined,
      tonnes: decimalFromText(values.tonnes),
      notes: values.notes,
    },
    feedFormFields,
  );
}
