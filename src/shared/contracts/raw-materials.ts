import { z } from './zod.js';
import {
  ANALYSIS_VALUE_KEYS,
  FEEDSTOCK_SOURCE_KEYS,
  RAW_MATERIAL_CATEGORIES,
  RAW_MATERIAL_TYPES,
  REFERENCE_FEEDSTOCKS,
  type TReferenceFeedstockKey,
} from '../domain/feedstock-defaults.js';
import {
  CHECK_FINDINGS,
  CHECK_STATUSES,
  DEFAULT_PLANT_YIELD_FACTOR,
  DIGESTION_MODES,
  MIX_CHECK_CODES,
} from '../domain/feedstock-analysis.js';
import { ZCalendarDate, ZRowVersion, listQuerySchema, optionalText } from './records.js';
import { ZChoice } from './choice.js';
import { INPUT_TONNAGE_SOURCES } from '../domain/feed-log.js';
import {
  MAX_LOT_ORIGIN_LENGTH,
  MAX_REFUSAL_REASON_LENGTH,
  TRANSPORT_DISTANCE_KM_BOUNDS,
} from '../domain/regulation/admission-register.js';

/**
 * Raw materials (spec §3 raw_materials, "called CIVE"): the lots of feedstock (intrants) of the plant, counted in
 * tonnes of fresh matter, with the lab values that replace the defaults of domain.md.
 */

export const MAX_RAW_MATERIAL_NAME_LENGTH = 100;
export const MAX_RAW_MATERIAL_SUPPLIER_LENGTH = 100;
/** A year of a large plant is ≈ 100 000 t; ten times that is surely a typo. */
export const MAX_RAW_MATERIAL_TONNES = 1_000_000;
/** Lipid-rich by-products reach several hundred Nm³ CH4 / t VS; pure fat is under 1 000. */
export const MAX_METHANE_POTENTIAL = 1000;
/**
 * C/N bounds. The lower bound is 0.1, not "above 0": the column keeps 3 decimals, so a tiny positive value
 * would be stored as 0 (refused by the table), and no feedstock is below 1 (urine ≈ 0.8 is the lowest known).
 */
export const MIN_CARBON_NITROGEN_RATIO = 0.1;
export const MAX_CARBON_NITROGEN_RATIO = 200;
/** Most lots one analysis reads (ordered by name); `isTruncated` says when the user has more. */
export const MAX_ANALYSED_LOTS = 5000;

// zod enums need a non-empty tuple; the table's keys are that tuple, typed by the table itself.
const referenceKeys = REFERENCE_FEEDSTOCKS.map((reference) => reference.key) as [
  TReferenceFeedstockKey,
  ...TReferenceFeedstockKey[],
];

const ZRawMaterialName = z
  .string({ error: 'rawMaterials:validation.nameRequired' })
  .trim()
  .min(1, { error: 'rawMaterials:validation.nameRequired' })
  .max(MAX_RAW_MATERIAL_NAME_LENGTH, { error: 'rawMaterials:validation.nameTooLong' });

export const ZRawMaterialType = ZChoice(RAW_MATERIAL_TYPES, {
  required: 'rawMaterials:validation.typeRequired',
  invalid: 'rawMaterials:validation.typeInvalid',
});
export const ZRawMaterialCategory = ZChoice(RAW_MATERIAL_CATEGORIES, {
  required: 'rawMaterials:validation.categoryRequired',
  invalid: 'rawMaterials:validation.categoryInvalid',
});
export const ZReferenceFeedstockKey = z.enum(referenceKeys, {
  error: 'rawMaterials:validation.referenceInvalid',
});

/** A finite number within bounds, with one message for "not a number" and one for "out of range". */
function boundedDecimal(min: number, max: number, invalidKey: string, rangeKey: string) {
  return z
    .number({ error: invalidKey })
    .refine(Number.isFinite, { error: invalidKey })
    .min(min, { error: rangeKey })
    .max(max, { error: rangeKey });
}

