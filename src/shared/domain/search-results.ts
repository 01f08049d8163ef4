/**
 * Global search (spec §2 "Global search dialog", §7 "Search reads", §9 "Search"): the seven sources in the
 * order the dialog shows them, the page each opens, and the limits: at least 2 characters, 5 results per
 * source, 20 overall.
 */
export const SEARCH_SOURCES = [
  'stock',
  'maintenance',
  'raw-materials',
  'budget',
  'agenda',
  'team',
  'library',
] as const;
export type TSearchSource = (typeof SEARCH_SOURCES)[number];

/** The page a result of each source opens (its list, filtered to the result by `?q=`). */
export const SEARCH_SOURCE_ROUTES: Readonly<Record<TSearchSource, string>> = {
  stock: '/dashboard/stock',
  maintenance: '/dashboard/maintenance',
  'raw-materials': '/dashboard/raw-materials',
  budget: '/dashboard/budget',
  agenda: '/dashboard/agenda',
  team: '/dashboard/team',
  library: '/dashboard/library',
};

/** Fewer characters than this (after trimming) search nothing. */
export const SEARCH_MIN_CHARS = 2;
/** Longest search text the API takes. */
export const SEARCH_MAX_QUERY_LENGTH = 100;
/** Most results read from one source. */
export const SEARCH_RESULTS_PER_SOURCE = 5;
/** Most results in one answer. */
export const SEARCH_MAX_RESULTS = 20;

/** The query as the API and the cache key read it: trimmed; blank or too short means "search nothing". */
export function normalizeSearchQuery(query: string): string {
  return query.trim();
}

export function isSearchableQuery(query: string): boolean {
  return normalizeSearchQuery(query).length >= SEARCH_MIN_CHARS;
}

/**
 * Text compared accent- and case-insensitively, as the database's `immutable_unaccent(lower(…))` does:
 * "Électricité" and "electricite" read the same.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/giu, 'oe')
    .replace(/æ/giu, 'ae')
    .toLowerCase();
}

/**
 * Keeps at most `max` items over all groups, fairly: round-robin across the groups (the first item of each
 * group, then the second of each…), each group keeping its own order, groups keeping theirs. Empty groups are
 * dropped.
 */
export function trimSearchGroups<TGroup extends { items: readonly unknown[] }>(
  groups: readonly TGroup[],
  max: number = SEARCH_MAX_RESULTS,
): TGroup[] {
  const kept = groups.map(() => 0);
  let total = 0;
  const limit = Math.max(0, Math.floor(max));
  for (let round = 0; total < limit; round += 1) {
    let isAnyLeft = false;
    for (const [index, group] of groups.entries()) {
      if (total >= limit) break;
      if (round < group.items.length) {
        kept[index] = round + 1;
        total += 1;
        isAnyLeft = true;
      }
    }
    if (!isAnyLeft) break;
  }
  return groups
    .map((group, index) => ({ ...group, items: group.items.slice(0, kept[index]) }))
    .filter((group) => group.items.length > 0);
}
