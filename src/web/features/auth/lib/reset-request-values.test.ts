import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZRequestPasswordResetRequest } from '../../../../shared/contracts/auth';
import { emailInputs } from '../../../lib/forms/field-test-support';
import { parseFormValues } from '../../../lib/forms/parse-form-values';
import { parseResetRequestValues, resetPasswordPath, resetRequestFields } from './reset-request-values';

describe('parseResetRequestValues', () => {
  it('asks for a link that leads back to /reset-password', () => {
    expect(parseResetRequestValues({ email: ' gerant@gaec-du-pre.fr' })).toEqual({
      ok: true,
      request: { email: 'gerant@gaec-du-pre.fr', redirectTo: '/reset-password' },
    });
  });

  it('gives the spec §5 e-mail messages', () => {
    expect(parseResetRequestValues({ email: '' })).toEqual({
      ok: false,
      errors: { email: 'validation.emailRequired' },
    });
    expect(parseResetRequestValues({ email: 'gerant@' })).toEqual({
      ok: false,
      errors: { email: 'validation.emailInvalid' },
    });
  });
});

describe('parseResetRequestValues against ZRequestPasswordResetRequest', () => {
  it('accepts, refuses and flags the e-mail exactly as the contract does, with the same request', () => {
    fc.assert(
      fc.property(emailInputs, (email) => {
        const body = { email, redirectTo: resetPasswordPath };
        const read = parseResetRequestValues({ email });
        expect(read).toStrictEqual(parseFormValues(ZRequestPasswordResetRequest, body, resetRequestFields));
        if (read.ok) {
          expect(JSON.stringify(read.request)).toBe(JSON.stringify(ZRequestPasswordResetRequest.parse(body)));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
