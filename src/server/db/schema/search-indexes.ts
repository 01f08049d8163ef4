// The two b-tree indexes each global search source adds to its trigram indexes (migration 0016,
// `search_source`). A source's best results are its rows whose title starts with the text, newest first, then
// the other matches, newest first. Read as two ordered, limited statements, each can stop after 5 rows:
// - by freshness: walking (user_id, freshness desc, id) in the results' order, a common word finds its 5 rows
//   in the first hundred, instead of sorting all the thousands that contain it;
// - by title start: a range of (user_id, folded title), so a title prefix is found without reading the rows
//   that only contain the word ("Facture Pompe…" for "pompe").
import { sql } from 'drizzle-orm';
import { index, type ExtraConfigColumn, type IndexBuilder } from 'drizzle-orm/pg-core';

/** (user_id, freshness desc, id): the order of a source's results, to read them in it and stop at the limit. */
export function searchFreshnessIndex(
  table: string,
  userId: ExtraConfigColumn,
  freshness: ExtraConfigColumn,
  id: ExtraConfigColumn,
): IndexBuilder {
  return index(`${table}_search_fresh_idx`).on(userId, freshness.desc().nullsFirst(), id);
}

/**
 * (user_id, folded title) with `text_pattern_ops`, so `immutable_unaccent(lower(title)) LIKE 'text%'` is an index
 * range whatever the database's collation.
 */
export function searchTitlePrefixIndex(
  table: string,
  userId: ExtraConfigColumn,
  title: ExtraConfigColumn,
): IndexBuilder {
  return index(`${table}_search_title_prefix_idx`).using(
    'btree',
    userId,
    sql`immutable_unaccent(lower(${title})) text_pattern_ops`,
  );
}
