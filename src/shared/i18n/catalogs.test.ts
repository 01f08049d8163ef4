import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from './languages.js';

const folder = new URL('.', import.meta.url).pathname;

function readCatalog(language: string, file: string): unknown {
  return JSON.parse(readFileSync(join(folder, language, file), 'utf8'));
}

/** "a.b.0.c" for every leaf; arrays count by position so a missing paragraph shows. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafKeys(item, `${prefix}${index}.`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leafKeys(child, `${prefix}${key}.`));
  }
  return [prefix.slice(0, -1)];
}

function emptyLeaves(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => emptyLeaves(item, `${prefix}${index}.`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => emptyLeaves(child, `${prefix}${key}.`));
  }
  return typeof value === 'string' && value.trim() === '' ? [prefix.slice(0, -1)] : [];
}

const namespaceFiles = (language: string) =>
  readdirSync(join(folder, language))
    .filter((name) => name.endsWith('.json'))
    .sort();

describe('i18n catalogs', () => {
  it('have the same namespaces in every language', () => {
    const [first, ...others] = supportedLanguages.map(namespaceFiles);
    expect(first?.length).toBeGreaterThan(5);
    for (const files of others) expect(files).toEqual(first);
  });

  it.each(namespaceFiles('fr'))('%s: French and English have exactly the same keys, none empty', (file) => {
    const french = readCatalog('fr', file);
    const english = readCatalog('en', file);
    const frenchKeys = leafKeys(french).sort();
    const englishKeys = leafKeys(english).sort();
    expect(
      englishKeys.filter((key) => !frenchKeys.includes(key)),
      'keys only in English',
    ).toEqual([]);
    expect(
      frenchKeys.filter((key) => !englishKeys.includes(key)),
      'keys only in French',
    ).toEqual([]);
    expect(emptyLeaves(french)).toEqual([]);
    expect(emptyLeaves(english)).toEqual([]);
  });
});
