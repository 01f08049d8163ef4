import type { TCsvRowError } from '../../shared/contracts/records.js';
import type { TFunction } from '../../shared/i18n/translate.js';

/**
 * An error a service throws on purpose: the error handler answers it with its status and the translation of
 * its message key ("namespace:key") in the request's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, string>,
    /** For a refused CSV import: each refused row and why (already translated). */
    readonly rows?: TCsvRowError[],
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated', 'errors:unauthenticated');
export const forbidden = () => new HttpError(403, 'forbidden', 'errors:forbidden');
export const notFound = () => new HttpError(404, 'not_found', 'errors:notFound');

/** 429 with the wait in the reader's language; the route also sets Retry-After. */
export const tooManyRequests = (waitText: string) =>
  new HttpError(429, 'rate_limited', 'errors:tooManyRequests', { after: waitText });

/** 400 naming each wrong field (field -> message key), in the request's language, as the record routes answer. */
export function fieldsRefused(problems: Record<string, string>, t: TFunction): HttpError {
  const fields = Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(key)]));
  return new HttpError(400, 'validation_failed', 'errors:validationFailed', {}, fields);
}
