// The shop's French and English texts in a translator of their own, for the quote PDF tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLanguage, type TLanguage } from '../../../../../shared/i18n/languages';
import { createTranslator, type Catalog, type TFunction } from '../../../../../shared/i18n/translate';

const folder = join(new URL('.', import.meta.url).pathname, '../../../../../shared/i18n');

export function shopTranslator(language: TLanguage): Promise<TFunction> {
  const shop = new Map<string, Catalog>();
  const lookup = (code: string, namespace: string) => {
    if (namespace !== 'shop') return undefined;
    if (!shop.has(code))
      shop.set(code, JSON.parse(readFileSync(join(folder, code, 'shop.json'), 'utf8')) as Catalog);
    return shop.get(code);
  };
  return Promise.resolve(
    createTranslator({ lookup, languages: [language, defaultLanguage], namespaces: ['shop'] }),
  );
}
