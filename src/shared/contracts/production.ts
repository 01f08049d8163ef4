import { z } from './zod.js';
import {
  PRODUCTION_NOTES_MAX_LENGTH,
  PRODUCTION_READING_BOUNDS,
  type TProductionMeasure,
} from '../domain/production-limits.js';
import { INPUT_TONNAGE_SOURCES } from '../domain/feed-log.js';
import { PRODUCTION_CLASSES } from '../domain/production-class.js';
import { BANDED_MEASURES, LIMIT_ORIGINS } from '../domain/production-anomalies.js';
import { ZCalendarDate, ZRowVersion, listQuerySchema, optionalText } from './records.js';

/**
 * The production log (issue 18 point 1, spec §5 "production"): one reading per day or more. Every figure is
 * refused outside its bounds (production-limits.ts) with a message naming them; a reading holds its biogas and
 * at least one of the biomethane flow (injection plant) or the energy (CHP plant); its date may not be after
 * the plant's today (checked by the server, which knows the user's time zone).
 */

/** A figure of a reading within its bounds: "Nombre invalide" for what is not a number, else the range message. */
function measure(key: TProductionMeasure) {
  const { min, max } = PRODUCTION_READING_BOUNDS[key];
  const rangeKey = `production:validation.${key}Range`;
  return z
    .number({
      error: (issue) =>
        issue.input == null ? `production:validation.${key}Required` : 'production:validation.numberInvalid',
    })
    .refine(Number.isFinite, { error: 'production:validation.numberInvalid' })
    .min(min, { error: rangeKey })
    .max(max, { error: rangeKey });
}

/** An optional figure: absent or null means "not measured". */
const optionalMeasure = (key: TProductionMeasure) =>
  measure(key)
    .nullish()
    .transform((value) => value ?? null);

const ZReadingDate = z
  .string({
    error: (issue) =>
      issue.input == null ? 'production:validation.readingDateRequired' : 'validation.dateInvalid',
  })
  .min(1, { error: 'production:validation.readingDateRequired' })
  .pipe(ZCalendarDate);

/** "8:00", "08:00" or "08:00:00" (what a spreadsheet or the time column gives back), read as "08:00". */
const timeOfDayPattern = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/** Optional time of the reading 'HH:MM' (plant's local time); blank means none. */
const ZOptionalReadingTime = z
  .string({ error: 'validation.timeInvalid' })
  .trim()
  .nullish()
  .refine((value) => !value || timeOfDayPattern.test(value), { error: 'validation.timeInvalid' })
  .transform((value) => {
    if (!value) return null;
    const [, hours = '', minutes = ''] = timeOfDayPattern.exec(value) ?? [];
    return `${hours.padStart(2, '0')}:${minutes}`;
  });

const ZOptionalNotes = optionalText(PRODUCTION_NOTES_MAX_LENGTH, 'production:validation.notesTooLong');

export const ZProductionLog = z.object({
  id: z.string(),
  readingDate: z.string(),
  readingTime: z.string().nullable(),
  biogasM3: z.number(),
  biomethaneNm3PerHour: z.number().nullable(),
  kwhProduced: z.number().nullable(),
  temperatureC: z.number().nullable(),
  ph: z.number().nullable(),
  fosTac: z.number().nullable(),
  methanePercent: z.number().nullable(),
  h2sPpm: z.number().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The row's version (raised by one on every change): sent back as a base version or If-Match. */
  version: ZRowVersion,
});
export type TProductionLog = z.infer<typeof ZProductionLog>;

const createShape = {
  readingDate: ZReadingDate,
  readingTime: ZOptionalReadingTime,
  biogasM3: measure('biogasM3'),
  biomethaneNm3PerHour: optionalMeasure('biomethaneNm3PerHour'),
  kwhProduced: optionalMeasure('kwhProduced'),
  temperatureC: optionalMeasure('temperatureC'),
  ph: optionalMeasure('ph'),
  fosTac: optionalMeasure('fosTac'),
  methanePercent: optionalMeasure('methanePercent'),
  h2sPpm: optionalMeasure('h2sPpm'),
  notes: ZOptionalNotes,
};

/** POST /api/production-logs (also each row of a CSV import and an offline insert). */
export const ZCreateProductionLogRequest = z.object(createShape);
export type TCreateProductionLogRequest = z.input<typeof ZCreateProductionLogRequest>;

/** PATCH /api/production-logs/:id: any subset of the fields; null clears an optional one. */
export const ZUpdateProductionLogRequest = z
  .object({
    ...createShape,
    biomethaneNm3PerHour: measure('biomethaneNm3PerHour').nullable(),
    kwhProduced: measure('kwhProduced').nullable(),
    temperatureC: measure('temperatureC').nullable(),
    ph: measure('ph').nullable(),
    fosTac: measure('fosTac').nullable(),
    methanePercent: measure('methanePercent').nullable(),
    h2sPpm: measure('h2sPpm').nullable(),
  })
  .partial()
  .strict();
