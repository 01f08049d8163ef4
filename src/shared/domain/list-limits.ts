// The bounds every records list and CSV import shares (contracts/records.ts builds its schemas on them), as plain
// constants: the browser's shell reads them (search box, page sizes) without loading zod.

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Longest search text of a list filter. */
export const MAX_LIST_SEARCH_LENGTH = 100;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];

/** Most rows a CSV import takes at once. */
export const MAX_CSV_IMPORT_ROWS = 5000;
/** Most header cells of a CSV import (a module has about ten columns; more is not a records file). */
export const MAX_CSV_IMPORT_COLUMNS = 100;
/** Most row errors listed in one answer (the count of the others is given). */
export const MAX_CSV_ROW_ERRORS = 200;
