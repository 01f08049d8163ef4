import { z } from './zod.js';

/**
 * Field rules of spec §5, shared by the forms and the server. Error messages are i18n keys of the
 * `validation` namespace (src/shared/i18n/<lang>/validation.json), translated by whoever shows them.
 */

/** Longest e-mail address accepted (spec §5, RFC 5321 path limit). */
export const maxEmailLength = 254;
/** Longest free text accepted (spec §5: text 1 to 1000, trimmed). */
export const maxTextLength = 1000;
/** Spec §5 password length bounds (64+ characters and any Unicode character are accepted). */
export const minPasswordLength = 8;
export const maxPasswordLength = 128;
/** The special characters spec §5 asks a password to contain one of. */
export const passwordSpecialCharacters = '@$!%*?&';

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

/** Upper case, lower case, a digit and one of @$!%*?& (letters of any script count). */
export function hasRequiredPasswordCharacters(password: string): boolean {
  return (
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    Array.from(passwordSpecialCharacters).some((character) => password.includes(character))
  );
}

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
  .max(100, { error: 'validation.nameTooLong' });

/** Company name: up to 100 characters (spec §5 profile). */
export const ZCompanyName = z.string().trim().max(100, { error: 'validation.companyTooLong' });

/** A six-digit TOTP code (spaces tolerated when pasted). */
export const ZTotpCode = z
  .string({ error: 'validation.totpCodeInvalid' })
  .transform((value) => value.replace(/\s/g, ''))
  .refine((value) => /^\d{6}$/.test(value), { error: 'validation.totpCodeInvalid' });

/** A backup code as shown at enrolment ("abcde-12345"). */
export const ZBackupCode = z
  .string({ error: 'validation.backupCodeInvalid' })
  .trim()
  .min(6, { error: 'validation.backupCodeInvalid' })
  .max(64, { error: 'validation.backupCodeInvalid' });
