import { describe, expect, it } from 'vitest';
import { parseNewPasswordValues } from './new-password-values';

describe('parseNewPasswordValues', () => {
  it('builds the reset request with the link token', () => {
    expect(
      parseNewPasswordValues({ password: 'Digest@42x', passwordConfirmation: 'Digest@42x' }, 'tok123'),
    ).toEqual({
      ok: true,
      request: { newPassword: 'Digest@42x', token: 'tok123' },
    });
  });

  it('shows the new-password rule under the password field', () => {
    expect(
      parseNewPasswordValues({ password: 'digest42x', passwordConfirmation: 'digest42x' }, 'tok'),
    ).toEqual({
      ok: false,
      errors: { password: 'validation.passwordWeak' },
    });
  });

  it('reports a confirmation that differs', () => {
    expect(
      parseNewPasswordValues({ password: 'Digest@42x', passwordConfirmation: 'Digest@42' }, 'tok'),
    ).toEqual({
      ok: false,
      errors: { passwordConfirmation: 'validation.passwordsDoNotMatch' },
    });
  });

  it('reports both problems at once', () => {
    expect(parseNewPasswordValues({ password: 'abc', passwordConfirmation: '' }, 'tok')).toEqual({
      ok: false,
      errors: {
        password: 'validation.passwordTooShort',
        passwordConfirmation: 'validation.passwordsDoNotMatch',
      },
    });
  });
});
