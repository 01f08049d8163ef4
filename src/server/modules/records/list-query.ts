import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TListQueryBase } from '../../../shared/contracts/records.js';

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

export interface ListShape {
  userIdColumn: PgColumn;
  idColumn: PgColumn;
  sortColumns: Readonly<Record<string, PgColumn | SQL>>;
  searchColumns: readonly PgColumn[];
}

/** The WHERE of a list: the owner (on top of row-level security), the module's filters, the search text. */
export function listWhere(
  shape: ListShape,
  userId: string,
  query: TListQueryBase,
  filters: (SQL | undefined)[],
) {
  const search =
    query.q && query.q.length > 0
      ? or(...shape.searchColumns.map((column) => containsText(column, query.q ?? '')))
      : undefined;
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
