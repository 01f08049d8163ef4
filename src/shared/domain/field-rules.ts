// The bounds and character rules of spec §5 fields as plain values: contracts/fields.ts builds its zod schemas on
// them, and the sign-in page's forms check them without loading zod (src/web/lib/forms/field-readers.ts).

/** Longest e-mail address accepted (spec §5, RFC 5321 path limit). */
export const maxEmailLength = 254;
/** Longest free text accepted (spec §5: text 1 to 1000, trimmed). */
export const maxTextLength = 1000;
/** Spec §5 password length bounds (64+ characters and any Unicode character are accepted). */
export const minPasswordLength = 8;
export const maxPasswordLength = 128;
/** The special characters spec §5 asks a password to contain one of. */
export const passwordSpecialCharacters = '@$!%*?&';
/** Longest first or last name, once trimmed. */
export const maxPersonNameLength = 100;
/** Longest company name, once trimmed (spec §5 profile). */
export const maxCompanyNameLength = 100;
/** Bounds of a backup code as typed (they are "abcde-12345" at enrolment; a little slack for typing). */
export const minBackupCodeLength = 6;
export const maxBackupCodeLength = 64;
/** An authenticator app's code, once the spaces of a pasted one are removed. */
export const totpCodePattern = /^\d{6}$/;

/** Upper case, lower case, a digit and one of @$!%*?& (letters of any script count). */
export function hasRequiredPasswordCharacters(password: string): boolean {
  return (
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    Array.from(passwordSpecialCharacters).some((character) => password.includes(character))
  );
}

/**
 * The length the bounds are about: code points, as zod counts them (an emoji is one character, not two UTF-16
 * units; a lone surrogate counts as one).
 */
export function countCharacters(text: string): number {
  return Array.from(text).length;
}

/** A pasted TOTP code's spaces go: "123 456" is "123456". */
export function removeSpaces(code: string): string {
  return code.replace(/\s/g, '');
}