/** Tonnes of fresh matter (forms convert "12,5" before sending). */
const ZTonnes = z
  .number({ error: 'rawMaterials:validation.quantityInvalid' })
  .refine(Number.isFinite, { error: 'rawMaterials:validation.quantityInvalid' })
  .min(0, { error: 'rawMaterials:validation.quantityNegative' })
  .max(MAX_RAW_MATERIAL_TONNES, { error: 'rawMaterials:validation.quantityTooBig' });

const ZHumidityRate = boundedDecimal(
  0,
  100,
  'rawMaterials:validation.humidityRateInvalid',
  'rawMaterials:validation.humidityRateRange',
);
const ZVolatileSolidsRate = boundedDecimal(
  0,
  100,
  'rawMaterials:validation.volatileSolidsRateInvalid',
  'rawMaterials:validation.volatileSolidsRateRange',
);
const ZMethanePotential = boundedDecimal(
  0,
  MAX_METHANE_POTENTIAL,
  'rawMaterials:validation.methanePotentialInvalid',
  'rawMaterials:validation.methanePotentialRange',
);
const ZCarbonNitrogenRatio = boundedDecimal(
  MIN_CARBON_NITROGEN_RATIO,
  MAX_CARBON_NITROGEN_RATIO,
  'rawMaterials:validation.carbonNitrogenRatioInvalid',
  'rawMaterials:validation.carbonNitrogenRatioRange',
);

/** Road distance from the lot's origin to the plant, km (the admission register and the GHG transport term). */
const ZTransportDistanceKm = boundedDecimal(
  TRANSPORT_DISTANCE_KM_BOUNDS.min,
  TRANSPORT_DISTANCE_KM_BOUNDS.max,
  'rawMaterials:validation.transportDistanceInvalid',
  'rawMaterials:validation.transportDistanceRange',
);
const ZLotOrigin = optionalText(MAX_LOT_ORIGIN_LENGTH, 'rawMaterials:validation.originTooLong');
const ZRefusalReason = optionalText(
  MAX_REFUSAL_REASON_LENGTH,
  'rawMaterials:validation.refusalReasonTooLong',
);
const ZLotFlag = z.boolean({ error: 'rawMaterials:validation.flagInvalid' });

/** The delivery day: an empty text says the date is required, anything else must be a real calendar day. */
const ZDeliveryDate = z
  .string({ error: 'validation.dateInvalid' })
  .min(1, { error: 'rawMaterials:validation.deliveryDateRequired' })
  .pipe(ZCalendarDate);

/** A lab value: null (or absent) means "not measured", the reference's default then applies. */
const labValue = <T extends z.ZodType<number>>(schema: T) =>
  schema.nullish().transform((value) => value ?? null);

export const ZRawMaterial = z.object({
  id: z.string(),
  name: z.string(),
  type: ZRawMaterialType,
  category: ZRawMaterialCategory,
  supplier: z.string().nullable(),
  /** Tonnes of fresh matter delivered in the lot. */
  quantity: z.number(),
  /** What is left of it: delivered minus what the feed log says was fed, never below 0. */
  remainingTonnes: z.number(),
  /**
   * The day the lot was delivered, 'YYYY-MM-DD': its calendar year is the one whose tonnage it counts in (the
   * analysis and the 15 % main-crop rule work per calendar year).
   */
  deliveryDate: z.string(),
  /** Lab moisture, % of fresh matter (dry matter = 100 − humidity); null when not measured. */
  humidityRate: z.number().nullable(),
  /** Lab volatile solids (matières organiques), % of dry matter. */
  volatileSolidsRate: z.number().nullable(),
  /** Lab methane potential (BMP), Nm³ CH4 per tonne of volatile solids. */
  methanePotential: z.number().nullable(),
  /** Lab C/N ratio. */
  carbonNitrogenRatio: z.number().nullable(),
  /**
   * The reference feedstock whose defaults fill the values the lab did not give; null when the type has no
   * default reference (type `other`): then only lab values count.
   */
  referenceKey: ZReferenceFeedstockKey.nullable(),
  /** Origin parcel or site of the lot (admission register). */
  origin: z.string().nullable(),
  /** Road distance from the origin to the plant, km. */
  transportDistanceKm: z.number().nullable(),
  /** The supplier's sustainability self-declaration is on file (RED II proof per lot). */
  sustainabilityDeclaration: z.boolean(),
  /** Refused at the gate: the lot stays in the admission register with its reason. */
  refused: z.boolean(),
  /** Why it was refused; null unless refused. */
  refusalReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The row's version (raised by one on every change): sent back as a base version or If-Match. */
  version: ZRowVersion,
});
export type TRawMaterial = z.infer<typeof ZRawMaterial>;

