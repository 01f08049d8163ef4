import type { z } from 'zod';
import type { ZRequestPasswordResetRequest } from '../../../../shared/contracts/auth';
import { accepted, collectFieldReadings } from '../../../lib/forms/field-reading';
import { readEmailAddress } from '../../../lib/forms/field-readers';
import type { TParsedForm } from '../../../lib/forms/parse-form-values';

export const resetRequestFields = ['email'] as const;
export type TResetRequestField = (typeof resetRequestFields)[number];
export type TResetRequestValues = Record<TResetRequestField, string>;
export type TRequestPasswordResetRequest = z.output<typeof ZRequestPasswordResetRequest>;

export const emptyResetRequestValues: TResetRequestValues = { email: '' };

/** Where the link of the reset e-mail leads (the server adds ?token= or ?error=INVALID_TOKEN). */
export const resetPasswordPath = '/reset-password';

/**
 * The body of POST /api/auth/request-password-reset, or the e-mail's message: what ZRequestPasswordResetRequest
 * gives, read without zod (reset-request-values.test.ts checks they agree).
 */
export function parseResetRequestValues(
  values: TResetRequestValues,
): TParsedForm<TRequestPasswordResetRequest, TResetRequestField> {
  return collectFieldReadings({
    email: readEmailAddress(values.email),
    redirectTo: accepted(resetPasswordPath),
  });
}
