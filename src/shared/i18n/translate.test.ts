import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultLanguage, supportedLanguages } from './languages.js';
import { createTranslator, hasText, type Catalog, type TranslateOptions } from './translate.js';

/**
 * The catalogs were written for i18next: every text of every catalog must come out of our translator exactly as
 * i18next gives it, with its values, counts, nested texts and fallbacks (ADR 0007).
 */

const folder = new URL('.', import.meta.url).pathname;
const namespaces = readdirSync(join(folder, defaultLanguage))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();
const catalogs: Record<string, Record<string, Catalog>> = Object.fromEntries(
  supportedLanguages.map((language) => [
    language,
    Object.fromEntries(
      namespaces.map((namespace) => [
        namespace,
        JSON.parse(readFileSync(join(folder, language, `${namespace}.json`), 'utf8')) as Catalog,
      ]),
    ),
  ]),
);

const reference = i18next.createInstance();
beforeAll(async () => {
  await reference.init({
    resources: catalogs,
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
});

function ours(language: string, defaultNamespaces: readonly string[] = ['common']) {
  return createTranslator({
    lookup: (lng, namespace) => catalogs[lng]?.[namespace],
    languages: language === defaultLanguage ? [language] : [language, defaultLanguage],
    namespaces: defaultNamespaces,
  });
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** Every key that holds a text, plural forms folded into their bare key, with the texts it may show. */
function textKeys(value: unknown, prefix = ''): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  const visit = (node: unknown, path: string) => {
    if (typeof node === 'string') {
      const key = path.replace(pluralSuffix, '');
      keys.set(key, [...(keys.get(key) ?? []), node]);
    } else if (node !== null && typeof node === 'object' && !Array.isArray(node)) {
      for (const [name, child] of Object.entries(node)) visit(child, path === '' ? name : `${path}.${name}`);
    }
  };
  visit(value, prefix);
  return keys;
}

/** Values for every {{name}} of the texts: numbers where a number format is asked, words elsewhere. */
function valuesFor(texts: string[], count?: number): TranslateOptions {
  const values: TranslateOptions = count === undefined ? {} : { count };
  for (const text of texts) {
    for (const [, inside = ''] of text.matchAll(/{{(.+?)}}/g)) {
      const [name = '', format] = inside.split(',').map((part) => part.trim());
      if (name === 'count') continue;
      values[name] = format === 'number' ? 12345.5 : `«${name}»`;
    }
  }
  return values;
}

describe('translate, against i18next on every catalog text', () => {
  for (const language of supportedLanguages) {
    it(`${language}: every text, with its values and counts`, () => {
      const expected = reference.getFixedT(language);
      const actual = ours(language);
      let compared = 0;
      for (const namespace of namespaces) {
        for (const [path, texts] of textKeys(catalogs[language]?.[namespace])) {
          const key = `${namespace}:${path}`;
          const counted = texts.length > 1 || /{{\s*count/.test(texts[0] ?? '');
          const optionSets = counted
            ? [0, 1, 2, 1.5, 1_000_000].map((count) => valuesFor(texts, count))
            : [valuesFor(texts), {}];
          for (const options of optionSets) {
            expect(actual(key, options), `${key} ${JSON.stringify(options)}`).toBe(expected(key, options));
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(2000);
    });
  }

  it('lists and groups of texts (returnObjects), with their values', () => {
    const objectKeys = [
      'legal:privacy.sections',
      'legal:terms.sections',
      'legal:purchaseTerms.sections',
      'shop:quote.pdf.sellerLines',
      'shop:status',
    ];
    for (const language of supportedLanguages) {
      for (const key of objectKeys) {
        const options = {
          returnObjects: true,
          basicPrice: '49 €',
          premiumPriceTtc: '118,80 €',
          trialDays: 14,
          vatRate: 20,
        } as const;
        const expected = reference.getFixedT(language)(key, options) as unknown;
        expect(Array.isArray(expected) || typeof expected === 'object', key).toBe(true);
        expect(ours(language)(key, options), key).toEqual(expected);
      }
    }
  });

  it('keys without a namespace try the translator namespaces in order', () => {
    for (const language of supportedLanguages) {
      const expected = reference.getFixedT(language, ['stock', 'records']);
      const actual = ours(language, ['stock', 'records']);
      for (const key of ['title', 'actions.save', 'list.empty', 'values.unit.t', 'not.a.key']) {
        expect(actual(key), key).toBe(expected(key));
      }
    }
  });

  it('missing texts give the default value or the key without its namespace', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...namespaces),
        fc.stringMatching(/^[a-z][a-zA-Z]{0,8}(\.[a-z][a-zA-Z]{0,8}){0,2}$/),
        fc.option(
          fc.string({ maxLength: 12 }).filter((text) => !/[{}$]/.test(text)),
          { nil: undefined },
        ),
        (namespace, path, defaultValue) => {
          const key = `${namespace}:${path}_missing`;
          const options = defaultValue === undefined ? {} : { defaultValue };
          expect(ours('en')(key, options)).toBe(reference.getFixedT('en')(key, options));
          expect(
            hasText({ lookup: (l, n) => catalogs[l]?.[n], languages: ['fr'], namespaces: [] }, key),
          ).toBe(false);
        },
      ),
    );
  });

  it('any count picks the same plural form as i18next', () => {
    const key = 'offline:sync.success';
    fc.assert(
      fc.property(
        fc.constantFrom(...supportedLanguages),
        fc.integer({ min: 0, max: 5_000_000 }),
        (language, count) => {
          expect(ours(language)(key, { count })).toBe(reference.getFixedT(language)(key, { count }));
        },
      ),
    );
  });

  it('a nested text takes the values of the text around it', () => {
    const options = { from: 'pending', to: 'delivered' };
    expect(ours('fr')('shop:errors.orderMoveRefused', options)).toBe(
      'Une commande « En attente » ne peut pas passer à « Livrée ».',
    );
    expect(ours('fr')('shop:errors.orderMoveRefused', options)).toBe(
      reference.getFixedT('fr')('shop:errors.orderMoveRefused', options),
    );
  });

  it('knows which keys have a text', () => {
    const setup = {
      lookup: (l: string, n: string) => catalogs[l]?.[n],
      languages: ['fr'],
      namespaces: ['common'],
    };
    expect(hasText(setup, 'common:apiErrors.network')).toBe(reference.exists('common:apiErrors.network'));
    expect(hasText(setup, 'apiErrors.network')).toBe(true);
    expect(hasText(setup, 'errors:field.nope')).toBe(false);
  });
});