/**
 * POST /api/raw-materials (also each row of a CSV import). `referenceKey` absent or null: the type's default
 * reference (`defaultReferenceFor`); a reference of another type is refused (checked on the stored row).
 */
export const ZCreateRawMaterialRequest = z.object({
  name: ZRawMaterialName,
  type: ZRawMaterialType,
  category: ZRawMaterialCategory,
  supplier: optionalText(MAX_RAW_MATERIAL_SUPPLIER_LENGTH, 'rawMaterials:validation.supplierTooLong'),
  quantity: ZTonnes.nullish().transform((value) => value ?? 0),
  /** Absent or null: today (the database's date). */
  deliveryDate: ZDeliveryDate.nullish().transform((value) => value ?? null),
  humidityRate: labValue(ZHumidityRate),
  volatileSolidsRate: labValue(ZVolatileSolidsRate),
  methanePotential: labValue(ZMethanePotential),
  carbonNitrogenRatio: labValue(ZCarbonNitrogenRatio),
  referenceKey: ZReferenceFeedstockKey.nullish().transform((value) => value ?? null),
  origin: ZLotOrigin,
  transportDistanceKm: labValue(ZTransportDistanceKm),
  sustainabilityDeclaration: ZLotFlag.nullish().transform((value) => value ?? false),
  refused: ZLotFlag.nullish().transform((value) => value ?? false),
  /** Required when `refused` (checked on the row as stored: the same message on create, update and CSV). */
  refusalReason: ZRefusalReason,
});
export type TCreateRawMaterialRequest = z.input<typeof ZCreateRawMaterialRequest>;

/**
 * PATCH /api/raw-materials/:id: any subset. A lab value set to null is cleared (the default applies again);
 * `referenceKey: null` goes back to the type's default; a new type without a reference moves a lot whose
 * reference belongs to the old type onto the new type's default.
 */
export const ZUpdateRawMaterialRequest = z
  .object({
    name: ZRawMaterialName,
    type: ZRawMaterialType,
    category: ZRawMaterialCategory,
    supplier: optionalText(MAX_RAW_MATERIAL_SUPPLIER_LENGTH, 'rawMaterials:validation.supplierTooLong'),
    quantity: ZTonnes,
    deliveryDate: ZDeliveryDate,
    humidityRate: ZHumidityRate.nullable(),
    volatileSolidsRate: ZVolatileSolidsRate.nullable(),
    methanePotential: ZMethanePotential.nullable(),
    carbonNitrogenRatio: ZCarbonNitrogenRatio.nullable(),
    referenceKey: ZReferenceFeedstockKey.nullable(),
    origin: ZLotOrigin,
    transportDistanceKm: ZTransportDistanceKm.nullable(),
    sustainabilityDeclaration: ZLotFlag,
    refused: ZLotFlag,
    refusalReason: ZRefusalReason,
  })
  .partial()
  .strict();
export type TUpdateRawMaterialRequest = z.infer<typeof ZUpdateRawMaterialRequest>;

export const RAW_MATERIAL_SORT_KEYS = [
  'createdAt',
  'deliveryDate',
  'name',
  'type',
  'category',
  'quantity',
] as const;
export const ZRawMaterialListQuery = listQuerySchema(RAW_MATERIAL_SORT_KEYS, 'createdAt').extend({
  type: ZRawMaterialType.optional(),
  category: ZRawMaterialCategory.optional(),
});
export type TRawMaterialListQuery = z.infer<typeof ZRawMaterialListQuery>;

