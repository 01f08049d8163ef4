import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZVerifyBackupCodeRequest, ZVerifyTotpRequest } from '../../../../shared/contracts/auth';
import { backupCodeInputs, totpCodeInputs } from '../../../lib/forms/field-test-support';
import { parseFormValues } from '../../../lib/forms/parse-form-values';
import {
  classifySecondFactorFailure,
  parseSecondFactorCode,
  secondFactorFields,
  type TSecondFactorMethod,
} from './second-factor-values';

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

describe('parseSecondFactorCode against ZVerifyTotpRequest and ZVerifyBackupCodeRequest', () => {
  const contracts = { totp: ZVerifyTotpRequest, 'backup-code': ZVerifyBackupCodeRequest };
  const attempts = fc.oneof(
    fc.record({
      method: fc.constant<TSecondFactorMethod>('totp'),
      code: fc.oneof(totpCodeInputs, backupCodeInputs),
    }),
    fc.record({
      method: fc.constant<TSecondFactorMethod>('backup-code'),
      code: fc.oneof(backupCodeInputs, totpCodeInputs),
    }),
  );

  it('accepts, refuses and flags the code exactly as the contract of its method does', () => {
    fc.assert(
      fc.property(attempts, ({ method, code }) => {
        expect(parseSecondFactorCode(method, code)).toStrictEqual(
          parseFormValues(contracts[method], { code }, secondFactorFields),
        );
      }),
      { numRuns: 2000 },
    );
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
