import { describe, expect, it } from 'vitest';
import { acceptAllConsent, consentOf, parseStoredConsent, refuseAllConsent } from './cookie-consent';

describe('parseStoredConsent', () => {
  it('accepts a consent whose necessary is true and whose analytics and marketing are booleans', () => {
    expect(parseStoredConsent({ necessary: true, analytics: false, marketing: true })).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
    });
  });

  it('keeps only the three choices of a stored value with extra fields', () => {
    expect(
      parseStoredConsent({ necessary: true, analytics: true, marketing: false, updatedAt: '2026-05-04' }),
    ).toEqual({ necessary: true, analytics: true, marketing: false });
  });

  it.each([
    ['nothing stored', null],
    ['undefined', undefined],
    ['a string', 'accepted'],
    ['a number', 1],
    ['an array', [true, true, true]],
    ['necessary false', { necessary: false, analytics: false, marketing: false }],
    ['necessary missing', { analytics: true, marketing: true }],
    ['necessary as text', { necessary: 'true', analytics: true, marketing: true }],
    ['analytics missing', { necessary: true, marketing: true }],
    ['analytics as text', { necessary: true, analytics: 'false', marketing: true }],
    ['marketing as a number', { necessary: true, analytics: true, marketing: 0 }],
    ['marketing null', { necessary: true, analytics: true, marketing: null }],
  ])('refuses %s', (_name, value) => {
    expect(parseStoredConsent(value)).toBeNull();
  });
});

describe('choices', () => {
  it('accept all allows analytics and marketing, refuse all neither; necessary is always on', () => {
    expect(acceptAllConsent()).toEqual({ necessary: true, analytics: true, marketing: true });
    expect(refuseAllConsent()).toEqual({ necessary: true, analytics: false, marketing: false });
    expect(consentOf(true, false)).toEqual({ necessary: true, analytics: true, marketing: false });
  });
});
