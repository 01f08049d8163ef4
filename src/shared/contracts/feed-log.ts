import { z } from './zod.js';
import {
  FEED_NOTES_MAX_LENGTH,
  FEED_PERIODS,
  FEED_TONNES_BOUNDS,
  type TFeedPeriod,
} from '../domain/feed-log.js';
import { RAW_MATERIAL_CATEGORIES } from '../domain/feedstock-defaults.js';
import { ZCalendarDate, ZRowVersion, listQuerySchema, optionalText } from './records.js';

/**
 * The daily feed log (issue 18, "Journal d'alimentation"): the fresh tonnes of one lot loaded into the digester
 * on a day. The lot must be one of the user's (checked by the server: "Lot introuvable"); the date may not be
 * after the plant's today (the server knows the user's time zone).
 */

const tonnesRangeKey = 'feedLog:validation.tonnesRange';

const ZFeedTonnes = z
  .number({
    error: (issue) =>
      issue.input == null ? 'feedLog:validation.tonnesRequired' : 'feedLog:validation.numberInvalid',
  })
  .refine(Number.isFinite, { error: 'feedLog:validation.numberInvalid' })
  .min(FEED_TONNES_BOUNDS.min, { error: tonnesRangeKey })
  .max(FEED_TONNES_BOUNDS.max, { error: tonnesRangeKey });

const ZFedOn = z
  .string({
    error: (issue) => (issue.input == null ? 'feedLog:validation.fedOnRequired' : 'validation.dateInvalid'),
  })
  .min(1, { error: 'feedLog:validation.fedOnRequired' })
  .pipe(ZCalendarDate);

const ZLotId = z
  .string({ error: 'feedLog:validation.lotRequired' })
  .trim()
  .min(1, { error: 'feedLog:validation.lotRequired' })
  .pipe(z.uuid({ error: 'feedLog:validation.lotNotFound' }));

const ZFeedNotes = optionalText(FEED_NOTES_MAX_LENGTH, 'feedLog:validation.notesTooLong');

const ZLotCategory = z.enum(RAW_MATERIAL_CATEGORIES);

export const ZFeedLog = z.object({
  id: z.string(),
  fedOn: z.string(),
  rawMaterialId: z.string(),
  /** Fresh tonnes loaded. */
  tonnes: z.number(),
  notes: z.string().nullable(),
  /** The lot as it is now (its name, category and the values the figures rest on). */
  lotName: z.string(),
  lotCategory: ZLotCategory,
  /** kg of volatile solids fed; null when the lot has no dry matter or volatile solids (lab or default). */
  volatileSolidsKg: z.number().nullable(),
  /** Nm³ CH4 at lab potential (t × DM × VS × BMP); null without DM, VS or BMP. */
  expectedMethaneNm3: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: ZRowVersion,
});
export type TFeedLog = z.infer<typeof ZFeedLog>;

const createShape = {
  fedOn: ZFedOn,
  rawMaterialId: ZLotId,
  tonnes: ZFeedTonnes,
  notes: ZFeedNotes,
};

/** POST /api/feed-logs (also each row of a CSV import and an offline insert). */
export const ZCreateFeedLogRequest = z.object(createShape);
export type TCreateFeedLogRequest = z.input<typeof ZCreateFeedLogRequest>;

/** PATCH /api/feed-logs/:id: any subset of the fields; notes null clears them. */
export const ZUpdateFeedLogRequest = z.object(createShape).partial().strict();
export type TUpdateFeedLogRequest = z.infer<typeof ZUpdateFeedLogRequest>;

export const FEED_LOG_SORT_KEYS = ['fedOn', 'createdAt', 'tonnes'] as const;

/** GET /api/feed-logs: paging, sorting and search (on the notes), plus a period from/to and a lot. */
export const ZFeedLogListQuery = listQuerySchema(FEED_LOG_SORT_KEYS, 'fedOn')
  .extend({
    from: ZCalendarDate.optional(),
    to: ZCalendarDate.optional(),
    rawMaterialId: z.uuid({ error: 'feedLog:validation.lotNotFound' }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'feedLog:validation.periodInverted',
    path: ['to'],
  });
export type TFeedLogListQuery = z.infer<typeof ZFeedLogListQuery>;

export { FEED_PERIODS, type TFeedPeriod };

/** GET /api/feed-logs/summary?days=7|30|365 (30 by default). */
export const ZFeedSummaryQuery = z.object({
  days: z.coerce
    .number({ error: 'feedLog:validation.periodInvalid' })
    .refine((value): value is TFeedPeriod => (FEED_PERIODS as readonly number[]).includes(value), {
      error: 'feedLog:validation.periodInvalid',
    })
    .default(30),
});

export const ZFeedDay = z.object({
  date: z.string(),
  entryCount: z.number().int(),
  tonnes: z.number(),
  volatileSolidsKg: z.number(),
  expectedMethaneNm3: z.number(),
  /** kg VS / m³ / day; null until the digester volume is set in the plant settings. */
  olrKgVsPerM3Day: z.number().nullable(),
  /** Entries whose lot lacks DM, VS or BMP (their kg VS or methane are left out). */
  incompleteEntryCount: z.number().int(),
});
export type TFeedDay = z.infer<typeof ZFeedDay>;

export const ZFeedSummary = z.object({
  period: z.object({ days: z.number().int(), from: z.string(), to: z.string() }),
  digesterVolumeM3: z.number().nullable(),
  /** The days fed in the period, oldest first. */
  days: z.array(ZFeedDay),
  totals: z.object({
    daysFed: z.number().int(),
    entryCount: z.number().int(),
    tonnes: z.number(),
    volatileSolidsKg: z.number(),
    expectedMethaneNm3: z.number(),
    meanOlrKgVsPerM3Day: z.number().nullable(),
    incompleteEntryCount: z.number().int(),
  }),
});
export type TFeedSummary = z.infer<typeof ZFeedSummary>;

/** A lot the quick entry offers: the user's lots with something left, by name. */
export const ZFeedLot = z.object({
  id: z.string(),
  name: z.string(),
  category: ZLotCategory,
  deliveredTonnes: z.number(),
  remainingTonnes: z.number(),
});
export type TFeedLot = z.infer<typeof ZFeedLot>;
export const ZFeedLots = z.object({ items: z.array(ZFeedLot) });
export type TFeedLots = z.infer<typeof ZFeedLots>;

/** The dashboard card: what was fed on the plant's today. */
export const ZFeedToday = z.object({
  date: z.string(),
  entryCount: z.number().int(),
  tonnes: z.number(),
  volatileSolidsKg: z.number(),
  olrKgVsPerM3Day: z.number().nullable(),
});
export type TFeedToday = z.infer<typeof ZFeedToday>;
