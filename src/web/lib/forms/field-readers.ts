import {
  countCharacters,
  hasRequiredPasswordCharacters,
  maxBackupCodeLength,
  maxCompanyNameLength,
  maxEmailLength,
  maxPasswordLength,
  maxPersonNameLength,
  minBackupCodeLength,
  minPasswordLength,
  removeSpaces,
  totpCodePattern,
} from '../../../shared/domain/field-rules';
import { accepted, refused, type TFieldReading } from './field-reading';

// The spec §5 fields of contracts/fields.ts, read without zod: the sign-in page checks its forms before zod is
// loaded. Each gives what the zod schema outputs, or the first message it lists; field-readers.test.ts checks
// them against the schemas. Lengths are counted in code points, as zod counts them.

/** zod 4's e-mail pattern (z.email()'s default, `z.regexes.email`); the test fails if zod changes it. */
export const emailPattern =
  // eslint-disable-next-line no-useless-escape -- zod's source character for character, escapes included
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** ZEmailAddress: trimmed, then required, at most 254 characters, valid format, in that order. */
export function readEmailAddress(input: string): TFieldReading<string> {
  const email = input.trim();
  if (email.length < 1) return refused('validation.emailRequired');
  if (countCharacters(email) > maxEmailLength) return refused('validation.emailTooLong');
  if (!emailPattern.test(email)) return refused('validation.emailInvalid');
  return accepted(email);
}

/** ZNewPassword: 8 to 128 characters (not trimmed), then the character mix. */
export function readNewPassword(password: string): TFieldReading<string> {
  if (countCharacters(password) < minPasswordLength) return refused('validation.passwordTooShort');
  if (countCharacters(password) > maxPasswordLength) return refused('validation.passwordTooLong');
  if (!hasRequiredPasswordCharacters(password)) return refused('validation.passwordWeak');
  return accepted(password);
}

/** ZCurrentPassword: only present and bounded. */
export function readCurrentPassword(password: string): TFieldReading<string> {
  if (password.length < 1) return refused('validation.passwordRequired');
  if (countCharacters(password) > maxPasswordLength) return refused('validation.passwordTooLong');
  return accepted(password);
}

/** ZPersonName: 1 to 100 characters once trimmed. */
export function readPersonName(input: string): TFieldReading<string> {
  const name = input.trim();
  if (name.length < 1) return refused('validation.nameRequired');
  if (countCharacters(name) > maxPersonNameLength) return refused('validation.nameTooLong');
  return accepted(name);
}

/** ZCompanyName: up to 100 characters once trimmed. */
export function readCompanyName(input: string): TFieldReading<string> {
  const name = input.trim();
  if (countCharacters(name) > maxCompanyNameLength) return refused('validation.companyTooLong');
  return accepted(name);
}

/** ZTotpCode: six digits once the spaces of a pasted code are removed. */
export function readTotpCode(input: string): TFieldReading<string> {
  const code = removeSpaces(input);
  return totpCodePattern.test(code) ? accepted(code) : refused('validation.totpCodeInvalid');
}

/** ZBackupCode: 6 to 64 characters once trimmed. */
export function readBackupCode(input: string): TFieldReading<string> {
  const code = input.trim();
  if (countCharacters(code) < minBackupCodeLength || countCharacters(code) > maxBackupCodeLength) {
    return refused('validation.backupCodeInvalid');
  }
  return accepted(code);
}
