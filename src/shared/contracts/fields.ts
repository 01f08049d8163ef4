import { z } from './zod.js';
import {
  hasRequiredPasswordCharacters,
  maxBackupCodeLength,
  maxCompanyNameLength,
  maxEmailLength,
  maxPasswordLength,
  maxPersonNameLength,
  maxTextLength,
  minBackupCodeLength,
  minPasswordLength,
  removeSpaces,
  totpCodePattern,
} from '../domain/field-rules.js';

/**
 * Field rules of spec §5, shared by the forms and the server. Error messages are i18n keys of the
 * `validation` namespace (src/shared/i18n/<lang>/validation.json), translated by whoever shows them.
 * Their bounds live in domain/field-rules.ts, which the browser reads without zod.
 */

export {
  hasRequiredPasswordCharacters,
  maxEmailLength,
  maxPasswordLength,
  maxTextLength,
  minPasswordLength,
  passwordSpecialCharacters,
} from '../domain/field-rules.js';

/** Spec §5 e-mail: required, at most 254 characters, valid format; checked in that order. */
export const ZEmailAddress = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(maxEmailLength, { error: 'validation.emailTooLong' })
  .pipe(z.email({ error: 'validation.emailInvalid' }));

/** Spec §5 text: 1 to 1000 characters once trimmed. */
export const ZText = z
  .string({ error: 'validation.textRequired' })
  .trim()
  .min(1, { error: 'validation.textRequired' })
  .max(maxTextLength, { error: 'validation.textTooLong' });

/** Spec §5 password: 8 to 128 characters mixing upper case, lower case, digit and special character. */
export const ZNewPassword = z
  .string({ error: 'validation.passwordTooShort' })
  .min(minPasswordLength, { error: 'validation.passwordTooShort' })
  .max(maxPasswordLength, { error: 'validation.passwordTooLong' })
  .refine(hasRequiredPasswordCharacters, { error: 'validation.passwordWeak' });

/** A password typed to prove who one is: only bounded (the rules apply when it is chosen). */
export const ZCurrentPassword = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .max(maxPasswordLength, { error: 'validation.passwordTooLong' });

/** Spec §5 French phone: +33 or 0, then 1-9 and 8 digits (spaces, dots and dashes tolerated). */
export const frenchPhonePattern = /^(?:\+33|0)[1-9]\d{8}$/;
export const ZFrenchPhone = z
  .string()
  .trim()
  .transform((value) => value.replace(/[\s.-]/g, ''))
  .refine((value) => frenchPhonePattern.test(value), { error: 'validation.phoneInvalid' });

/** A person's name: 1 to 100 characters once trimmed. */
export const ZPersonName = z
  .string({ error: 'validation.nameRequired' })
  .trim()
  .min(1, { error: 'validation.nameRequired' })
  .max(maxPersonNameLength, { error: 'validation.nameTooLong' });

/** Company name: up to 100 characters (spec §5 profile). */
export const ZCompanyName = z
  .string()
  .trim()
  .max(maxCompanyNameLength, { error: 'validation.companyTooLong' });

/** A six-digit TOTP code (spaces tolerated when pasted). */
export const ZTotpCode = z
  .string({ error: 'validation.totpCodeInvalid' })
  .transform(removeSpaces)
  .refine((value) => totpCodePattern.test(value), { error: 'validation.totpCodeInvalid' });

/** A backup code as shown at enrolment ("abcde-12345"). */
export const ZBackupCode = z
  .string({ error: 'validation.backupCodeInvalid' })
  .trim()
  .min(minBackupCodeLength, { error: 'validation.backupCodeInvalid' })
  .max(maxBackupCodeLength, { error: 'validation.backupCodeInvalid' });