// ---------------------------------------------------------------------------------------------------------------
// GET /api/raw-materials/analysis: the domain's `analyseMix` over the user's lots, as plain numbers and codes
// (the page formats them and translates the codes).

export const MIN_PLANT_YIELD_FACTOR = 0.5;
/** Years the analysis accepts (the span of the records' dates). */
export const MIN_ANALYSIS_YEAR = 1900;
export const MAX_ANALYSIS_YEAR = 2999;

export const ZRawMaterialsAnalysisQuery = z.object({
  /** "Expected at the plant" = lab methane × this factor (domain.md: default 0.85, editable). */
  yieldFactor: z.coerce
    .number({ error: 'rawMaterials:validation.yieldFactorInvalid' })
    .refine(Number.isFinite, { error: 'rawMaterials:validation.yieldFactorInvalid' })
    .min(MIN_PLANT_YIELD_FACTOR, { error: 'rawMaterials:validation.yieldFactorInvalid' })
    .max(1, { error: 'rawMaterials:validation.yieldFactorInvalid' })
    .default(DEFAULT_PLANT_YIELD_FACTOR),
  digestionMode: z
    .enum(DIGESTION_MODES, { error: 'rawMaterials:validation.digestionModeInvalid' })
    .default('wet'),
  /** The calendar year whose lots (by delivery date) are analysed; absent: the current year of the user. */
  year: z.coerce
    .number({ error: 'rawMaterials:validation.yearInvalid' })
    .int({ error: 'rawMaterials:validation.yearInvalid' })
    .min(MIN_ANALYSIS_YEAR, { error: 'rawMaterials:validation.yearInvalid' })
    .max(MAX_ANALYSIS_YEAR, { error: 'rawMaterials:validation.yearInvalid' })
    .optional(),
});
export type TRawMaterialsAnalysisQuery = z.input<typeof ZRawMaterialsAnalysisQuery>;

const ZFeedstockSourceKey = z.enum(FEEDSTOCK_SOURCE_KEYS);
const ZMethaneValueKey = z.enum(['dryMatterPct', 'volatileSolidsPctOfDm', 'bmp']);

/** A value the analysis used and where it comes from (the lab wins over the reference's default). */
export const ZResolvedValue = z.discriminatedUnion('origin', [
  z.object({ origin: z.literal('lab'), value: z.number() }),
  z.object({
    origin: z.literal('default'),
    value: z.number(),
    sourceKey: ZFeedstockSourceKey,
    /** A "check" default of domain.md: shown as indicative, to be replaced by a lab value. */
    isCheck: z.boolean(),
  }),
  z.object({ origin: z.literal('missing'), value: z.null() }),
]);
export type TResolvedValue = z.infer<typeof ZResolvedValue>;

export const ZLotAnalysis = z.object({
  id: z.string(),
  name: z.string(),
  type: ZRawMaterialType,
  category: ZRawMaterialCategory,
  freshTonnes: z.number(),
  /** The lot's stock: its fresh tonnes less what the feed log says was fed, never below 0. */
  remainingTonnes: z.number(),
  /** The reference whose defaults were used, or null. */
  referenceKey: ZReferenceFeedstockKey.nullable(),
  dryMatterPct: ZResolvedValue,
  volatileSolidsPctOfDm: ZResolvedValue,
  /** Nm³ CH4 / t VS. */
  bmp: ZResolvedValue,
  carbonNitrogenRatio: ZResolvedValue,
  dryMatterTonnes: z.number().nullable(),
  volatileSolidsTonnes: z.number().nullable(),
  methaneLabNm3PerFreshTonne: z.number().nullable(),
  methaneLabNm3: z.number().nullable(),
  methaneAtPlantNm3: z.number().nullable(),
  energyKwhPci: z.number().nullable(),
  energyKwhPcs: z.number().nullable(),
  isComplete: z.boolean(),
  missingForMethane: z.array(ZMethaneValueKey),
  labAdvisedFor: z.array(z.enum(ANALYSIS_VALUE_KEYS)),
});
export type TLotAnalysis = z.infer<typeof ZLotAnalysis>;

