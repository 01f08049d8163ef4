import { z } from './zod.js';
import { isCalendarDate } from '../domain/calendar.js';
import {
  DEFAULT_PAGE_SIZE,
  MAX_LIST_SEARCH_LENGTH,
  MAX_PAGE_SIZE,
  SORT_ORDERS,
  type TSortOrder,
} from '../domain/list-limits.js';
import { ZApiError } from './errors.js';

/**
 * What every records module (stock, raw materials, maintenance, agenda, team, budget) shares on the wire:
 * the list query (paged, sorted, searched), the page it answers, the id parameter and the CSV import report.
 */

export {
  DEFAULT_PAGE_SIZE,
  MAX_CSV_IMPORT_COLUMNS,
  MAX_CSV_IMPORT_ROWS,
  MAX_CSV_ROW_ERRORS,
  MAX_LIST_SEARCH_LENGTH,
  MAX_PAGE_SIZE,
  SORT_ORDERS,
  type TSortOrder,
} from '../domain/list-limits.js';

/**
 * The query of a list: page (from 1), page size (1 to 100), a sort key among the module's, the order (newest
 * first by default) and an optional search text. Modules add their own filters with `.extend()`.
 */
export function listQuerySchema<const TSort extends readonly [string, ...string[]]>(
  sortKeys: TSort,
  defaultSort: TSort[number],
  defaultOrder: TSortOrder = 'desc',
) {
  return z.object({
    page: z.coerce.number({ error: 'validation.pageInvalid' }).int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number({ error: 'validation.pageSizeInvalid' })
      .int()
      .min(1)
      .max(MAX_PAGE_SIZE)
      .default(DEFAULT_PAGE_SIZE),
    sort: z.enum(sortKeys, { error: 'validation.sortInvalid' }).default(defaultSort),
    order: z.enum(SORT_ORDERS, { error: 'validation.sortInvalid' }).default(defaultOrder),
    q: z.string().trim().max(MAX_LIST_SEARCH_LENGTH, { error: 'validation.searchTooLong' }).optional(),
  });
}

export interface TListQueryBase {
  page: number;
  pageSize: number;
  sort: string;
  order: TSortOrder;
  q?: string | undefined;
}

/** One page of a list and the count of every row matching the filters. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

export interface TPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const ZRecordIdParams = z.object({ id: z.uuid({ error: 'validation.idInvalid' }) });

/**
 * A row's version (issue 6): 1 when created, raised by one on every change. A write made on version n is
 * refused once the row has moved on, so an edit is never silently overwritten.
 */
export const ZRowVersion = z.number().int().positive();

/**
 * Optional header of PATCH and DELETE on a record: the version the user read (`If-Match: 3`, quotes allowed).
 * When the row is at another version, or gone, the answer is 409 `version_conflict`.
 */
export const IF_MATCH_HEADER = 'if-match';

/** 409 `version_conflict`: the error and the record as it is now (null when it was deleted meanwhile). */
export function versionConflictSchema<T extends z.ZodType>(item: T) {
  return z.object({ error: ZApiError.shape.error, current: item.nullable() });
}

/** POST /api/<module>/import answers this when every row was valid and all were written. */
export const ZCsvImportResult = z.object({ imported: z.number().int().min(0) });
export type TCsvImportResult = z.infer<typeof ZCsvImportResult>;

/** One refused row of a CSV import: its line in the file (the header is line 1), the column and why. */
export const ZCsvRowError = z.object({
  row: z.number().int().min(1),
  column: z.string().optional(),
  message: z.string(),
});
export type TCsvRowError = z.infer<typeof ZCsvRowError>;

/** Optional text: trimmed, empty means none. */
export function optionalText(max: number, tooLongKey: string) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLongKey })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** Years a record's date may fall in: a typo such as 0226 or 20266 is refused rather than stored. */
const MIN_RECORD_YEAR = 1900;
const MAX_RECORD_YEAR = 2999;

/** Calendar date 'YYYY-MM-DD' that exists (2026-02-30 is refused), in the years 1900 to 2999. */
export const ZCalendarDate = z.string({ error: 'validation.dateInvalid' }).refine(
  (value) => {
    if (!isCalendarDate(value)) return false;
    const year = Number(value.slice(0, 4));
    return year >= MIN_RECORD_YEAR && year <= MAX_RECORD_YEAR;
  },
  { error: 'validation.dateInvalid' },
);

/** A finite number in a range (JSON numbers; forms convert "12,5" before sending). */
export function boundedNumber(
  min: number,
  max: number,
  keys: { invalid: string; min?: string; max?: string },
) {
  return z
    .number({ error: keys.invalid })
    .refine(Number.isFinite, { error: keys.invalid })
    .min(min, { error: keys.min ?? keys.invalid })
    .max(max, { error: keys.max ?? keys.invalid });
}
