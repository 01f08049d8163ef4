import { ZChangePasswordRequest } from '../../../../shared/contracts/auth';

export const passwordChangeFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type TPasswordChangeField = (typeof passwordChangeFields)[number];
export type TPasswordChangeValues = Record<TPasswordChangeField, string>;
/** One message per field: a key "validation.x" from the contract, or a text the server already translated. */
export type TPasswordChangeErrors = Partial<Record<TPasswordChangeField, string>>;

export const emptyPasswordChangeValues: TPasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export function isPasswordChangeField(value: unknown): value is TPasswordChangeField {
  return (passwordChangeFields as readonly unknown[]).includes(value);
}

/** Spec §5 password rules on the new password, and the confirmation must repeat it. */
export function validatePasswordChange(values: TPasswordChangeValues): TPasswordChangeErrors {
  const errors: TPasswordChangeErrors = {};
  const result = ZChangePasswordRequest.safeParse({
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (isPasswordChangeField(field)) errors[field] ??= issue.message;
    }
  }
  if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = 'validation.passwordsDoNotMatch';
  return errors;
}

/** The server's per-field messages that belong to this form. */
export function pickPasswordChangeErrors(fields: Record<string, string>): TPasswordChangeErrors {
  const errors: TPasswordChangeErrors = {};
  for (const [field, message] of Object.entries(fields)) {
    if (isPasswordChangeField(field)) errors[field] = message;
  }
  return errors;
}
