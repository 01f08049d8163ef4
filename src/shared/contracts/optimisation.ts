import { z } from './zod.js';

/** Under a kilogram a day, a ration line is the solver's rounding, not feed: neither shown nor planned. */
export const MIN_FED_TONNES_PER_DAY = 0.001;

/** Longest horizon of a ration, days (a year). */
export const MAX_RATION_HORIZON_DAYS = 366;
/** A price per fresh tonne beyond this is surely a typo (€; negative: a by-product the plant is paid to take). */
export const MAX_FEEDSTOCK_PRICE_EUR = 10_000;

/**
 * POST /api/optimisation/ration and /api/optimisation/plan: the ration to work out from the analysis lots (this
 * year's deliveries) and the plant's settings: the horizon, the objective, and the price of each lot when the
 * cheapest ration meeting a methane target is asked.
 */
export const ZRationRequest = z
  .object({
    horizonDays: z
      .number({ error: 'optimisation:validation.horizonDays' })
      .int({ error: 'optimisation:validation.horizonDays' })
      .min(1, { error: 'optimisation:validation.horizonDays' })
      .max(MAX_RATION_HORIZON_DAYS, { error: 'optimisation:validation.horizonDays' }),
    objective: z.enum(['max-methane', 'min-cost'], { error: 'optimisation:validation.objective' }),
    targetMethaneNm3PerDay: z
      .number({ error: 'optimisation:validation.target' })
      .positive({ error: 'optimisation:validation.target' })
      .max(1_000_000, { error: 'optimisation:validation.target' })
      .optional(),
    /** € per fresh tonne, by lot id. */
    prices: z
      .record(
        z.uuid({ error: 'optimisation:validation.price' }),
        z
          .number({ error: 'optimisation:validation.price' })
          .min(-MAX_FEEDSTOCK_PRICE_EUR, { error: 'optimisation:validation.price' })
          .max(MAX_FEEDSTOCK_PRICE_EUR, { error: 'optimisation:validation.price' }),
      )
      .optional(),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.objective === 'min-cost' && body.targetMethaneNm3PerDay === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['targetMethaneNm3PerDay'],
        message: 'optimisation:validation.targetRequired',
      });
    }
  });
export type TRationRequest = z.infer<typeof ZRationRequest>;

/** A lot as the optimiser sees it: its resolved analysis values (lab first, else the reference's default). */
export const ZRationLot = z.object({
  id: z.string(),
  name: z.string(),
  stockTonnes: z.number(),
  dryMatterPct: z.number().nullable(),
  volatileSolidsPctOfDm: z.number().nullable(),
  bmpNm3PerTonneVs: z.number().nullable(),
  carbonNitrogenRatio: z.number().nullable(),
  isMainCrop: z.boolean(),
  /** False when DM, VS or BMP is missing: the lot is left out of the ration (the analysis page says why). */
  isUsable: z.boolean(),
});

/** GET /api/optimisation/lots: this year's lots, the ones the ration is worked out from. */
export const ZRationLots = z.object({ year: z.number().int(), lots: z.array(ZRationLot) });
export type TRationLots = z.infer<typeof ZRationLots>;

const ZBinding = z.object({
  code: z.string(),
  feedstockId: z.string().nullable(),
  value: z.number(),
  limit: z.number(),
});

const ZConflict = z.object({ code: z.string() }).catchall(z.union([z.number(), z.string(), z.null()]));

export const ZRationResult = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('optimal'),
    objectiveKind: z.enum(['max-methane', 'min-cost']),
    lines: z.array(
      z.object({
        feedstockId: z.string(),
        tonnesPerDay: z.number(),
        tonnesOverHorizon: z.number(),
        shareOfFreshPct: z.number(),
      }),
    ),
    freshTonnesPerDay: z.number(),
    methaneNm3PerDay: z.number(),
    energyKwhPciPerDay: z.number(),
    energyKwhPcsPerDay: z.number(),
    costEurPerDay: z.number().nullable(),
    mixDryMatterPct: z.number().nullable(),
    carbonNitrogen: z.object({
      mode: z.enum(['hard', 'soft', 'off']),
      window: z.object({ min: z.number(), max: z.number() }),
      ratio: z.number().nullable(),
      ratioOfKnownPart: z.number().nullable(),
      uncheckedFeedstockIds: z.array(z.string()),
      shortfall: z.object({ belowMinPoints: z.number(), aboveMaxPoints: z.number() }).nullable(),
    }),
    organicLoadingRateKgVsPerM3Day: z.number(),
    hydraulicRetentionDays: z.number().nullable(),
    mainCropSharePct: z.number().nullable(),
    bindingConstraints: z.array(ZBinding),
  }),
  z.object({ status: z.literal('infeasible'), conflicts: z.array(ZConflict) }),
  z.object({ status: z.literal('unbounded') }),
  z.object({ status: z.literal('solver-failed'), reason: z.enum(['cycled', 'inconsistent']) }),
]);
export type TRationResult = z.infer<typeof ZRationResult>;

/** The answer: the lots used, the settings applied and the optimiser's result. */
export const ZRationAnswer = z.object({
  year: z.number().int(),
  lots: z.array(ZRationLot),
  result: ZRationResult,
});
export type TRationAnswer = z.infer<typeof ZRationAnswer>;

/** GET /api/optimisation/plan: the ration applied last (null before the first), the analysis page's planned mix. */
export const ZPlannedRation = z
  .object({
    objective: z.enum(['max-methane', 'min-cost']),
    horizonDays: z.number().int(),
    lines: z.array(z.object({ lotId: z.string(), name: z.string(), tonnesPerDay: z.number() })),
    methaneNm3PerDay: z.number(),
    energyKwhPerDay: z.number(),
    appliedAt: z.string(),
  })
  .nullable();
export type TPlannedRation = z.infer<typeof ZPlannedRation>;
