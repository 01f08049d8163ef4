import { describe, expect, it } from 'vitest';
import { ZSignInRequest } from '../../../shared/contracts/auth';
import {
  findFirstInvalidField,
  getFieldErrorText,
  getIssueFieldErrors,
  getServerFieldErrors,
  hasFieldErrors,
} from './field-errors';

const fields = ['email', 'password'] as const;

describe('getIssueFieldErrors', () => {
  it('keeps the first message of each field, from a real contract parse', () => {
    const result = ZSignInRequest.safeParse({ email: 'not-an-address', password: '' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(getIssueFieldErrors(result.error.issues, fields)).toEqual({
      email: 'validation.emailInvalid',
      password: 'validation.passwordRequired',
    });
  });

  it('keeps the first of several messages for one field and ignores unknown paths', () => {
    const errors = getIssueFieldErrors(
      [
        { path: ['email'], message: 'validation.emailRequired' },
        { path: ['email'], message: 'validation.emailInvalid' },
        { path: ['rememberMe'], message: 'validation.x' },
        { path: [], message: 'validation.y' },
      ],
      fields,
    );
    expect(errors).toEqual({ email: 'validation.emailRequired' });
  });

  it('renames request fields through the aliases', () => {
    const errors = getIssueFieldErrors(
      [{ path: ['newPassword'], message: 'validation.passwordWeak' }],
      ['password'],
      {
        newPassword: 'password',
      },
    );
    expect(errors).toEqual({ password: 'validation.passwordWeak' });
  });
});

describe('getServerFieldErrors', () => {
  it('keeps the messages of the form fields, by the first segment of their path', () => {
    const errors = getServerFieldErrors(
      {
        email: 'Format d’email invalide',
        'password.0': 'Ce mot de passe fait partie des plus courants : choisissez-en un autre',
        callbackURL: 'Adresse de retour invalide',
      },
      fields,
    );
    expect(errors).toEqual({
      email: 'Format d’email invalide',
      password: 'Ce mot de passe fait partie des plus courants : choisissez-en un autre',
    });
  });

  it('renames request fields through the aliases', () => {
    expect(
      getServerFieldErrors({ newPassword: 'Trop court' }, ['password'], { newPassword: 'password' }),
    ).toEqual({
      password: 'Trop court',
    });
  });
});

describe('findFirstInvalidField and hasFieldErrors', () => {
  it('find the first invalid field in display order', () => {
    expect(findFirstInvalidField({ password: 'x', email: 'y' }, fields)).toBe('email');
    expect(findFirstInvalidField({ password: 'x' }, fields)).toBe('password');
    expect(findFirstInvalidField({}, fields)).toBeUndefined();
  });

  it('tell an empty error set from one with a message', () => {
    expect(hasFieldErrors({})).toBe(false);
    expect(hasFieldErrors({ email: undefined })).toBe(false);
    expect(hasFieldErrors({ email: 'validation.emailInvalid' })).toBe(true);
  });
});

describe('getFieldErrorText', () => {
  const catalog: Record<string, string> = {
    emailInvalid: "Format d'email invalide",
    passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
  };
  const translate = (key: string) => catalog[key] ?? `missing:${key}`;

  it('translates the contract keys from the validation catalog', () => {
    expect(getFieldErrorText('validation.emailInvalid', translate)).toBe("Format d'email invalide");
    expect(getFieldErrorText('validation.passwordTooShort', translate)).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
  });

  it('shows server text as is, and nothing for a valid field', () => {
    expect(getFieldErrorText('Cette adresse a déjà un compte.', translate)).toBe(
      'Cette adresse a déjà un compte.',
    );
    expect(getFieldErrorText('validation.', translate)).toBe('validation.');
    expect(getFieldErrorText(undefined, translate)).toBeUndefined();
  });
});
