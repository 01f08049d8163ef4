import type { TSignInRequest } from '../../../../shared/contracts/auth';
import { collectFieldReadings } from '../../../lib/forms/field-reading';
import { readCurrentPassword, readEmailAddress } from '../../../lib/forms/field-readers';
import type { TParsedForm } from '../../../lib/forms/parse-form-values';

export const signInFields = ['email', 'password'] as const;
export type TSignInField = (typeof signInFields)[number];
export type TSignInValues = Record<TSignInField, string>;

export const emptySignInValues: TSignInValues = { email: '', password: '' };

/**
 * The body of POST /api/auth/sign-in/email, or one message per invalid field: what ZSignInRequest gives, read
 * without zod so /login paints without it (sign-in-values.test.ts checks the two agree).
 */
export function parseSignInValues(values: TSignInValues): TParsedForm<TSignInRequest, TSignInField> {
  return collectFieldReadings({
    email: readEmailAddress(values.email),
    password: readCurrentPassword(values.password),
  });
}
