import { describe, expect, it } from 'vitest';
import { pickPasswordChangeErrors, validatePasswordChange } from './password-change-values';

describe('validatePasswordChange', () => {
  it('accepts a strong new password repeated in the confirmation', () => {
    expect(
      validatePasswordChange({
        currentPassword: 'old',
        newPassword: 'Methane2025!',
        confirmPassword: 'Methane2025!',
      }),
    ).toEqual({});
  });

  it('gives the spec §5 messages', () => {
    expect(
      validatePasswordChange({ currentPassword: '', newPassword: 'short', confirmPassword: 'short' }),
    ).toEqual({ currentPassword: 'validation.passwordRequired', newPassword: 'validation.passwordTooShort' });
    expect(
      validatePasswordChange({ currentPassword: 'x', newPassword: 'alllowercase1!', confirmPassword: '' }),
    ).toEqual({
      newPassword: 'validation.passwordWeak',
      confirmPassword: 'validation.passwordsDoNotMatch',
    });
  });

  it('refuses a confirmation that differs', () => {
    expect(
      validatePasswordChange({
        currentPassword: 'old',
        newPassword: 'Methane2025!',
        confirmPassword: 'Methane2025?',
      }),
    ).toEqual({ confirmPassword: 'validation.passwordsDoNotMatch' });
  });
});

describe('pickPasswordChangeErrors', () => {
  it('keeps the messages of this form’s fields only', () => {
    expect(pickPasswordChangeErrors({ newPassword: 'Trop courant', revokeOtherSessions: 'x' })).toEqual({
      newPassword: 'Trop courant',
    });
  });
});
