import { ZSignInRequest, type TSignInRequest } from '../../../../shared/contracts/auth';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';

export const signInFields = ['email', 'password'] as const;
export type TSignInField = (typeof signInFields)[number];
export type TSignInValues = Record<TSignInField, string>;

export const emptySignInValues: TSignInValues = { email: '', password: '' };

/** The body of POST /api/auth/sign-in/email, or one message per invalid field. */
export function parseSignInValues(values: TSignInValues): TParsedForm<TSignInRequest, TSignInField> {
  return parseFormValues(ZSignInRequest, values, signInFields);
}
