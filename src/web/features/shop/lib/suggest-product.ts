/** Lower case, no accents, words only: "Charbon actif végétal" → "charbon actif vegetal". */
function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface SuggestableProduct {
  id: string;
  name: string;
  translations: { en?: { name?: string } };
}

/**
 * The catalogue product that most likely refills a stock item, from its name: the product whose name (French or
 * English) equals the item's, else the only one whose name contains the item's or is contained in it. Several
 * equally likely products, or none, suggest nothing: the user chooses.
 */
export function suggestProductFor<T extends SuggestableProduct>(
  itemName: string,
  products: readonly T[],
): T | undefined {
  const item = normalized(itemName);
  if (item === '') return undefined;
  const namesOf = (product: T) =>
    [product.name, product.translations.en?.name ?? ''].map(normalized).filter((name) => name !== '');
  const exact = products.filter((product) => namesOf(product).includes(item));
  if (exact.length === 1) return exact[0];
  if (exact.length > 1) return undefined;
  const close = products.filter((product) =>
    namesOf(product).some((name) => name.includes(item) || item.includes(name)),
  );
  return close.length === 1 ? close[0] : undefined;
}
