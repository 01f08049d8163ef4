import type { z } from 'zod';
import { ZResetPasswordRequest } from '../../../../shared/contracts/auth';
import { hasFieldErrors, type TFieldAliases, type TFieldErrors } from '../../../lib/forms/field-errors';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';

export const newPasswordFields = ['password', 'passwordConfirmation'] as const;
export type TNewPasswordField = (typeof newPasswordFields)[number];
export type TNewPasswordValues = Record<TNewPasswordField, string>;
export type TResetPasswordRequest = z.output<typeof ZResetPasswordRequest>;

export const emptyNewPasswordValues: TNewPasswordValues = { password: '', passwordConfirmation: '' };

/** The request calls the new password "newPassword"; the form calls it "password". */
export const newPasswordAliases: TFieldAliases<TNewPasswordField> = { newPassword: 'password' };

/** The body of POST /api/auth/reset-password for the link's token, or one message per invalid field. */
export function parseNewPasswordValues(
  values: TNewPasswordValues,
  token: string,
): TParsedForm<TResetPasswordRequest, TNewPasswordField> {
  const parsed = parseFormValues(
    ZResetPasswordRequest,
    { newPassword: values.password, token },
    newPasswordFields,
    newPasswordAliases,
  );
  const errors: TFieldErrors<TNewPasswordField> = parsed.ok ? {} : { ...parsed.errors };
  if (values.passwordConfirmation !== values.password) {
    errors.passwordConfirmation = 'validation.passwordsDoNotMatch';
  }
  if (parsed.ok && !hasFieldErrors(errors)) return parsed;
  return { ok: false, errors };
}
