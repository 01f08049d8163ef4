import { useEffect, useState } from 'react';
import { useSearchParams } from '../../../lib/router/use-search-params';
import { SHOP_PRODUCT_CATEGORIES, type TShopProductCategory } from '../../../../shared/domain/shop-catalogue';

/** Spec §9: search debounce 300 ms. */
const SEARCH_DEBOUNCE_MS = 300;
const MAX_SEARCH_LENGTH = 100;

function categoryOf(value: string | null): TShopProductCategory | undefined {
  return SHOP_PRODUCT_CATEGORIES.find((category) => category === value);
}

/**
 * The catalogue's category and search text, kept in the address (?category=…&q=…) so back and forward bring a
 * search back; the typed text reaches the address (and the server) once typing pauses.
 */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const category = categoryOf(params.get('category'));
  const query = (params.get('q') ?? '').slice(0, MAX_SEARCH_LENGTH);
  const [draft, setDraft] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);

  // Back/forward (or a link) changed the address: the box shows its text (the spaces being typed kept).
  if (query !== shownQuery) {
    setShownQuery(query);
    if (draft.trim() !== query) setDraft(query);
  }

  useEffect(() => {
    const text = draft.trim();
    if (text === query) return;
    const timer = setTimeout(() => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (text) next.set('q', text);
        else next.delete('q');
        return next;
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [draft, query, setParams]);

  const setCategory = (next: TShopProductCategory | undefined) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('category', next);
      else updated.delete('category');
      return updated;
    });
  };

  const clear = () => {
    setDraft('');
    setParams(new URLSearchParams());
  };

  return { category, query, draft, setDraft, setCategory, clear, maxSearchLength: MAX_SEARCH_LENGTH };
}
