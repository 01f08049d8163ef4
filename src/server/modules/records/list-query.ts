import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TListQueryBase } from '../../../shared/contracts/records.js';
import type { TSearchSource } from '../../../shared/domain/search-results.js';
import type { DbTransaction } from '../../db/user-context.js';
import { codesMatching } from './label-codes.js';

/** `%`, `_` and `\` typed by the user are searched for as themselves, not as LIKE wildcards. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Case- and accent-insensitive "contains" on one column, written as the trigram indexes expect
 * (`immutable_unaccent(lower(col))`, see db/schema/columns.ts).
 */
export function containsText(column: PgColumn | SQL, text: string): SQL {
  const pattern = `%${escapeLikePattern(text)}%`;
  return sql`immutable_unaccent(lower(${column})) like immutable_unaccent(lower(${pattern}))`;
}

/**
 * How a list finds rows by text: a source of the global search (its trigram indexes, through the database
 * function `search_source_ids`, and its enumerated columns by their French or English labels), or plain
 * columns compared with `containsText` under the policies (for lists that are not a search source).
 */
export type ListSearch = { source: TSearchSource } | { columns: readonly PgColumn[] };

export interface ListShape {
  userIdColumn: PgColumn;
  idColumn: PgColumn;
  sortColumns: Readonly<Record<string, PgColumn | SQL>>;
  search: ListSearch;
}

/** The name of the statement's `WITH` that holds a source search's matching ids (`listSearchMatches`). */
const matchesName = 'list_search_matches';

/**
 * The ids of the user's rows of a search source whose text contains the list's search text, as a `WITH` of the
 * statement (undefined without a search, or for a list searched by plain columns): `search_source_ids`
 * (migration 0010, ADR 0003) finds them with the trigram indexes, which the row-level policies would otherwise
 * keep the planner from using. Read once per statement: the page and its total (and the maintenance list's
 * candidates) all keep their rows among them, so PostgreSQL materialises it instead of calling the function
 * for each.
 */
export function listSearchMatches(tx: DbTransaction, shape: ListShape, query: TListQueryBase) {
  const { search } = shape;
  if ('columns' in search || !query.q) return undefined;
  const pattern = `%${escapeLikePattern(query.q)}%`;
  const codes = codesMatching(search.source, query.q).join(',');
  return tx
    .$with(matchesName, { id: sql<string>`id` })
    .as(sql`select search_source_ids(${search.source}, ${pattern}, string_to_array(${codes}, ',')) as id`);
}

/**
 * What a page's total counts when the owner and a source search alone select the list's rows (no filter): the
 * matching ids of `listSearchMatches` themselves, which are the transaction user's rows, each once (the
 * function reads `app.user_id`), so the count need not read the table again. Undefined otherwise: count the
 * table under the list's WHERE.
 */
export function searchMatchesCounted(
  shape: ListShape,
  query: TListQueryBase,
  filters: (SQL | undefined)[],
): SQL | undefined {
  if ('columns' in shape.search || !query.q || filters.some((filter) => filter !== undefined))
    return undefined;
  return sql`${sql.identifier(matchesName)}`;
}

/**
 * The rows of `shape` whose text contains `text`: plain columns compared with `containsText` under the
 * policies, or, for a search source, the rows among `listSearchMatches` (the statement must carry it).
 */
function searchCondition(shape: ListShape, text: string, use: ListWhereUse): SQL | undefined {
  const { search } = shape;
  if ('columns' in search) return or(...search.columns.map((column) => containsText(column, text)));
  const isMatch = sql`${shape.idColumn} in (select id from ${sql.identifier(matchesName)})`;
  // A page: `is true` keeps the test a hashed filter instead of a join, so walking the index of the list's
  // order stops at the page's last row (a join reads every row of the user, then sorts the matches).
  return use === 'page' ? sql`(${isMatch}) is true` : isMatch;
}

/** What a WHERE is for: a page (ordered, limited) or every matching row (a count, an export). */
export type ListWhereUse = 'page' | 'all';

/**
 * The WHERE of a list: the owner (on top of row-level security), the module's filters, the search text. A
 * statement with it carries `listSearchMatches` (the search of a source reads from it).
 */
export function listWhere(
  shape: ListShape,
  userId: string,
  query: TListQueryBase,
  filters: (SQL | undefined)[],
  use: ListWhereUse = 'all',
) {
  const search = query.q && query.q.length > 0 ? searchCondition(shape, query.q, use) : undefined;
  return and(eq(shape.userIdColumn, userId), ...filters, search);
}

/** ORDER BY the chosen key, then the id so that pages never repeat or skip a row of equal keys. */
export function listOrder(shape: ListShape, query: TListQueryBase): SQL[] {
  const column = shape.sortColumns[query.sort];
  if (column === undefined) throw new Error(`Unknown sort key ${query.sort}`);
  const direction = query.order === 'asc' ? asc : desc;
  // NULLs last in both directions: an item without a date is not "the newest".
  return [sql`${direction(column)} nulls last`, direction(shape.idColumn)];
}
