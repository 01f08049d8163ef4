import i18next, { type TFunction } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { defaultLanguage, supportedLanguages, type TLanguage } from '../../shared/i18n/languages.js';
import { projectRoot } from './project-paths.js';

type Catalog = Record<string, Record<string, unknown>>;

/** Reads src/shared/i18n/<language>/<namespace>.json: the same words as the web app. */
function readCatalogs(): Record<TLanguage, Catalog> {
  const folder = join(projectRoot, 'src/shared/i18n');
  const entries = supportedLanguages.map((language) => {
    const namespaces: Catalog = {};
    for (const file of readdirSync(join(folder, language)).filter((name) => name.endsWith('.json'))) {
      namespaces[basename(file, '.json')] = JSON.parse(
        readFileSync(join(folder, language, file), 'utf8'),
      ) as Record<string, unknown>;
    }
    return [language, namespaces] as const;
  });
  return Object.fromEntries(entries) as Record<TLanguage, Catalog>;
}

const catalogs = readCatalogs();
const instance = i18next.createInstance();
void instance.init({
  resources: catalogs,
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  ns: Object.keys(catalogs[defaultLanguage]),
  defaultNS: 'errors',
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** A translator fixed to one language, keys written as "namespace:key". */
export function translatorFor(language: TLanguage): TFunction {
  return instance.getFixedT(language);
}

/** Whether a "namespace:key" exists (zod messages that are i18n keys are translated, others kept). */
export function hasTranslation(key: string): boolean {
  return instance.exists(key);
}
