import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  defaultLanguage,
  isSupportedLanguage,
  languageStorageKey,
  supportedLanguages,
  type TLanguage,
} from '../../shared/i18n/languages';

type CatalogModule = { default: Record<string, unknown> };

/** Every catalog file becomes its own small chunk: only the language and namespaces in use are fetched. */
const catalogLoaders = import.meta.glob<CatalogModule>('../../shared/i18n/*/*.json');

const catalogBackend: BackendModule = {
  type: 'backend',
  init() {
    // nothing to set up
  },
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogLoaders[`../../shared/i18n/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No catalog ${language}/${namespace}`), false);
      return;
    }
    load().then(
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
