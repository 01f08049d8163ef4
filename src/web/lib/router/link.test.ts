import { describe, expect, it } from 'vitest';
import { isActivePath } from './link';

describe('isActivePath (a navigation link marks its page, aria-current="page")', () => {
  it('is active on its own page, whatever the letter case', () => {
    expect(isActivePath('/dashboard/stock', '/dashboard/stock', true)).toBe(true);
    expect(isActivePath('/dashboard/stock', '/dashboard/Stock', true)).toBe(true);
  });

  it('is active on the pages under it, unless it ends there', () => {
    expect(isActivePath('/dashboard/stock', '/dashboard/stock/add', false)).toBe(true);
    expect(isActivePath('/dashboard', '/dashboard/stock', true)).toBe(false);
  });

  it('is not active on a page that only starts with the same letters', () => {
    expect(isActivePath('/dashboard/stock', '/dashboard/stockage', false)).toBe(false);
  });

  it('keeps the home link for the home page only', () => {
    expect(isActivePath('/', '/', false)).toBe(true);
    expect(isActivePath('/', '/pricing', false)).toBe(false);
  });
});
