import { describe, expect, it } from 'vitest';
import { dashboardPath, dashboardSubPaths, legacyRedirects, publicPaths } from '../../../shared/routes';
import { resolveRoute } from './resolve-route';

describe('resolveRoute', () => {
  it('gives every public page of spec §2 its own page', () => {
    for (const path of publicPaths) expect(resolveRoute(path)).toEqual({ kind: 'public', path });
  });

  it('gives every dashboard page of spec §2 its own page, with its parameters', () => {
    for (const subPath of dashboardSubPaths) {
      const pathname = dashboardPath(subPath).replace(':productId', 'pompe-doseuse');
      expect(resolveRoute(pathname)).toEqual({
        kind: 'dashboard',
        subPath,
        params: subPath.includes(':productId') ? { productId: 'pompe-doseuse' } : {},
      });
    }
  });

  it('sends the short paths of spec §2 to their dashboard page', () => {
    expect(Object.keys(legacyRedirects).length).toBeGreaterThan(0);
    for (const [from, to] of Object.entries(legacyRedirects))
      expect(resolveRoute(from)).toEqual({ kind: 'redirect', to });
  });

  it('ignores letter case and a trailing slash, like the addresses people type', () => {
    expect(resolveRoute('/Dashboard/Stock/')).toEqual({ kind: 'dashboard', subPath: 'stock', params: {} });
    expect(resolveRoute('/dashboard/')).toEqual({ kind: 'dashboard', subPath: '', params: {} });
    expect(resolveRoute('/PRICING')).toEqual({ kind: 'public', path: '/pricing' });
  });

  it('shows the "not found" page for any other path, under /dashboard too', () => {
    for (const pathname of ['/nope', '/dashboard/nope', '/dashboard/stock/add/more', '/legal'])
      expect(resolveRoute(pathname)).toEqual({ kind: 'public', path: '*' });
  });
});
