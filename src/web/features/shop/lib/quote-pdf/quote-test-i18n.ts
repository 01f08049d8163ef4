// The shop's French and English texts in an i18next instance of their own, for the quote PDF tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type TFunction } from 'i18next';
import { supportedLanguages, type TLanguage } from '../../../../../shared/i18n/languages';

const folder = join(new URL('.', import.meta.url).pathname, '../../../../../shared/i18n');

export async function shopTranslator(language: TLanguage): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    resources: Object.fromEntries(
      supportedLanguages.map((code) => [
        code,
        {
          shop: JSON.parse(readFileSync(join(folder, code, 'shop.json'), 'utf8')) as Record<string, unknown>,
        },
      ]),
    ),
    interpolation: { escapeValue: false },
  });
  return instance.getFixedT(language);
}
