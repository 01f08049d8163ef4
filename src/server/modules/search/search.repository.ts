import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/raw-query.js';
import type { DbTransaction } from '../../db/user-context.js';
import type { TSearchPlan } from './search-plans.js';

export interface SearchRow extends Record<string, unknown> {
  id: string;
  title: string;
  kind: string | null;
  detail: string | null;
  updated_at: string | Date | null;
}

/**
 * One source's best matches for the transaction's user, through the database function `search_source`
 * (migration 0008: SECURITY DEFINER so the trigram indexes serve the search, filtered by app.user_id itself).
 * `pattern` is an escaped LIKE pattern; `codes` are enumerated values whose label matched. The codes are ours
 * (no comma in any), so they travel as one comma-separated parameter.
 */
export async function searchSource(
  tx: DbTransaction,
  source: TSearchPlan,
  pattern: string,
  codes: readonly string[],
  limit: number,
): Promise<SearchRow[]> {
  return queryRows<SearchRow>(
    tx,
    sql`select id::text as id, title, kind, detail, updated_at
        from search_source(${source}, ${pattern}, string_to_array(${codes.join(',')}, ','), ${limit}::int)`,
  );
}
