import {
  defaultLanguage,
  isSupportedLanguage,
  languageStorageKey,
  type TLanguage,
} from '../../../shared/i18n/languages';
import { i18n, loadNamespaces, onLanguageChanged, setInitialLanguage } from './i18n';

/** The namespaces every page shows from its first paint: the shell's words and the page titles. */
const firstNamespaces = ['common', 'meta'];

export function storedLanguage(): TLanguage {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return isSupportedLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

function reflectLanguage(language: TLanguage): void {
  document.documentElement.lang = language;
}

function rememberLanguage(language: TLanguage): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // private mode: the choice lasts for this visit
  }
}

/** Start-up: the stored language, set at once and reflected on <html lang>, then its first catalogs fetched. */
export async function initI18n(): Promise<void> {
  setInitialLanguage(storedLanguage());
  onLanguageChanged((language) => {
    reflectLanguage(language);
    rememberLanguage(language);
  });
  reflectLanguage(i18n.language);
  await loadNamespaces(firstNamespaces);
}
