import type { TSignUpRequest } from '../../../../shared/contracts/auth';
import { hasFieldErrors, type TFieldErrors } from '../../../lib/forms/field-errors';
import { accepted, collectFieldReadings } from '../../../lib/forms/field-reading';
import {
  readCompanyName,
  readEmailAddress,
  readNewPassword,
  readPersonName,
} from '../../../lib/forms/field-readers';
import type { TParsedForm } from '../../../lib/forms/parse-form-values';
import { defaultReturnPath } from './return-path';

/** In the order they appear on the form (the first invalid one gets the focus). */
export const signUpFields = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'password',
  'passwordConfirmation',
] as const;
export type TSignUpField = (typeof signUpFields)[number];
export type TSignUpValues = Record<TSignUpField, string>;

export const emptySignUpValues: TSignUpValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  password: '',
  passwordConfirmation: '',
};

/**
 * The body of POST /api/auth/sign-up/email (the e-mail verification link leads to /dashboard), or one
 * message per invalid field, the confirmation included. A blank company is left out. What ZSignUpRequest
 * gives, read without zod so /login paints without it (sign-up-values.test.ts checks the two agree).
 */
export function parseSignUpValues(values: TSignUpValues): TParsedForm<TSignUpRequest, TSignUpField> {
  const companyName = values.companyName.trim();
  // In the contract's order, which is the order of the JSON sent.
  const parsed = collectFieldReadings({
    email: readEmailAddress(values.email),
    password: readNewPassword(values.password),
    firstName: readPersonName(values.firstName),
    lastName: readPersonName(values.lastName),
    companyName: companyName === '' ? accepted(undefined) : readCompanyName(companyName),
    callbackURL: accepted(defaultReturnPath),
  });
  const errors: TFieldErrors<TSignUpField> = parsed.ok ? {} : { ...parsed.errors };
  if (values.passwordConfirmation !== values.password) {
    errors.passwordConfirmation = 'validation.passwordsDoNotMatch';
  }
  if (parsed.ok && !hasFieldErrors(errors)) return parsed;
  return { ok: false, errors };
}
