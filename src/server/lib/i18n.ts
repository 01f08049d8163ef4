import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import {
  defaultLanguage,
  isSupportedLanguage,
  supportedLanguages,
  type TLanguage,
} from '../../shared/i18n/languages.js';
import {
  createTranslator,
  hasText,
  type Catalog as NamespaceCatalog,
  type CatalogLookup,
  type TFunction,
} from '../../shared/i18n/translate.js';
import { projectRoot } from './project-paths.js';

type LanguageCatalogs = Record<string, NamespaceCatalog>;

/** Reads src/shared/i18n/<language>/<namespace>.json: the same words as the web app. */
function readCatalogs(): Record<TLanguage, LanguageCatalogs> {
  const folder = join(projectRoot, 'src/shared/i18n');
  const entries = supportedLanguages.map((language) => {
    const namespaces: LanguageCatalogs = {};
    for (const file of readdirSync(join(folder, language)).filter((name) => name.endsWith('.json'))) {
      namespaces[basename(file, '.json')] = JSON.parse(
        readFileSync(join(folder, language, file), 'utf8'),
      ) as NamespaceCatalog;
    }
    return [language, namespaces] as const;
  });
  return Object.fromEntries(entries) as Record<TLanguage, LanguageCatalogs>;
}

const catalogs = readCatalogs();
const lookup: CatalogLookup = (language, namespace) =>
  isSupportedLanguage(language) ? catalogs[language][namespace] : undefined;
const namespaceForBareKeys = ['errors'];
const translators = new Map<TLanguage, TFunction>(
  supportedLanguages.map((language) => [
    language,
    createTranslator({
      lookup,
      languages: language === defaultLanguage ? [language] : [language, defaultLanguage],
      namespaces: namespaceForBareKeys,
    }),
  ]),
);

/** A translator fixed to one language, keys written as "namespace:key". */
export function translatorFor(language: TLanguage): TFunction {
  return translators.get(language) ?? translatorFor(defaultLanguage);
}

/** Whether a "namespace:key" exists (zod messages that are i18n keys are translated, others kept). */
export function hasTranslation(key: string): boolean {
  return hasText({ lookup, languages: [defaultLanguage], namespaces: namespaceForBareKeys }, key);
}
