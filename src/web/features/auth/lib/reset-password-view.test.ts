import { describe, expect, it } from 'vitest';
import { getResetPasswordView, invalidResetLinkPath } from './reset-password-view';

const view = (query: string) => getResetPasswordView(new URLSearchParams(query));

describe('getResetPasswordView', () => {
  it('asks for the e-mail when there is no token', () => {
    expect(view('')).toEqual({ kind: 'request' });
  });

  it('asks for the new password when the link has a token', () => {
    expect(view('?token=abcDEF123')).toEqual({ kind: 'new-password', token: 'abcDEF123' });
  });

  it('explains an expired or used link', () => {
    expect(view('?error=INVALID_TOKEN')).toEqual({ kind: 'invalid-link' });
    expect(view('?token=abc&error=INVALID_TOKEN')).toEqual({ kind: 'invalid-link' });
  });

  it('treats an empty or absurd token as an invalid link', () => {
    expect(view('?token=')).toEqual({ kind: 'invalid-link' });
    expect(view(`?token=${'x'.repeat(600)}`)).toEqual({ kind: 'invalid-link' });
  });
});

describe('invalidResetLinkPath', () => {
  it('leads to the invalid-link explanation of /reset-password', () => {
    const url = new URL(invalidResetLinkPath, 'https://methapilot.test');
    expect(url.pathname).toBe('/reset-password');
    expect(getResetPasswordView(url.searchParams)).toEqual({ kind: 'invalid-link' });
  });
});
