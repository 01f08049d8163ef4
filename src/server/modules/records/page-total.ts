import { sql, type SQL } from 'drizzle-orm';

/**
 * A list page and its total in one statement: each row of the page carries the count of every matching row,
 * computed by an uncorrelated subquery (PostgreSQL runs it once, as an InitPlan), instead of a second
 * statement after the page. One round trip less per list, and the page and its total see the same snapshot.
 */
export const pageTotalField = '__pageTotal';

/** `(select count(*) from <from> where <where>)`; `from` names the same table(s) as the page's FROM. */
export function pageTotalOf(from: SQL, where: SQL | undefined): SQL.Aliased<number> {
  const condition = where ? sql` where ${where}` : sql``;
  return sql<number>`(select count(*) from ${from}${condition})`.mapWith(Number).as(pageTotalField);
}

/**
 * The rows without the total they carry, and the total. A page past the last row has no row to carry it:
 * `countAlone` is then asked (the count is only needed in that rare case).
 */
export async function splitPageTotal<TRow extends Record<string, unknown>>(
  rowsWithTotal: (TRow & { [pageTotalField]: number })[],
  countAlone: () => Promise<number>,
): Promise<{ rows: TRow[]; total: number }> {
  const first = rowsWithTotal[0];
  if (first === undefined) return { rows: [], total: await countAlone() };
  const rows = rowsWithTotal.map(({ [pageTotalField]: _total, ...row }) => row as unknown as TRow);
  return { rows, total: first[pageTotalField] };
}
