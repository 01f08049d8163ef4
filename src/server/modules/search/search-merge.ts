// A source read from more than one table (the library: documents and orders) answers one list, in the order
// each table's search gives (titles starting with the text first, then the newest), cut to the source's limit.
import { foldForSearch } from '../../../shared/domain/search-results.js';
import type { SearchRow } from './search.repository.js';

export interface SearchResultRow extends SearchRow {
  /** The page the result opens, when it is not its source's list. */
  href: string | null;
}

function freshness(row: SearchRow): number {
  return row.updated_at === null ? 0 : new Date(row.updated_at).getTime();
}

export function mergeSourceRows(
  perTable: readonly (readonly SearchResultRow[])[],
  query: string,
  limit: number,
): SearchResultRow[] {
  if (perTable.length === 1) return (perTable[0] ?? []).slice(0, limit);
  const folded = foldForSearch(query.trim());
  const startsWithQuery = (row: SearchRow) => foldForSearch(row.title).startsWith(folded);
  return perTable
    .flat()
    .sort(
      (a, b) =>
        Number(startsWithQuery(b)) - Number(startsWithQuery(a)) ||
        freshness(b) - freshness(a) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit);
}
