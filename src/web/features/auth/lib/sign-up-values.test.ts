import { describe, expect, it } from 'vitest';
import { emptySignUpValues, parseSignUpValues, type TSignUpValues } from './sign-up-values';

const valid: TSignUpValues = {
  firstName: ' Claire ',
  lastName: 'Martin',
  companyName: '  ',
  email: ' claire@ferme-des-saules.fr ',
  password: 'Biogaz&2025',
  passwordConfirmation: 'Biogaz&2025',
};

describe('parseSignUpValues', () => {
  it('builds the sign-up request: trimmed, blank company left out, verification link to /dashboard', () => {
    expect(parseSignUpValues(valid)).toEqual({
      ok: true,
      request: {
        firstName: 'Claire',
        lastName: 'Martin',
        email: 'claire@ferme-des-saules.fr',
        password: 'Biogaz&2025',
        callbackURL: '/dashboard',
      },
    });
  });

  it('sends the company when one is given', () => {
    const result = parseSignUpValues({ ...valid, companyName: ' SAS Méthasaules ' });
    expect(result.ok && result.request.companyName).toBe('SAS Méthasaules');
  });

  it('gives the spec §5 message of every empty required field', () => {
    expect(parseSignUpValues(emptySignUpValues)).toEqual({
      ok: false,
      errors: {
        firstName: 'validation.nameRequired',
        lastName: 'validation.nameRequired',
        email: 'validation.emailRequired',
        password: 'validation.passwordTooShort',
      },
    });
  });

  it.each([
    ['a short password', 'Ab1&', 'validation.passwordTooShort'],
    ['a password without a special character', 'Biogaz2025', 'validation.passwordWeak'],
    ['a password without an upper-case letter', 'biogaz&2025', 'validation.passwordWeak'],
    ['an overlong password', `Aa1&${'x'.repeat(130)}`, 'validation.passwordTooLong'],
  ])('rejects %s', (_what, password, message) => {
    const result = parseSignUpValues({ ...valid, password, passwordConfirmation: password });
    expect(result).toEqual({ ok: false, errors: { password: message } });
  });

  it('rejects a malformed e-mail with the spec §5 key', () => {
    expect(parseSignUpValues({ ...valid, email: 'claire@' })).toEqual({
      ok: false,
      errors: { email: 'validation.emailInvalid' },
    });
  });

  it('rejects a confirmation that differs, even when everything else is valid', () => {
    expect(parseSignUpValues({ ...valid, passwordConfirmation: 'Biogaz&2026' })).toEqual({
      ok: false,
      errors: { passwordConfirmation: 'validation.passwordsDoNotMatch' },
    });
  });
});
