import { ZSignUpRequest, type TSignUpRequest } from '../../../../shared/contracts/auth';
import { hasFieldErrors, type TFieldErrors } from '../../../lib/forms/field-errors';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';
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
 * message per invalid field, the confirmation included. A blank company is left out.
 */
export function parseSignUpValues(values: TSignUpValues): TParsedForm<TSignUpRequest, TSignUpField> {
  const companyName = values.companyName.trim();
  const parsed = parseFormValues(
    ZSignUpRequest,
    {
      email: values.email,
      password: values.password,
      firstName: values.firstName,
      lastName: values.lastName,
      companyName: companyName === '' ? undefined : companyName,
      callbackURL: defaultReturnPath,
    },
    signUpFields,
  );
  const errors: TFieldErrors<TSignUpField> = parsed.ok ? {} : { ...parsed.errors };
  if (values.passwordConfirmation !== values.password) {
    errors.passwordConfirmation = 'validation.passwordsDoNotMatch';
  }
  if (parsed.ok && !hasFieldErrors(errors)) return parsed;
  return { ok: false, errors };
}
