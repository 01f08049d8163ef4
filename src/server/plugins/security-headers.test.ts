import { describe, expect, it } from 'vitest';
import { originFormOf } from './security-headers.js';

describe('originFormOf', () => {
  it('keeps an origin-form target as it is', () => {
    expect(originFormOf('/dashboard/stock?tab=all')).toBe('/dashboard/stock?tab=all');
  });

  it('drops the scheme and host of an absolute-form target, so a redirect never goes to that host', () => {
    expect(originFormOf('http://evil.example/dashboard?x=1')).toBe('/dashboard?x=1');
    expect(originFormOf('HTTP://evil.example:8080')).toBe('/');
    expect(originFormOf('http://evil.example?x=1')).toBe('/?x=1');
  });
});
