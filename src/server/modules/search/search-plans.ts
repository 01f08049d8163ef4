// The tables each search source reads (the database's `search_source_plan`): one per source, except the
// library, which holds the generated documents and, since the shop (issue 17), the user's orders, and since
// issue 22 the imported documents.
import type { TSearchSource } from '../../../shared/domain/search-results.js';

/** 'library-imported': the imported documents (issue 22), read by the documents module's own query. */
export type TSearchPlan = TSearchSource | 'library-orders' | 'library-imported';

export const SEARCH_SOURCE_PLANS: Readonly<Record<TSearchSource, readonly TSearchPlan[]>> = {
  stock: ['stock'],
  maintenance: ['maintenance'],
  'raw-materials': ['raw-materials'],
  budget: ['budget'],
  agenda: ['agenda'],
  team: ['team'],
  library: ['library', 'library-orders', 'library-imported'],
};

/** Where a result opens when it is not its source's list: orders and quote requests are on the orders page. */
export function searchResultRoute(
  plan: TSearchPlan,
  row: { title: string; kind: string | null },
): string | null {
  if (plan === 'library-orders') return `/dashboard/orders?q=${encodeURIComponent(row.title)}`;
  const quoteNumber =
    plan === 'library' && row.kind === 'quote' ? /DEV-\d{8}-[A-Z0-9]{6}/.exec(row.title) : null;
  return quoteNumber ? `/dashboard/orders?q=${quoteNumber[0]}` : null;
}
