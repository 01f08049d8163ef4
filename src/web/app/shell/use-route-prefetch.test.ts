import { describe, expect, it, vi } from 'vitest';
import { dashboardPreloadPaths, prefetchHints } from '../prefetch-rules';
import { isSaveDataOn, resolvePreloads, toShortPath } from './use-route-prefetch';

describe('toShortPath', () => {
  it('maps the dashboard and its pages to the short paths of the spec', () => {
    expect(toShortPath('/dashboard')).toBe('/');
    expect(toShortPath('/dashboard/')).toBe('/');
    expect(toShortPath('/dashboard/stock')).toBe('/stock');
    expect(toShortPath('/dashboard/stock/')).toBe('/stock');
    expect(toShortPath('/dashboard/raw-materials/analysis')).toBe('/raw-materials/analysis');
  });

  it('returns null outside the dashboard', () => {
    expect(toShortPath('/')).toBeNull();
    expect(toShortPath('/stock')).toBeNull();
    expect(toShortPath('/dashboards')).toBeNull();
  });
});

describe('resolvePreloads', () => {
  const stock = vi.fn(() => Promise.resolve());
  const shared = vi.fn(() => Promise.resolve());
  const loaders = { '': shared, stock, agenda: shared };

  it('looks up each short path, ignores unknown ones and keeps a shared loader once', () => {
    expect(resolvePreloads(['/', '/stock', '/agenda', '/unknown', '/constructor'], loaders)).toEqual([
      shared,
      stock,
    ]);
    expect(stock).not.toHaveBeenCalled();
  });

  it('finds a real loader for every preload and hint path of the spec', () => {
    expect(resolvePreloads(dashboardPreloadPaths).length).toBeGreaterThan(0);
    for (const shortPath of dashboardPreloadPaths) {
      expect(resolvePreloads([shortPath])).toHaveLength(1);
    }
    for (const hint of Object.values(prefetchHints)) {
      for (const shortPath of hint.paths) expect(resolvePreloads([shortPath])).toHaveLength(1);
    }
  });
});

describe('isSaveDataOn', () => {
  it('reads navigator.connection.saveData and defaults to false', () => {
    expect(isSaveDataOn({ connection: { saveData: true } } as unknown as Navigator)).toBe(true);
    expect(isSaveDataOn({ connection: { saveData: false } } as unknown as Navigator)).toBe(false);
    expect(isSaveDataOn({} as Navigator)).toBe(false);
  });
});
