import { z } from './zod.js';
import { LIBRARY_CATEGORIES } from '../domain/library.js';
import { pageSchema } from './records.js';
import { DEFAULT_PAGE_SIZE, MAX_LIST_SEARCH_LENGTH, MAX_PAGE_SIZE } from '../domain/list-limits.js';

/** The library of generated documents (issue 19 point 5): the list, a document's file, the monthly report. */

export const ZLibraryCategory = z.enum(LIBRARY_CATEGORIES);

/** A document as the list shows it (never its bytes: `GET /api/library/documents/:id/file` serves them). */
export const ZLibraryDocument = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** A category of LIBRARY_CATEGORIES, or another text a future producer writes (shown as it is). */
  category: z.string(),
  /** 'YYYY-MM' for a monthly report; null for a document of no period (a quote). */
  period: z.string().nullable(),
  fileName: z.string().nullable(),
  mimeType: z.string(),
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
});
export type TLibraryDocument = z.infer<typeof ZLibraryDocument>;

/** The list: newest first, paged, filtered by category, searched in the name and description. */
export const ZLibraryListQuery = z.object({
  page: z.coerce.number({ error: 'validation.pageInvalid' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number({ error: 'validation.pageSizeInvalid' })
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(DEFAULT_PAGE_SIZE),
  category: z.enum(LIBRARY_CATEGORIES, { error: 'library:validation.categoryInvalid' }).optional(),
  q: z.string().trim().max(MAX_LIST_SEARCH_LENGTH, { error: 'validation.searchTooLong' }).optional(),
});
export type TLibraryListQuery = z.infer<typeof ZLibraryListQuery>;

export const ZLibraryPage = pageSchema(ZLibraryDocument);
export type TLibraryPage = z.infer<typeof ZLibraryPage>;

export const ZLibraryFileQuery = z.object({
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
});

/** POST /api/library/monthly-reports: the month to report on, 'YYYY-MM'. */
export const ZMonthlyReportRequest = z.object({
  month: z.string({ error: 'library:validation.monthRequired' }).trim(),
});
export type TMonthlyReportRequest = z.infer<typeof ZMonthlyReportRequest>;

/** POST /api/library/redii-dossiers: the calendar year of the RED II dossier (checked by the server, named on `year`). */
export const ZRediiDossierRequest = z.object({ year: z.unknown().optional() });
export type TRediiDossierRequest = z.infer<typeof ZRediiDossierRequest>;

/** GET /api/library/redii-dossiers/:year/zip. */
export const ZRediiDossierZipParams = z.object({ year: z.string() });
