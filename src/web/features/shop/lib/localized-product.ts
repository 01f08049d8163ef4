import type { TProductTranslations } from '../../../../shared/contracts/shop';

/** The texts a product, a cart line or an order line may carry, with their English twins. */
export interface LocalizableProduct {
  name: string;
  shortDescription?: string | null;
  fullDescription?: string | null;
  specifications?: Record<string, string>;
  translations: TProductTranslations;
}

/**
 * The product's texts in the UI language: French columns by default; in English, each English text that exists
 * replaces its French one (a missing or empty one keeps the French text). Only the fields the object carries are
 * touched, so a cart line (name only) stays a cart line.
 */
export function localizedProduct<T extends LocalizableProduct>(product: T, language: string): T {
  const en = product.translations.en;
  if (!language.toLowerCase().startsWith('en') || !en) return product;
  const localized: T = { ...product, name: en.name || product.name };
  if ('shortDescription' in product && en.shortDescription) localized.shortDescription = en.shortDescription;
  if ('fullDescription' in product && en.fullDescription) localized.fullDescription = en.fullDescription;
  if ('specifications' in product && en.specifications && Object.keys(en.specifications).length > 0) {
    localized.specifications = en.specifications;
  }
  return localized;
}
