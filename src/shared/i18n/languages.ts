/** Languages offered in the switch (spec §9). Only those with a catalog can be selected. */
export const supportedLanguages = ['fr', 'en'] as const;
export type TLanguage = (typeof supportedLanguages)[number];

export const defaultLanguage: TLanguage = 'fr';

/** Local storage key of the chosen language (spec §3 "Local preference"). */
export const languageStorageKey = 'app-language';

export interface LanguageOption {
  code: string;
  /** The language's name in its own language, as the switch lists it. */
  label: string;
  isAvailable: boolean;
}

export const languageOptions: readonly LanguageOption[] = [
  { code: 'fr', label: 'Français', isAvailable: true },
  { code: 'en', label: 'English', isAvailable: true },
  { code: 'it', label: 'Italiano', isAvailable: false },
  { code: 'es', label: 'Español', isAvailable: false },
  { code: 'de', label: 'Deutsch', isAvailable: false },
];

export function isSupportedLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Picks the best supported language from an Accept-Language header value. */
export function languageFromAcceptLanguage(header: string | undefined): TLanguage {
  if (!header) return defaultLanguage;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const quality = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isSupportedLanguage(base)) return base;
  }
  return defaultLanguage;
}
