import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZSignInRequest } from '../../../../shared/contracts/auth';
import { emailInputs, passwordInputs } from '../../../lib/forms/field-test-support';
import { parseFormValues } from '../../../lib/forms/parse-form-values';
import { emptySignInValues, parseSignInValues, signInFields } from './sign-in-values';

describe('parseSignInValues', () => {
  it('builds the sign-in request with the trimmed e-mail and the password as typed', () => {
    expect(parseSignInValues({ email: ' exploitant@methapilot.fr ', password: ' any old one ' })).toEqual({
      ok: true,
      request: { email: 'exploitant@methapilot.fr', password: ' any old one ' },
    });
  });

  it('does not apply the new-password rules to the password one signs in with', () => {
    expect(parseSignInValues({ email: 'a@b.fr', password: 'short' }).ok).toBe(true);
  });

  it('says which fields are missing or malformed', () => {
    expect(parseSignInValues(emptySignInValues)).toEqual({
      ok: false,
      errors: { email: 'validation.emailRequired', password: 'validation.passwordRequired' },
    });
    expect(parseSignInValues({ email: 'pas-une-adresse', password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'validation.emailInvalid' },
    });
    expect(parseSignInValues({ email: `${'a'.repeat(250)}@b.fr`, password: 'x' })).toEqual({
      ok: false,
      errors: { email: 'validation.emailTooLong' },
    });
  });
});

describe('parseSignInValues against ZSignInRequest', () => {
  it('accepts, refuses and flags fields exactly as the contract does, with the same request', () => {
    const values = fc.record({ email: emailInputs, password: passwordInputs });
    fc.assert(
      fc.property(values, (candidate) => {
        const read = parseSignInValues(candidate);
        expect(read).toStrictEqual(parseFormValues(ZSignInRequest, candidate, signInFields));
        if (read.ok)
          expect(JSON.stringify(read.request)).toBe(JSON.stringify(ZSignInRequest.parse(candidate)));
      }),
      { numRuns: 2000 },
    );
  });
});
