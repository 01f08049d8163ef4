import { describe, expect, it } from 'vitest';
import { dashboardPageKey, isKnownAppPath, legacyRedirects } from './routes.js';

describe('app paths', () => {
  it('knows every public and dashboard path, with or without a trailing slash', () => {
    expect(isKnownAppPath('/')).toBe(true);
    expect(isKnownAppPath('/legal/privacy')).toBe(true);
    expect(isKnownAppPath('/dashboard')).toBe(true);
    expect(isKnownAppPath('/dashboard/stock/add/')).toBe(true);
    expect(isKnownAppPath('/dashboard/shop/42')).toBe(true);
    // Letter case does not matter, as in the browser's router; a product id keeps its own case.
    expect(isKnownAppPath('/Dashboard/Stock')).toBe(true);
    expect(isKnownAppPath('/LEGAL/Privacy/')).toBe(true);
    expect(isKnownAppPath('/dashboard/SHOP/Ab12')).toBe(true);
  });

  it('does not know unknown paths', () => {
    expect(isKnownAppPath('/nope')).toBe(false);
    expect(isKnownAppPath('/dashboard/shop')).toBe(true);
    expect(isKnownAppPath('/dashboard/shop/42/extra')).toBe(false);
    expect(isKnownAppPath('/dashboard/unknown')).toBe(false);
  });

  it('maps the quick-action short paths of spec §2 to their /dashboard equivalents', () => {
    expect(legacyRedirects['/stock/add']).toBe('/dashboard/stock/add');
    expect(legacyRedirects['/agenda/add']).toBe('/dashboard/agenda/add');
    expect(legacyRedirects['/maintenance/add']).toBe('/dashboard/maintenance/add');
    expect(legacyRedirects['/shop']).toBe('/dashboard/shop');
    expect(legacyRedirects['/dashboard']).toBeUndefined();
  });
});

describe('dashboardPageKey', () => {
  it('names each dashboard page after its path', () => {
    expect(dashboardPageKey('')).toBe('dashboard');
    expect(dashboardPageKey('raw-materials/analysis')).toBe('rawMaterialsAnalysis');
    expect(dashboardPageKey('shop/:productId')).toBe('shopDetail');
    expect(dashboardPageKey('dev/outbox')).toBe('devOutbox');
  });
});
