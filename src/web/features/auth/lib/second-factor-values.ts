import { collectFieldReadings } from '../../../lib/forms/field-reading';
import { readBackupCode, readTotpCode } from '../../../lib/forms/field-readers';
import type { TParsedForm } from '../../../lib/forms/parse-form-values';

/** The 6-digit code of an authenticator app, or one of the backup codes given at enrolment. */
export type TSecondFactorMethod = 'totp' | 'backup-code';

export const secondFactorFields = ['code'] as const;
export type TSecondFactorField = (typeof secondFactorFields)[number];

export interface TSecondFactorRequest {
  code: string;
}

/**
 * The body of the verify-totp or verify-backup-code call (spaces of a pasted TOTP code removed): what
 * ZVerifyTotpRequest or ZVerifyBackupCodeRequest gives, read without zod so /login paints without it
 * (second-factor-values.test.ts checks they agree).
 */
export function parseSecondFactorCode(
  method: TSecondFactorMethod,
  code: string,
): TParsedForm<TSecondFactorRequest, TSecondFactorField> {
  return collectFieldReadings({ code: method === 'totp' ? readTotpCode(code) : readBackupCode(code) });
}

/** What a failed second-factor check leads to: the password again, a wrong code, or a message. */
export type TSecondFactorFailure = 'restart' | 'invalid-code' | 'message';

export function classifySecondFactorFailure(code: string): TSecondFactorFailure {
  if (code === 'two_factor_challenge_expired') return 'restart';
  if (code === 'invalid_code' || code === 'validation_failed') return 'invalid-code';
  return 'message';
}
