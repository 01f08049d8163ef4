import { ZVerifyBackupCodeRequest, ZVerifyTotpRequest } from '../../../../shared/contracts/auth';
import { parseFormValues, type TParsedForm } from '../../../lib/forms/parse-form-values';

/** The 6-digit code of an authenticator app, or one of the backup codes given at enrolment. */
export type TSecondFactorMethod = 'totp' | 'backup-code';

export const secondFactorFields = ['code'] as const;
export type TSecondFactorField = (typeof secondFactorFields)[number];

export interface TSecondFactorRequest {
  code: string;
}

/** The body of the verify-totp or verify-backup-code call (spaces of a pasted TOTP code removed). */
export function parseSecondFactorCode(
  method: TSecondFactorMethod,
  code: string,
): TParsedForm<TSecondFactorRequest, TSecondFactorField> {
  const schema = method === 'totp' ? ZVerifyTotpRequest : ZVerifyBackupCodeRequest;
  return parseFormValues(schema, { code }, secondFactorFields);
}

/** What a failed second-factor check leads to: the password again, a wrong code, or a message. */
export type TSecondFactorFailure = 'restart' | 'invalid-code' | 'message';

export function classifySecondFactorFailure(code: string): TSecondFactorFailure {
  if (code === 'two_factor_challenge_expired') return 'restart';
  if (code === 'invalid_code' || code === 'validation_failed') return 'invalid-code';
  return 'message';
}
