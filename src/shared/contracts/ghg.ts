import { z } from './zod.js';
import { GHG_PERIOD_STATUSES } from '../domain/regulation/ghg/ghg-period.js';
import { GHG_THRESHOLD_RULES } from '../domain/regulation/ghg/thresholds.js';
import {
  GHG_BASES,
  GHG_PATHWAYS,
  GHG_VALUE_KEYS,
  GHG_VALUE_KINDS,
  GHG_VALUE_SOURCES,
  type TGhgValueKind,
} from '../domain/regulation/ghg/ghg-values.js';
import { DIGESTATE_STORAGES, PLANT_END_USES, UPGRADING_OFF_GAS } from '../domain/regulation/plant-profile.js';

/** The years the GHG page reads (a plant's records, with room). */
export const GHG_YEAR_BOUNDS = { min: 2000, max: 2100 } as const;

/** GET /api/regulation/ghg?year=2026; without a year, the plant's current year. */
export const ZGhgQuery = z.object({
  year: z.coerce
    .number({ error: 'ghg:validation.yearInvalid' })
    .int({ error: 'ghg:validation.yearInvalid' })
    .min(GHG_YEAR_BOUNDS.min, { error: 'ghg:validation.yearInvalid' })
    .max(GHG_YEAR_BOUNDS.max, { error: 'ghg:validation.yearInvalid' })
    .optional(),
});
export type TGhgQuery = z.infer<typeof ZGhgQuery>;

const ZTerms = z.object({
  cultivation: z.number(),
  processing: z.number(),
  upgrading: z.number(),
  compression: z.number(),
  transport: z.number(),
  manureCredit: z.number(),
});

const ZPathwayWeight = z.object({
  pathway: z.enum(GHG_PATHWAYS),
  tonnes: z.number(),
  massShare: z.number(),
  actualMoisture: z.number(),
  measuredTonnes: z.number(),
  standardMoisture: z.number(),
  biogasYield: z.number(),
  weight: z.number(),
  weightedYield: z.number(),
  share: z.number(),
});

const ZBasisResult = z.object({
  basis: z.enum(GHG_BASES),
  pathways: z.array(
    z.object({
      pathway: z.enum(GHG_PATHWAYS),
      terms: ZTerms,
      emission: z.number(),
      share: z.number(),
      weightedEmission: z.number(),
    }),
  ),
  weightedTerms: ZTerms,
  gasEmission: z.number(),
  emission: z.number(),
  savings: z.number(),
  meetsThreshold: z.boolean().nullable(),
});

const ZConversion = z.discriminatedUnion('endUse', [
  z.object({ endUse: z.literal('biomethane_injection') }),
  z.object({
    endUse: z.literal('electricity'),
    electricalEfficiency: z.number(),
    usefulHeatEfficiency: z.number(),
    usefulHeatTemperatureC: z.number(),
    carnotShareHeat: z.number(),
    electricityAllocation: z.number(),
  }),
  z.object({ endUse: z.literal('heat'), heatEfficiency: z.number() }),
]);

const ZThreshold = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('applies'),
    minimumSavings: z.number(),
    rule: z.enum(GHG_THRESHOLD_RULES),
  }),
  z.object({ status: z.literal('none_before_2021') }),
  z.object({ status: z.literal('unknown_commissioning_date') }),
]);

export const ZGhgPeriodResult = z.object({
  status: z.enum(GHG_PERIOD_STATUSES),
  totalTonnes: z.number(),
  weights: z.array(ZPathwayWeight),
  comparator: z.number(),
  conversion: ZConversion,
  threshold: ZThreshold,
  declaredBasis: z.enum(GHG_BASES),
  typical: ZBasisResult.nullable(),
  default: ZBasisResult.nullable(),
});
export type TGhgPeriodResult = z.infer<typeof ZGhgPeriodResult>;

export const ZGhgValueRow = z.object({
  key: z.enum(GHG_VALUE_KEYS as [string, ...string[]]),
  kind: z.enum(Object.keys(GHG_VALUE_KINDS) as [TGhgValueKind, ...TGhgValueKind[]]),
  unit: z.string(),
  min: z.number(),
  max: z.number(),
  sourceValue: z.number(),
  value: z.number(),
  isOverridden: z.boolean(),
  source: z.enum(GHG_VALUE_SOURCES),
  toCheck: z.boolean(),
});
export type TGhgValueRow = z.infer<typeof ZGhgValueRow>;

/** GET/PATCH /api/regulation/ghg/overrides: the basis the plant declares and every value with its source. */
export const ZGhgOverrides = z.object({
  declaredBasis: z.enum(GHG_BASES),
  values: z.array(ZGhgValueRow),
});
export type TGhgOverrides = z.infer<typeof ZGhgOverrides>;

/** GET /api/regulation/ghg: the year and each month, from the feed log, under the plant's profile. */
export const ZGhgReport = z.object({
  year: z.number().int(),
  profile: z.object({
    commissioningDate: z.string().nullable(),
    endUse: z.enum(PLANT_END_USES),
    digestateStorage: z.enum(DIGESTATE_STORAGES),
    upgradingOffGas: z.enum(UPGRADING_OFF_GAS),
    /** False while the plant settings were never saved (the profile shown is the defaults). */
    isSaved: z.boolean(),
  }),
  total: ZGhgPeriodResult,
  months: z.array(
    z.object({ month: z.number().int(), entryCount: z.number().int(), result: ZGhgPeriodResult }),
  ),
  overrides: ZGhgOverrides,
});
export type TGhgReport = z.infer<typeof ZGhgReport>;

/**
 * PATCH /api/regulation/ghg/overrides: values to set (a number) or to put back to their source (null), and/or the
 * basis to declare. Keys and physical ranges are checked by the service, each wrong value named.
 */
export const ZUpdateGhgOverridesRequest = z
  .object({
    values: z
      .record(z.string(), z.number({ error: 'ghg:validation.number' }).nullable())
      .refine((values) => Object.keys(values).length <= GHG_VALUE_KEYS.length, {
        error: 'ghg:validation.tooManyValues',
      }),
    declaredBasis: z.enum(GHG_BASES, { error: 'ghg:validation.declaredBasis' }),
  })
  .partial()
  .strict();
export type TUpdateGhgOverridesRequest = z.infer<typeof ZUpdateGhgOverridesRequest>;
