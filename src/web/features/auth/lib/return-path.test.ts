import { describe, expect, it } from 'vitest';
import {
  buildGoogleErrorPath,
  buildLoginPath,
  chooseReturnPath,
  defaultReturnPath,
  hasGoogleSignInFailed,
} from './return-path';

describe('chooseReturnPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/stock', '/dashboard/stock'],
    ['/dashboard/shop/42?tab=details#price', '/dashboard/shop/42?tab=details#price'],
    ['/dashboard?error=token_expired', '/dashboard?error=token_expired'],
    ['/dashboard/agenda/../stock', '/dashboard/stock'],
  ])('keeps the dashboard path %s', (candidate, expected) => {
    expect(chooseReturnPath(candidate)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['an empty value', ''],
    ['another site', 'https://evil.example/dashboard'],
    ['a protocol-relative address', '//evil.example/dashboard'],
    ['a backslash trick', '/\\evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a public page', '/pricing'],
    ['the login page itself', '/login?redirect=/dashboard'],
    ['a look-alike prefix', '/dashboardevil'],
    ['a dot-segment escape', '/dashboard/../login'],
    ['an encoded dot-segment escape', '/dashboard/%2e%2e/legal/terms'],
    ['a control character', '/dashboard/\nstock'],
    ['a relative path', 'dashboard/stock'],
    ['an overlong path', `/dashboard/${'a'.repeat(2100)}`],
  ])('falls back to /dashboard for %s', (_what, candidate) => {
    expect(chooseReturnPath(candidate)).toBe(defaultReturnPath);
  });
});

describe('buildLoginPath', () => {
  it('remembers the path, query and hash, encoded in ?redirect=', () => {
    const path = buildLoginPath({ pathname: '/dashboard/stock', search: '?q=cuve 2&x=1', hash: '#top' });
    expect(path).toBe('/login?redirect=%2Fdashboard%2Fstock%3Fq%3Dcuve%202%26x%3D1%23top');
    const redirect = new URL(path, 'https://methapilot.test').searchParams.get('redirect');
    expect(redirect).toBe('/dashboard/stock?q=cuve 2&x=1#top');
    expect(chooseReturnPath(redirect)).toBe('/dashboard/stock?q=cuve%202&x=1#top');
  });
});

describe('buildGoogleErrorPath', () => {
  it('is /login?error=google for the default destination', () => {
    expect(buildGoogleErrorPath('/dashboard')).toBe('/login?error=google');
  });

  it('keeps the remembered destination', () => {
    const path = buildGoogleErrorPath('/dashboard/budget?year=2025');
    const params = new URL(path, 'https://methapilot.test').searchParams;
    expect(params.get('error')).toBe('google');
    expect(params.get('redirect')).toBe('/dashboard/budget?year=2025');
  });
});

describe('hasGoogleSignInFailed', () => {
  const failed = (query: string) => hasGoogleSignInFailed(new URLSearchParams(query));

  it('recognises the error address given to Google, even with an error code appended', () => {
    expect(failed('error=google')).toBe(true);
    expect(failed(new URL(buildGoogleErrorPath('/dashboard/stock'), 'https://m.test').search)).toBe(true);
    expect(failed('error=google&error=access_denied')).toBe(true);
    expect(failed('error=google?error=access_denied')).toBe(true);
  });

  it('is false without it', () => {
    expect(failed('')).toBe(false);
    expect(failed('error=INVALID_TOKEN')).toBe(false);
    expect(failed('error=googlex')).toBe(false);
    expect(failed('redirect=/dashboard&tab=sign-up')).toBe(false);
  });
});
