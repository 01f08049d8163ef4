import type { TProductTranslations } from '../../../../shared/contracts/shop';

/**
 * A cart line's product name in the user's language: the English text when the interface is English and the
 * product has one, else the French name (the catalogue's own column).
 */
export function localizedLineName(
  line: { name: string; translations: TProductTranslations },
  language: string,
): string {
  return language.startsWith('en') ? (line.translations.en?.name ?? line.name) : line.name;
}
