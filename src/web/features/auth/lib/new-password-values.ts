import type { z } from 'zod';
import type { ZResetPasswordRequest } from '../../../../shared/contracts/auth';
import { countCharacters } from '../../../../shared/domain/field-rules';
import { hasFieldErrors, type TFieldAliases, type TFieldErrors } from '../../../lib/forms/field-errors';
import { readNewPassword } from '../../../lib/forms/field-readers';
import type { TParsedForm } from '../../../lib/forms/parse-form-values';

export const newPasswordFields = ['password', 'passwordConfirmation'] as const;
export type TNewPasswordField = (typeof newPasswordFields)[number];
export type TNewPasswordValues = Record<TNewPasswordField, string>;
export type TResetPasswordRequest = z.output<typeof ZResetPasswordRequest>;

export const emptyNewPasswordValues: TNewPasswordValues = { password: '', passwordConfirmation: '' };

/** The request calls the new password "newPassword"; the form calls it "password". */
export const newPasswordAliases: TFieldAliases<TNewPasswordField> = { newPassword: 'password' };

/** The link's token bounds in ZResetPasswordRequest. */
const maxTokenLength = 512;

/**
 * The body of POST /api/auth/reset-password for the link's token, or one message per invalid field: what
 * ZResetPasswordRequest gives, read without zod (new-password-values.test.ts checks they agree). A token out
 * of bounds refuses the form with no field message, as the contract's has no field on the form.
 */
export function parseNewPasswordValues(
  values: TNewPasswordValues,
  token: string,
): TParsedForm<TResetPasswordRequest, TNewPasswordField> {
  const newPassword = readNewPassword(values.password);
  const isTokenValid = token.length >= 1 && countCharacters(token) <= maxTokenLength;
  const errors: TFieldErrors<TNewPasswordField> = {};
  if (!newPassword.ok) errors.password = newPassword.message;
  if (values.passwordConfirmation !== values.password) {
    errors.passwordConfirmation = 'validation.passwordsDoNotMatch';
  }
  if (!newPassword.ok || !isTokenValid || hasFieldErrors(errors)) return { ok: false, errors };
  return { ok: true, request: { newPassword: newPassword.value, token } };
}
