import type { z } from 'zod';
import { ZRequestPasswordResetRequest } from '../../../../shared/contracts/auth';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';

export const resetRequestFields = ['email'] as const;
export type TResetRequestField = (typeof resetRequestFields)[number];
export type TResetRequestValues = Record<TResetRequestField, string>;
export type TRequestPasswordResetRequest = z.output<typeof ZRequestPasswordResetRequest>;

export const emptyResetRequestValues: TResetRequestValues = { email: '' };

/** Where the link of the reset e-mail leads (the server adds ?token= or ?error=INVALID_TOKEN). */
export const resetPasswordPath = '/reset-password';

/** The body of POST /api/auth/request-password-reset, or the e-mail's message. */
export function parseResetRequestValues(
  values: TResetRequestValues,
): TParsedForm<TRequestPasswordResetRequest, TResetRequestField> {
  return parseFormValues(
    ZRequestPasswordResetRequest,
    { email: values.email, redirectTo: resetPasswordPath },
    resetRequestFields,
  );
}
