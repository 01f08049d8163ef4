import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLanguages, type TLanguage } from '../../../../shared/i18n/languages';
import { createTranslator } from '../../../../shared/i18n/translate';
import { searchResultHref, searchRowText } from './search-labels';

type Catalog = Record<string, unknown>;
const folder = join(new URL('.', import.meta.url).pathname, '../../../../shared/i18n');
const readCatalog = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(folder, language, `${namespace}.json`), 'utf8')) as Catalog;

const searchCatalogs: Record<string, Catalog> = {
  fr: readCatalog('fr', 'search'),
  en: readCatalog('en', 'search'),
};
const translatorIn = (language: TLanguage) =>
  createTranslator({
    lookup: (code, namespace) => (namespace === 'search' ? searchCatalogs[code] : undefined),
    languages: [language],
    namespaces: ['common'],
  });

const item = (kind: string | null, detail: string | null) => ({ id: '1', title: 'Titre', kind, detail });

describe('searchRowText', () => {
  it('translates a code kind into the badge and a code detail into the description', () => {
    const t = translatorIn('fr');
    expect(searchRowText(t, 'raw-materials', item('silage', 'Coopérative du Léon'))).toEqual({
      badge: 'Ensilage',
      description: 'Coopérative du Léon',
    });
    expect(searchRowText(t, 'budget', item('expense', 'electricity'))).toEqual({
      badge: 'Dépense',
      description: 'Électricité',
    });
    expect(searchRowText(t, 'stock', item('consumables', 'unités'))).toEqual({
      badge: 'Consommables',
      description: 'unités',
    });
    expect(searchRowText(translatorIn('en'), 'stock', item('spare_parts', 'unités'))).toEqual({
      badge: 'Spare parts',
      description: 'units',
    });
    expect(searchRowText(t, 'team', item('technician', null))).toEqual({
      badge: 'Technicien',
      description: '',
    });
  });

  it('names the source when the kind is free text, and leads the description with that text as typed', () => {
    const t = translatorIn('fr');
    expect(searchRowText(t, 'maintenance', item('Graissage', 'Palier côté moteur'))).toEqual({
      badge: 'Maintenance',
      description: 'Graissage — Palier côté moteur',
    });
    expect(searchRowText(t, 'library', item('Rapport', null))).toEqual({
      badge: 'Bibliothèque',
      description: 'Rapport',
    });
    expect(searchRowText(t, 'agenda', item(null, null))).toEqual({ badge: 'Agenda', description: '' });
  });
});

describe('searchResultHref', () => {
  it('opens the module list filtered to the title, encoded and at most 100 characters', () => {
    expect(searchResultHref('/dashboard/stock', 'Méthaniseur principal')).toBe(
      '/dashboard/stock?q=M%C3%A9thaniseur%20principal',
    );
    expect(searchResultHref('/dashboard/team', 'A&B ?#')).toBe('/dashboard/team?q=A%26B%20%3F%23');
    expect(searchResultHref('/dashboard/agenda', 'x'.repeat(150))).toBe(
      `/dashboard/agenda?q=${'x'.repeat(100)}`,
    );
  });
});

describe('search catalog', () => {
  it('shows the same words for types, categories, roles and units as their modules', () => {
    const sameAs: [string, string, string, string][] = [
      ['kinds', 'stock', 'stock', 'category'],
      ['kinds', 'raw-materials', 'rawMaterials', 'type'],
      ['kinds', 'budget', 'budget', 'type'],
      ['kinds', 'agenda', 'agenda', 'category'],
      ['kinds', 'team', 'team', 'role'],
      ['details', 'stock', 'stock', 'unit'],
      ['details', 'budget', 'budget', 'category'],
    ];
    for (const language of supportedLanguages) {
      const search = readCatalog(language, 'search') as Record<string, Record<string, unknown>>;
      for (const [group, source, namespace, key] of sameAs) {
        const values = (readCatalog(language, namespace).values as Record<string, unknown>)[key];
        expect(search[group]?.[source], `${language} ${group}.${source}`).toEqual(values);
      }
    }
  });
});
