import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { supportedLanguages } from './languages.js';

const folder = new URL('.', import.meta.url).pathname;
const namespaces = readdirSync(join(folder, 'fr'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length));
const readCatalog = (language: string, namespace: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(folder, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

function leafTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(leafTexts);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(leafTexts);
  return typeof value === 'string' ? [value] : [];
}

const instance = i18next.createInstance();
beforeAll(async () => {
  await instance.init({
    lng: 'fr',
    resources: Object.fromEntries(
      supportedLanguages.map((language) => [
        language,
        Object.fromEntries(namespaces.map((namespace) => [namespace, readCatalog(language, namespace)])),
      ]),
    ),
    interpolation: { escapeValue: false },
  });
});

describe('counted texts', () => {
  it('never write a plural as "(s)": they use plural keys', () => {
    for (const language of supportedLanguages) {
      const texts = namespaces.flatMap((namespace) => leafTexts(readCatalog(language, namespace)));
      expect(texts.filter((text) => /\w\(s\)/.test(text))).toEqual([]);
    }
  });

  it('write the singular and the plural in French and English', () => {
    const fr = instance.getFixedT('fr');
    const en = instance.getFixedT('en');
    expect(fr('offline:sync.success', { count: 1 })).toBe('✅ 1 action synchronisée');
    expect(fr('offline:sync.success', { count: 3 })).toBe('✅ 3 actions synchronisées');
    expect(fr('offline:sync.failure', { count: 2 })).toBe(
      '❌ 2 actions ont échoué lors de la synchronisation',
    );
    expect(en('offline:sync.success', { count: 1 })).toBe('✅ 1 action synced');
    expect(fr('records:csv.refused', { count: 1 })).toBe(
      "Import refusé : 1 ligne en erreur. Rien n'a été importé.",
    );
    expect(fr('records:csv.refused', { count: 4 })).toBe(
      "Import refusé : 4 lignes en erreur. Rien n'a été importé.",
    );
    expect(en('records:csv.refused', { count: 4 })).toBe(
      'Import refused: 4 rows with errors. Nothing was imported.',
    );
    expect(fr('errors:field.tooLong', { count: 200, maximum: 200 })).toBe(
      'Doit contenir au plus 200 caractères.',
    );
  });
});
