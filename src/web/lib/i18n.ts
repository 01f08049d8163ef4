import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  isSupportedLanguage,
  languageStorageKey,
  supportedLanguages,
  type TLanguage,
} from '../../shared/i18n/languages';

export type CatalogModule = { default: Record<string, unknown> };

/** Every catalog file becomes its own small chunk: only the language and namespaces in use are fetched. */
export type CatalogLoaders = Record<string, () => Promise<CatalogModule>>;

/**
 * The French catalogs but those of the records pages, which load with their own small chunk (records-catalogs.ts).
 * French comes first: the English catalogs' list is a chunk of its own (english-catalogs.ts), fetched by an
 * English page only, so that the public pages' entry does not carry it.
 */
const catalogLoaders: CatalogLoaders = import.meta.glob<CatalogModule>([
  '../../shared/i18n/fr/*.json',
  '!../../shared/i18n/*/{records,stock,rawMaterials,maintenance,agenda,team,budget,dashboard,calendar,search,daily,notifications,locations,offline,pwa,cookiesValidation,shop}.json',
]);

async function findCatalogLoader(path: string): Promise<(() => Promise<CatalogModule>) | undefined> {
  const load = catalogLoaders[path];
  if (load) return load;
  if (path.includes('/en/')) {
    const { englishCatalogLoaders } = await import('./english-catalogs');
    const english = englishCatalogLoaders[path];
    if (english) return english;
  }
  const { recordsCatalogLoaders } = await import('./records-catalogs');
  return recordsCatalogLoaders[path];
}

const catalogBackend: BackendModule = {
  type: 'backend',
  init() {
    // nothing to set up
  },
  read(language: string, namespace: string, callback: ReadCallback) {
    findCatalogLoader(`../../shared/i18n/${language}/${namespace}.json`)
      .then((load) => {
        if (!load) throw new Error(`No catalog ${language}/${namespace}`);
        return load();
      })
      .then(
        (module) => {
          callback(null, module.default);
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)), false);
        },
      );
  },
};

export function storedLanguage(): TLanguage {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return isSupportedLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

function reflectLanguage(language: string): void {
  document.documentElement.lang = isSupportedLanguage(language) ? language : defaultLanguage;
}

export async function initI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', (language) => {
    reflectLanguage(language);
    try {
      localStorage.setItem(languageStorageKey, language);
    } catch {
      // private mode: the choice lasts for this visit
    }
  });
  await i18next
    .use(catalogBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: defaultLanguage,
      supportedLngs: [...supportedLanguages],
      ns: ['common', 'meta'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  reflectLanguage(i18next.language);
  return i18next;
}

export async function changeLanguage(language: TLanguage): Promise<void> {
  await i18next.changeLanguage(language);
}
