// The optional `If-Match: <version>` header of PATCH and DELETE on a record (issue 6): the version the user read.
import type { FastifyRequest } from 'fastify';
import { IF_MATCH_HEADER } from '../../../shared/contracts/records.js';
import { HttpError } from '../../lib/http-error.js';
import { translatorFor } from '../../lib/i18n.js';

/** Largest value of an `integer` column: a bigger version cannot exist. */
const MAX_VERSION = 2_147_483_647;

/** `3`, `"3"` or `W/"3"` (an ETag as browsers echo it); `*` means "any version", as if there were no header. */
const ifMatchPattern = /^\s*(?:W\/)?("?)([1-9]\d{0,9})\1\s*$/;

/**
 * The expected version of the request, undefined without the header (or with `*`); a malformed one is a 400
 * naming the header, in the request's language.
 */
export function expectedVersionOf(request: FastifyRequest): number | undefined {
  const header = request.headers[IF_MATCH_HEADER];
  if (header === undefined || header.trim() === '*') return undefined;
  const digits = ifMatchPattern.exec(header)?.[2];
  const version = digits === undefined ? Number.NaN : Number(digits);
  if (Number.isInteger(version) && version <= MAX_VERSION) return version;
  const t = translatorFor(request.language);
  throw new HttpError(
    400,
    'validation_failed',
    'errors:validationFailed',
    {},
    { [IF_MATCH_HEADER]: t('errors:field.invalidFormat') },
  );
}