export type TUpdateProductionLogRequest = z.infer<typeof ZUpdateProductionLogRequest>;

export const PRODUCTION_SORT_KEYS = ['readingDate', 'createdAt', 'biogasM3'] as const;

/** GET /api/production-logs: the shared paging, sorting and search (on the notes), plus a period from/to. */
export const ZProductionLogListQuery = listQuerySchema(PRODUCTION_SORT_KEYS, 'readingDate')
  .extend({ from: ZCalendarDate.optional(), to: ZCalendarDate.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'production:validation.periodInverted',
    path: ['to'],
  });
export type TProductionLogListQuery = z.infer<typeof ZProductionLogListQuery>;

/** The periods the page offers, in days ending on the plant's today. */
export const PRODUCTION_PERIODS = [7, 30, 365] as const;
export type TProductionPeriod = (typeof PRODUCTION_PERIODS)[number];

/** GET /api/production-logs/summary?days=7|30|365 (30 by default). */
export const ZProductionSummaryQuery = z.object({
  days: z.coerce
    .number({ error: 'production:validation.periodInvalid' })
    .refine(
      (value): value is TProductionPeriod => (PRODUCTION_PERIODS as readonly number[]).includes(value),
      {
        error: 'production:validation.periodInvalid',
      },
    )
    .default(30),
});

const nullableNumber = z.number().nullable();

export const ZProductionDay = z.object({
  date: z.string(),
  readingCount: z.number().int(),
  biogasM3: z.number(),
  kwhProduced: nullableNumber,
  biomethaneNm3PerHour: nullableNumber,
  temperatureC: nullableNumber,
  ph: nullableNumber,
  fosTac: nullableNumber,
  methanePercent: nullableNumber,
  h2sPpm: nullableNumber,
  measuredMethaneNm3: nullableNumber,
});
export type TProductionDay = z.infer<typeof ZProductionDay>;

const ZBandedMeasure = z.enum(BANDED_MEASURES);

const anomalyBase = {
  readingId: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  measure: ZBandedMeasure,
  value: z.number(),
  direction: z.enum(['above', 'below']),
};

export const ZProductionAnomaly = z.discriminatedUnion('kind', [
  z.object({
    ...anomalyBase,
    kind: z.literal('process-limit'),
    limit: z.number(),
    range: z.object({ min: nullableNumber, max: nullableNumber, origin: z.enum(LIMIT_ORIGINS) }),
  }),
  z.object({
    ...anomalyBase,
    kind: z.literal('rolling-band'),
    band: z.object({
      mean: z.number(),
      low: z.number(),
      high: z.number(),
      points: z.number().int(),
      windowDays: z.number().int(),
      sigmas: z.number(),
    }),
  }),
]);
export type TProductionAnomaly = z.infer<typeof ZProductionAnomaly>;

export const ZProductionClass = z.enum(PRODUCTION_CLASSES);

export const ZProductionSummary = z.object({
  period: z.object({ days: z.number().int(), from: z.string(), to: z.string() }),
  /** The logged days of the period, oldest first. */
  days: z.array(ZProductionDay),
  totals: z.object({
    daysLogged: z.number().int(),
    readingCount: z.number().int(),
    biogasM3: z.number(),
    kwhProduced: nullableNumber,
    measuredMethaneNm3: nullableNumber,
    averages: z.object({
      biogasM3PerDay: nullableNumber,
      kwhPerDay: nullableNumber,
      biomethaneNm3PerHour: nullableNumber,
      temperatureC: nullableNumber,
      ph: nullableNumber,
      fosTac: nullableNumber,
      methanePercent: nullableNumber,
      h2sPpm: nullableNumber,
    }),
  }),
  /** Spec §9, from the period's average biomethane flow; null without one (a CHP plant). */
  productionClass: ZProductionClass.nullable(),
  yieldGap: z.object({
    measuredMethaneNm3: z.number(),
    expectedMethaneNm3: z.number(),
    daysCovered: z.number().int(),
    periodDays: z.number().int(),
    feedMethaneNm3: z.number(),
    source: z.enum(INPUT_TONNAGE_SOURCES),
    lotCount: z.number().int(),
    incompleteLotCount: z.number().int(),
    yieldFactor: z.number(),
    ratio: nullableNumber,
  }),
  anomalies: z.array(ZProductionAnomaly),
  /** Most anomalies answered (the newest); `anomalyCount` counts them all. */
  anomalyCount: z.number().int(),
});
export type TProductionSummary = z.infer<typeof ZProductionSummary>;

/** The dashboard card: the last logged day. */
export const ZProductionToday = z.object({
  day: ZProductionDay.nullable(),
  productionClass: ZProductionClass.nullable(),
  anomalyCount: z.number().int(),
});
export type TProductionToday = z.infer<typeof ZProductionToday>;
