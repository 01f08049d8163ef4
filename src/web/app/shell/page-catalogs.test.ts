import { describe, expect, it } from 'vitest';
import enPages from '../../../shared/i18n/en/pages.json';
import enShell from '../../../shared/i18n/en/shell.json';
import frPages from '../../../shared/i18n/fr/pages.json';
import frShell from '../../../shared/i18n/fr/shell.json';
import { dashboardPageKey, dashboardSubPaths } from '../../../shared/routes';

type Catalog = Record<string, unknown>;

function flatKeys(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog)
    .flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? flatKeys(value as Catalog, `${prefix}${key}.`)
        : [`${prefix}${key}`],
    )
    .sort();
}

describe('shell and pages catalogs', () => {
  it('have the same keys in French and English', () => {
    expect(flatKeys(enShell)).toEqual(flatKeys(frShell));
    expect(flatKeys(enPages)).toEqual(flatKeys(frPages));
  });

  it('give every dashboard page a non-empty title, description and keywords in both languages', () => {
    const pageKeys = dashboardSubPaths.map(dashboardPageKey);
    for (const catalog of [frPages, enPages] as Catalog[]) {
      expect(Object.keys(catalog).sort()).toEqual([...pageKeys].sort());
      for (const key of pageKeys) {
        const texts = catalog[key] as Record<string, unknown>;
        for (const field of ['title', 'description', 'keywords']) {
          expect(typeof texts[field] === 'string' && texts[field].trim().length > 0, `${key}.${field}`).toBe(
            true,
          );
        }
      }
    }
  });
});
