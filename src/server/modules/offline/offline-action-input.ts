// Checks what an offline action carries with the same zod contracts as the matching REST route: a refusal is the
// same 400 `validation_failed` with one message per field, in the reader's language.
import type { TFunction } from '../../../shared/i18n/translate.js';
import type { z } from 'zod';
import { ZRecordIdParams } from '../../../shared/contracts/records.js';
import { HttpError } from '../../lib/http-error.js';
import { zodIssueMessages } from '../../plugins/validation-messages.js';

function refusedFields(fields: Record<string, string>): HttpError {
  return new HttpError(400, 'validation_failed', 'errors:validationFailed', {}, fields);
}

/** The action's `data` as the REST body schema reads it (defaults and trimming applied), or 400. */
export function parseActionData<T extends z.ZodType>(schema: T, data: unknown, t: TFunction): z.output<T> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw refusedFields(zodIssueMessages(parsed.error.issues, t));
  return parsed.data;
}

/**
 * The action's `recordId` checked as the REST route checks its path parameter (`:id`, a uuid, by default), or
 * 400 naming `recordId`.
 */
export function parseRecordId(
  recordId: string,
  t: TFunction,
  schema: z.ZodType<string> = ZRecordIdParams.shape.id,
): string {
  const parsed = schema.safeParse(recordId);
  if (!parsed.success) {
    throw refusedFields({
      recordId: zodIssueMessages(parsed.error.issues, t)._ ?? t('errors:field.invalid'),
    });
  }
  return parsed.data;
}

/**
 * 400 naming `action` (this table does not take this kind of action: the daily checklist is only updated) or
 * `command` (a command on an insert or a delete, or one this table does not take).
 */
export function actionNotSupported(t: TFunction, field: 'action' | 'command' = 'action'): HttpError {
  return refusedFields({ [field]: t('errors:offline.actionNotSupported') });
}

/** 400 naming `field`: the data names another record than the action's `recordId`. */
export function recordIdMismatch(t: TFunction, field: string): HttpError {
  return refusedFields({ [field]: t('errors:offline.recordIdMismatch') });
}

/**
 * When the user made the change: the action's `timestamp`, but never later than `now` (a browser clock ahead of
 * the server's does not date a completion in the future).
 */
export function actionMoment(action: { timestamp: string }, now: Date = new Date()): Date {
  const moment = new Date(action.timestamp);
  return moment.getTime() < now.getTime() ? moment : now;
}
