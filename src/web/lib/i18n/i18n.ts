import { defaultLanguage, isSupportedLanguage, type TLanguage } from '../../../shared/i18n/languages';
import {
  createTranslator,
  type Catalog,
  type TFunction,
  type TranslateOptions,
} from '../../../shared/i18n/translate';
import { fetchCatalog } from './catalog-loaders';

/**
 * The web app's words (ADR 0007): the language in use, the catalogs fetched so far and translators over them.
 * Catalogs are fetched per language and namespace, once; a translator reads them when it is called, so one made
 * before a catalog arrived sees it afterwards. Listeners hear of every fetched catalog and language change.
 */

type Listener = () => void;

const catalogs = new Map<string, Catalog>();
const fetches = new Map<string, Promise<void>>();
const listeners = new Set<Listener>();
const languageListeners = new Set<(language: TLanguage) => void>();
let currentLanguage: TLanguage = defaultLanguage;

/** A failed fetch (a network blip) is tried again once after this delay; then the keys show, as with i18next. */
const retryDelayMs = 350;

const catalogKey = (language: string, namespace: string) => `${language}/${namespace}`;
const lookup = (language: string, namespace: string) => catalogs.get(catalogKey(language, namespace));

function notify(): void {
  for (const listener of listeners) listener();
}

function languagesFrom(language: TLanguage): TLanguage[] {
  return language === defaultLanguage ? [language] : [language, defaultLanguage];
}

function fetchWithRetry(language: string, namespace: string): Promise<Catalog> {
  return fetchCatalog(language, namespace).catch(
    () =>
      new Promise<Catalog>((resolve) => {
        setTimeout(() => {
          fetchCatalog(language, namespace).then(resolve, () => {
            resolve({});
          });
        }, retryDelayMs);
      }),
  );
}

function loadNamespace(language: string, namespace: string): Promise<void> {
  const key = catalogKey(language, namespace);
  const known = fetches.get(key);
  if (known) return known;
  const fetching = fetchWithRetry(language, namespace).then((catalog) => {
    catalogs.set(key, catalog);
    notify();
  });
  fetches.set(key, fetching);
  return fetching;
}

function asList(namespaces: string | readonly string[]): readonly string[] {
  return typeof namespaces === 'string' ? [namespaces] : namespaces;
}

/** Whether every catalog the namespaces need in this language is at hand. */
export function hasLoadedNamespaces(
  namespaces: readonly string[],
  language: string = currentLanguage,
): boolean {
  return namespaces.every((namespace) => catalogs.has(catalogKey(language, namespace)));
}

/** Fetches the namespaces' catalogs in the language in use (or the one given); resolves when all are in. */
export async function loadNamespaces(
  namespaces: string | readonly string[],
  language: string = currentLanguage,
): Promise<void> {
  await Promise.all(asList(namespaces).map((namespace) => loadNamespace(language, namespace)));
}

/** Puts a catalog in directly (tests, and catalogs already in hand). */
export function addCatalog(language: TLanguage, namespace: string, catalog: Catalog): void {
  catalogs.set(catalogKey(language, namespace), catalog);
  fetches.set(catalogKey(language, namespace), Promise.resolve());
  notify();
}

/** A translator in one language, trying the namespaces in order for keys written without one. */
export function getFixedT(language: TLanguage, namespaces: string | readonly string[] = 'common'): TFunction {
  return createTranslator({ lookup, languages: languagesFrom(language), namespaces: asList(namespaces) });
}

/** The translators `i18n.t` uses, one per language (the catalogs they read are the live ones). */
const defaultTranslators = new Map<TLanguage, TFunction>();

function defaultTranslator(language: TLanguage): TFunction {
  let translator = defaultTranslators.get(language);
  if (!translator) {
    translator = getFixedT(language);
    defaultTranslators.set(language, translator);
  }
  return translator;
}

/** Switches language once the catalogs in use are fetched in it, so no text shows as a key meanwhile. */
export async function changeLanguage(language: TLanguage): Promise<void> {
  if (language === currentLanguage) return;
  const inUse = [...catalogs.keys()]
    .filter((key) => key.startsWith(`${currentLanguage}/`))
    .map((key) => key.slice(currentLanguage.length + 1));
  await loadNamespaces(inUse, language);
  currentLanguage = language;
  for (const listener of languageListeners) listener(language);
  notify();
}

/** Listens to fetched catalogs and language changes; returns the way to stop. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Listens to language changes only. */
export function onLanguageChanged(listener: (language: TLanguage) => void): () => void {
  languageListeners.add(listener);
  return () => {
    languageListeners.delete(listener);
  };
}

/** Sets the language before anything is shown (start-up). */
export function setInitialLanguage(language: string | null): void {
  currentLanguage = isSupportedLanguage(language) ? language : defaultLanguage;
}

/**
 * The object components and modules read the language from and translate with outside React (`i18n.t`), as
 * i18next's was: `language`, `resolvedLanguage`, `t`, `loadNamespaces`, `changeLanguage`.
 */
export const i18n = {
  get language(): TLanguage {
    return currentLanguage;
  },
  get resolvedLanguage(): TLanguage {
    return currentLanguage;
  },
  t: ((key: string, options?: TranslateOptions) =>
    defaultTranslator(currentLanguage)(key, options)) as TFunction,
  loadNamespaces,
  changeLanguage,
};

export type I18n = typeof i18n;
