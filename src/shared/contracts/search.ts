import { z } from './zod.js';
import { SEARCH_MAX_QUERY_LENGTH, SEARCH_SOURCES } from '../domain/search-results.js';

/**
 * GET /api/search?q=… (spec §2 "Global search dialog", §7 "Search reads"). The text is trimmed; fewer than 2
 * characters answer no group; more than 100 are refused.
 */
export const ZSearchQuery = z.object({
  q: z
    .string({ error: 'search:validation.queryInvalid' })
    .trim()
    .max(SEARCH_MAX_QUERY_LENGTH, { error: 'search:validation.queryTooLong' })
    .default(''),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

export const ZSearchSource = z.enum(SEARCH_SOURCES);

/**
 * One result: `kind` is the row's type or category (a code the web app translates, or a free text such as a
 * maintenance task type or a document category), `detail` its description line (a unit, a supplier, an email…).
 */
export const ZSearchItem = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.string().nullable(),
  detail: z.string().nullable(),
  /** The page this result opens when it is not its group's list (an order, a quote request). */
  href: z.string().optional(),
});
export type TSearchItem = z.infer<typeof ZSearchItem>;

export const ZSearchGroup = z.object({
  source: ZSearchSource,
  /** The page the results open (their list, filtered by `?q=<title>`). */
  route: z.string(),
  items: z.array(ZSearchItem),
});
export type TSearchGroup = z.infer<typeof ZSearchGroup>;

/** Only the groups with results, in the sources' order; `failedSources` could not be read this time. */
export const ZSearchResponse = z.object({
  query: z.string(),
  groups: z.array(ZSearchGroup),
  failedSources: z.array(ZSearchSource),
});
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