export const ZMixCheck = z.object({
  code: z.enum(MIX_CHECK_CODES),
  status: z.enum(CHECK_STATUSES),
  finding: z.enum(CHECK_FINDINGS),
  value: z.number().nullable(),
  range: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  sourceKey: ZFeedstockSourceKey,
});
export type TMixCheck = z.infer<typeof ZMixCheck>;

const ZMainCropYearShare = z.object({
  year: z.number().int(),
  source: z.enum(INPUT_TONNAGE_SOURCES),
  mainCropFreshTonnes: z.number(),
  allFreshTonnes: z.number(),
  exemptFreshTonnes: z.number(),
  shareOfAllInputsPct: z.number().nullable(),
  shareExcludingCivePct: z.number().nullable(),
});
const ZMainCropAverage = z.object({ pct: z.number().nullable(), yearsCounted: z.number().int() });

/**
 * The 15 % main-crop rule of a calendar year and the two before it, both ways of counting CIVE (the analysis page
 * and the admission register show the same answer).
 */
export const ZMainCropRule = z.object({
  capPercent: z.number(),
  ruleReference: z.string(),
  year: z.number().int(),
  years: z.array(ZMainCropYearShare),
  averageOfAllInputs: ZMainCropAverage,
  averageExcludingCive: ZMainCropAverage,
  isYearOverCapOfAllInputs: z.boolean(),
  isYearOverCapExcludingCive: z.boolean(),
  isCompliantOfAllInputs: z.boolean(),
  isCompliantExcludingCive: z.boolean(),
});
export type TMainCropRule = z.infer<typeof ZMainCropRule>;

export const ZRawMaterialsAnalysis = z.object({
  /** The calendar year analysed: the lots delivered that year (quantities are that year's tonnes). */
  year: z.number().int(),
  yieldFactor: z.number(),
  digestionMode: z.enum(DIGESTION_MODES),
  /** At most MAX_ANALYSED_LOTS lots are read; true when the user has more (the page says so). */
  lotLimit: z.number().int(),
  isTruncated: z.boolean(),
  lots: z.array(ZLotAnalysis),
  /** Fresh tonnes of every lot, complete or not. */
  freshTonnesAllLots: z.number(),
  /** Sums over the complete lots (DM, VS and BMP known) only. */
  totals: z.object({
    lotCount: z.number().int(),
    freshTonnes: z.number(),
    dryMatterTonnes: z.number(),
    volatileSolidsTonnes: z.number(),
    methaneLabNm3: z.number(),
    methaneAtPlantNm3: z.number(),
    energyKwhPci: z.number(),
    energyKwhPcs: z.number(),
  }),
  incompleteLotIds: z.array(z.string()),
  dryMatter: z.object({
    pct: z.number().nullable(),
    dryMatterTonnes: z.number(),
    freshTonnes: z.number(),
    excludedLotIds: z.array(z.string()),
  }),
  carbonNitrogen: z.object({
    /** Null while a lot of the mix has no C/N: never the ratio of part of the mix. */
    ratio: z.number().nullable(),
    carbonTonnes: z.number(),
    nitrogenTonnes: z.number(),
    lotCount: z.number().int(),
    knownLotCount: z.number().int(),
    excludedLotIds: z.array(z.string()),
    usesCheckDefaults: z.boolean(),
  }),
  /** French main-crop cap (décret 2016-929), both ways of counting CIVE and permanent grassland. */
  mainCrop: z.object({
    capPercent: z.number(),
    ruleReference: z.string(),
    mainCropFreshTonnes: z.number(),
    allFreshTonnes: z.number(),
    exemptFreshTonnes: z.number(),
    shareOfAllInputsPct: z.number().nullable(),
    shareExcludingCivePct: z.number().nullable(),
    isOverCapOfAllInputs: z.boolean(),
    isOverCapExcludingCive: z.boolean(),
  }),
  /** The rule over the year and the two before it (décret 2016-929: three-year average), both ways. */
  mainCropRule: ZMainCropRule,
  checks: z.array(ZMixCheck),
});
export type TRawMaterialsAnalysis = z.infer<typeof ZRawMaterialsAnalysis>;
