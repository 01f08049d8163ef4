import { describe, expect, it } from 'vitest';
import { classifySecondFactorFailure, parseSecondFactorCode } from './second-factor-values';

describe('parseSecondFactorCode', () => {
  it('accepts six digits, spaces of a pasted code removed', () => {
    expect(parseSecondFactorCode('totp', '123 456')).toEqual({ ok: true, request: { code: '123456' } });
  });

  it.each(['12345', '1234567', 'abcdef', ''])('rejects the TOTP code "%s"', (code) => {
    expect(parseSecondFactorCode('totp', code)).toEqual({
      ok: false,
      errors: { code: 'validation.totpCodeInvalid' },
    });
  });

  it('accepts a backup code as shown at enrolment and rejects a too short one', () => {
    expect(parseSecondFactorCode('backup-code', ' abcde-12345 ')).toEqual({
      ok: true,
      request: { code: 'abcde-12345' },
    });
    expect(parseSecondFactorCode('backup-code', 'abc')).toEqual({
      ok: false,
      errors: { code: 'validation.backupCodeInvalid' },
    });
  });
});

describe('classifySecondFactorFailure', () => {
  it('sends the user back to the password when the challenge expired', () => {
    expect(classifySecondFactorFailure('two_factor_challenge_expired')).toBe('restart');
  });

  it('marks the code field for a wrong or malformed code', () => {
    expect(classifySecondFactorFailure('invalid_code')).toBe('invalid-code');
    expect(classifySecondFactorFailure('validation_failed')).toBe('invalid-code');
  });

  it('shows the message for anything else (too many attempts, network)', () => {
    expect(classifySecondFactorFailure('rate_limited')).toBe('message');
    expect(classifySecondFactorFailure('network')).toBe('message');
  });
});
