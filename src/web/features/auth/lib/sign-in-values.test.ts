import { describe, expect, it } from 'vitest';
import { emptySignInValues, parseSignInValues } from './sign-in-values';

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
