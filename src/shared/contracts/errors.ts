import { z } from './zod.js';

/** The body of every error answer of the API. */
export const ZApiError = z.object({
  error: z.object({
    /** Stable machine code, e.g. "validation_failed", "not_found", "internal". */
    code: z.string(),
    /** A sentence in the request's language, fit to show to the user. */
    message: z.string(),
    /** For validation errors: one message per field path ("email", "items.0.quantity"). */
    fields: z.record(z.string(), z.string()).optional(),
    /** For a refused CSV import: each refused row (line of the file) and why. */
    rows: z
      .array(z.object({ row: z.number(), column: z.string().optional(), message: z.string() }))
      .optional(),
    /** For 500s: the id to quote to support; the same id is in the server log. */
    errorId: z.string().optional(),
  }),
});

export type TApiError = z.infer<typeof ZApiError>;
