/**
 * Raw-materials analysis: from fresh tonnes and analysis values (lab or default) to dry matter, volatile solids,
 * methane and energy per lot, then the totals, dry matter and C/N of the mix, the French main-crop share and the
 * digester checks. Facts and sources: ../shared/design/domain.md.
 *
 * Isomorphic and pure: plain numbers in, plain data out (no rounding, no formatting: that is the UI's job).
 * Inputs are expected to be validated by the contracts; a value outside its physical range is a programming
 * error and throws a RangeError rather than yielding a plausible-looking wrong figure.
 */
import {
  CAP_EXEMPT_CATEGORIES,
  defaultReferenceFor,
  getReferenceFeedstock,
  type ReferenceFeedstock,
  type TAnalysisValueKey,
  type TFeedstockSourceKey,
  type TRawMaterialCategory,
  type TRawMaterialType,
  type TReferenceFeedstockKey,
} from './feedstock-defaults.js';

/** Lower heating value (PCI) of methane, kWh per Nm³ (domain.md "Energy"). */
export const METHANE_LHV_KWH_PER_NM3 = 9.97;
/** Higher heating value (PCS) of methane, kWh per Nm³; French injection tariffs are stated in PCS. */
export const METHANE_HHV_KWH_PER_NM3 = 11.06;
/** Lab BMP runs above plant yields: "expected at the plant" = lab methane × this factor (editable). */
export const DEFAULT_PLANT_YIELD_FACTOR = 0.85;

/** Main-crop cap: at most 15 % of the total fresh tonnage of inputs per calendar year. */
export const MAIN_CROP_CAP_PERCENT = 15;
export const MAIN_CROP_CAP_RULE_REFERENCE =
  "Décret n° 2016-929 du 7 juillet 2016 ; Code de l'environnement, art. D.543-291 et D.543-292";

/**
 * Tonnes of carbon per tonne of volatile solids: 1 / 1.8 ≈ 0.556. Cornell Composting (source key
 * `cornell-composting`): carbon is 45–60 % of the VS of most biological materials; % C ≈ % VS / 1.8
 * (55 %, Adams et al. 1951). Because one fraction is used for every lot it cancels out of the mix C/N
 * (Σ C / Σ N = Σ VS / Σ (VS / C/N)); it only scales the carbon and nitrogen tonnes shown with it.
 */
export const CARBON_FRACTION_OF_VOLATILE_SOLIDS = 1 / 1.8;

/**
 * C/N of the mix (Wang et al. 2014, domain.md): usual range 20–30, optimum ≈ 25; significant ammonia inhibition
 * at C/N 15 at 35 °C (and already at 20 at 55 °C, hence the warning band 15–20).
 */
export const CARBON_NITROGEN_LIMITS = {
  okMin: 20,
  okMax: 30,
  optimum: 25,
  inhibitionAtOrBelow: 15,
} as const;

/**
 * DM of the incoming mix for wet (liquid, stirred) digestion (Chambres d'agriculture de Normandie,
 * infometha.org): < 12–15 % is pumpable; up to 20 % with recirculation of digestate.
 */
export const WET_DIGESTION_DRY_MATTER_LIMITS = {
  okBelow: 12,
  pumpableMax: 15,
  recirculationMax: 20,
} as const;

/** DM of the incoming mix for dry digestion (La France Agricole): 20–40 %. */
export const DRY_DIGESTION_DRY_MATTER_LIMITS = { min: 20, max: 40 } as const;

export const DIGESTION_MODES = ['wet', 'dry'] as const;
export type TDigestionMode = (typeof DIGESTION_MODES)[number];

/**
 * Bounds a lab value must respect (the contracts can reuse them). C/N must be above 0: nitrogen is carbon / C/N.
 * BMP has no upper bound here: lipid-rich by-products legitimately reach several hundred Nm³/t VS.
 */
export const LAB_VALUE_BOUNDS: Readonly<
  Record<TAnalysisValueKey, { min: number; max: number | null; isMinExclusive: boolean }>
> = {
  dryMatterPct: { min: 0, max: 100, isMinExclusive: false },
  volatileSolidsPctOfDm: { min: 0, max: 100, isMinExclusive: false },
  bmp: { min: 0, max: null, isMinExclusive: false },
  carbonNitrogenRatio: { min: 0, max: null, isMinExclusive: true },
};

export interface LabAnalysis {
  dryMatterPct?: number | null;
  volatileSolidsPctOfDm?: number | null;
  /** Nm³ CH4 per tonne of VS. */
  bmp?: number | null;
  carbonNitrogenRatio?: number | null;
}

export interface FeedstockLot {
  id: string;
  name: string;
  type: TRawMaterialType;
  category: TRawMaterialCategory;
  /** Tonnes of fresh matter (a quantity in m³ or kg is converted by the caller). */
  freshTonnes: number;
  /**
   * The reference whose defaults fill the values the lab did not give. Omitted (undefined): the default
   * reference of the lot's type (`defaultReferenceFor`); null: no reference, lab values only.
   */
  referenceKey?: TReferenceFeedstockKey | null;
  lab?: LabAnalysis;
}

/** A value used by the analysis and where it comes from: the lab wins over the default. */
export type ResolvedValue =
  | { value: number; origin: 'lab' }
  | { value: number; origin: 'default'; sourceKey: TFeedstockSourceKey; isCheck: boolean }
  | { value: null; origin: 'missing' };
export type TValueOrigin = ResolvedValue['origin'];

/** The values without which no methane can be computed (C/N is only needed for the mix C/N). */
export type TMethaneValueKey = Exclude<TAnalysisValueKey, 'carbonNitrogenRatio'>;

export interface LotAnalysis {
  id: string;
  name: string;
  type: TRawMaterialType;
  category: TRawMaterialCategory;
  freshTonnes: number;
  /** The reference actually used (after applying the type's default), or null. */
  referenceKey: TReferenceFeedstockKey | null;
  dryMatterPct: ResolvedValue;
  volatileSolidsPctOfDm: ResolvedValue;
  bmp: ResolvedValue;
  carbonNitrogenRatio: ResolvedValue;
  /** Null when its inputs are missing (never 0 for "unknown"). */
  dryMatterTonnes: number | null;
  volatileSolidsTonnes: number | null;
  /** Nm³ CH4 per tonne of fresh matter at lab potential (BMP × DM × VS), the figure domain.md cross-checks. */
  methaneLabNm3PerFreshTonne: number | null;
  /** t VS × BMP. */
  methaneLabNm3: number | null;
  /** Lab methane × plant yield factor: what the plant can expect. */
  methaneAtPlantNm3: number | null;
  /** Energy of the methane expected at the plant (not of the lab potential), lower heating value. */
  energyKwhPci: number | null;
  /** Energy of the methane expected at the plant, higher heating value. */
  energyKwhPcs: number | null;
  /** False when DM, VS or BMP is missing: methane and energy are then null. */
  isComplete: boolean;
  missingForMethane: TMethaneValueKey[];
  /** Values domain.md says to measure (per the reference) that are still defaults or missing. */
  labAdvisedFor: TAnalysisValueKey[];
}

export interface LotAnalysisOptions {
  /** Plant yield factor, in (0, 1]; default 0.85. */
  yieldFactor?: number;
}

export interface MixAnalysisOptions extends LotAnalysisOptions {
  /** Default `wet`: most French farm plants are liquid, stirred digesters. */
  digestionMode?: TDigestionMode;
}

export const MIX_CHECK_CODES = ['carbon_nitrogen_ratio', 'mix_dry_matter'] as const;
export type TMixCheckCode = (typeof MIX_CHECK_CODES)[number];

/** `unknown` when the value cannot be computed (empty mix, no lot with the needed values). */
export const CHECK_STATUSES = ['ok', 'warning', 'danger', 'unknown'] as const;
export type TCheckStatus = (typeof CHECK_STATUSES)[number];

/** Why a check has its status: one i18n key per finding. */
export const CHECK_FINDINGS = [
  'in_range',
  'not_computable',
  /** Some lots of the mix have no C/N (neither lab nor default): the mix C/N is not computed from the others. */
  'incomplete_mix',
  'ammonia_inhibition_risk',
  'below_range',
  'above_range',
  'pumpability_limit',
  'recirculation_needed',
  'too_dry_for_wet_digestion',
  'too_wet_for_dry_digestion',
  'too_dry_for_dry_digestion',
] as const;
export type TCheckFinding = (typeof CHECK_FINDINGS)[number];

export interface MixCheck {
  code: TMixCheckCode;
  status: TCheckStatus;
  finding: TCheckFinding;
  value: number | null;
  /** The "ok" range; a null bound is open. */
  range: { min: number | null; max: number | null };
  sourceKey: TFeedstockSourceKey;
}

/** Sums over the complete lots only (a lot without DM, VS or BMP would otherwise count as zero methane). */
export interface MixTotals {
  lotCount: number;
  freshTonnes: number;
  dryMatterTonnes: number;
  volatileSolidsTonnes: number;
  methaneLabNm3: number;
  methaneAtPlantNm3: number;
  energyKwhPci: number;
  energyKwhPcs: number;
}

export interface MixDryMatter {
  /** Σ t DM / Σ fresh t × 100 over the lots whose DM is known; null when their fresh tonnage is 0. */
  pct: number | null;
  dryMatterTonnes: number;
  freshTonnes: number;
  excludedLotIds: string[];
}

export interface MixCarbonNitrogen {
  /**
   * Σ carbon / Σ nitrogen over the whole mix: null when a lot that weighs in the mix (fresh tonnes above 0) has
   * no C/N or lacks the DM and VS to weigh it (the ratio of the other lots would not be the mix's), or when there
   * is no nitrogen to divide by.
   */
  ratio: number | null;
  /** Estimated: t VS × CARBON_FRACTION_OF_VOLATILE_SOLIDS, over the lots whose C/N is known. */
  carbonTonnes: number;
  /** Estimated: carbon / C/N of each lot whose C/N is known. */
  nitrogenTonnes: number;
  /** Lots of the mix (fresh tonnes above 0): "C/N known for `knownLotCount` lots out of `lotCount`". */
  lotCount: number;
  /** Of those, the lots whose C/N (lab or default) and VS are known. */
  knownLotCount: number;
  /** Lots without C/N (or without the DM and VS to weigh it): while there is one, the ratio is null. */
  excludedLotIds: string[];
  /** True when a "check" default C/N went into the ratio (the page says the ratio is indicative). */
  usesCheckDefaults: boolean;
}

/**
 * Main-crop share, both ways, because whether CIVE and permanent grassland leave the denominator is not settled
 * (domain.md). The rule applies per calendar year: pass the year's lots.
 */
export interface MainCropShare {
  capPercent: number;
  ruleReference: string;
  mainCropFreshTonnes: number;
  allFreshTonnes: number;
  /** CIVE + permanent grassland. */
  exemptFreshTonnes: number;
  /** main crop / all inputs × 100; null when there is no input. */
  shareOfAllInputsPct: number | null;
  /** main crop / (all − CIVE − permanent grassland) × 100; null when that denominator is 0. */
  shareExcludingCivePct: number | null;
  /** Strictly over the cap (exactly 15 % is allowed). */
  isOverCapOfAllInputs: boolean;
  isOverCapExcludingCive: boolean;
}

export interface MixAnalysis {
  yieldFactor: number;
  digestionMode: TDigestionMode;
  lots: LotAnalysis[];
  /** Fresh tonnes of every lot, complete or not. */
  freshTonnesAllLots: number;
  totals: MixTotals;
  incompleteLotIds: string[];
  dryMatter: MixDryMatter;
  carbonNitrogen: MixCarbonNitrogen;
  mainCrop: MainCropShare;
  checks: MixCheck[];
}

const exemptCategories: ReadonlySet<TRawMaterialCategory> = new Set(CAP_EXEMPT_CATEGORIES);

function assertYieldFactor(yieldFactor: number): number {
  if (!Number.isFinite(yieldFactor) || yieldFactor <= 0 || yieldFactor > 1) {
    throw new RangeError(`Plant yield factor must be in (0, 1]: ${yieldFactor}`);
  }
  return yieldFactor;
}

function assertFreshTonnes(lot: FeedstockLot): void {
  if (!Number.isFinite(lot.freshTonnes) || lot.freshTonnes < 0) {
    throw new RangeError(`Fresh tonnes of lot ${lot.id} must be a finite number >= 0: ${lot.freshTonnes}`);
  }
}

/** Null and undefined mean "not measured"; anything else must be a finite number within its bounds. */
function readLabValue(lot: FeedstockLot, key: TAnalysisValueKey): number | null {
  const value = lot.lab?.[key];
  if (value === undefined || value === null) return null;
  const bounds = LAB_VALUE_BOUNDS[key];
  const isBelow = bounds.isMinExclusive ? value <= bounds.min : value < bounds.min;
  const isAbove = bounds.max !== null && value > bounds.max;
  if (!Number.isFinite(value) || isBelow || isAbove) {
    throw new RangeError(`Lab ${key} of lot ${lot.id} is out of range: ${value}`);
  }
  return value;
}

interface DefaultValue {
  value: number;
  sourceKey: TFeedstockSourceKey;
  isCheck: boolean;
}

function resolveValue(labValue: number | null, fallback: DefaultValue | null): ResolvedValue {
  if (labValue !== null) return { value: labValue, origin: 'lab' };
  if (fallback !== null) return { origin: 'default', ...fallback };
  return { value: null, origin: 'missing' };
}

/** A reference's default for one value, or null when the reference has none. */
function referenceDefault(reference: ReferenceFeedstock | null, key: TAnalysisValueKey): DefaultValue | null {
  if (reference === null) return null;
  if (key === 'carbonNitrogenRatio') {
    const ratio = reference.carbonNitrogenRatio;
    return ratio === null ? null : { value: ratio.value, sourceKey: ratio.sourceKey, isCheck: ratio.isCheck };
  }
  const value = reference[key];
  return value === null ? null : { value, sourceKey: reference.sourceKey, isCheck: false };
}

function resolveReference(
  lot: FeedstockLot,
): { key: TReferenceFeedstockKey; reference: ReferenceFeedstock } | null {
  const key = lot.referenceKey === undefined ? defaultReferenceFor(lot.type) : lot.referenceKey;
  return key === null ? null : { key, reference: getReferenceFeedstock(key) };
}

function analyseLotWithFactor(lot: FeedstockLot, yieldFactor: number): LotAnalysis {
  assertFreshTonnes(lot);
  const resolvedReference = resolveReference(lot);
  const reference = resolvedReference?.reference ?? null;
  const resolveKey = (key: TAnalysisValueKey): ResolvedValue =>
    resolveValue(readLabValue(lot, key), referenceDefault(reference, key));

  const dryMatterPct = resolveKey('dryMatterPct');
  const volatileSolidsPctOfDm = resolveKey('volatileSolidsPctOfDm');
  const bmp = resolveKey('bmp');
  const carbonNitrogenRatio = resolveKey('carbonNitrogenRatio');

  const dryMatterTonnes = dryMatterPct.value === null ? null : (lot.freshTonnes * dryMatterPct.value) / 100;
  const volatileSolidsTonnes =
    dryMatterTonnes === null || volatileSolidsPctOfDm.value === null
      ? null
      : (dryMatterTonnes * volatileSolidsPctOfDm.value) / 100;
  const methaneLabNm3 =
    volatileSolidsTonnes === null || bmp.value === null ? null : volatileSolidsTonnes * bmp.value;
  const methaneAtPlantNm3 = methaneLabNm3 === null ? null : methaneLabNm3 * yieldFactor;
  const methaneLabNm3PerFreshTonne =
    dryMatterPct.value === null || volatileSolidsPctOfDm.value === null || bmp.value === null
      ? null
      : (dryMatterPct.value / 100) * (volatileSolidsPctOfDm.value / 100) * bmp.value;

  const methaneValues: Record<TMethaneValueKey, ResolvedValue> = { dryMatterPct, volatileSolidsPctOfDm, bmp };
  const missingForMethane = (Object.keys(methaneValues) as TMethaneValueKey[]).filter(
    (key) => methaneValues[key].origin === 'missing',
  );
  const resolved: Record<TAnalysisValueKey, ResolvedValue> = { ...methaneValues, carbonNitrogenRatio };
  const labAdvisedFor = (reference?.labAdvisedFor ?? []).filter((key) => resolved[key].origin !== 'lab');

  return {
    id: lot.id,
    name: lot.name,
    type: lot.type,
    category: lot.category,
    freshTonnes: lot.freshTonnes,
    referenceKey: resolvedReference?.key ?? null,
    dryMatterPct,
    volatileSolidsPctOfDm,
    bmp,
    carbonNitrogenRatio,
    dryMatterTonnes,
    volatileSolidsTonnes,
    methaneLabNm3PerFreshTonne,
    methaneLabNm3,
    methaneAtPlantNm3,
    energyKwhPci: methaneAtPlantNm3 === null ? null : methaneAtPlantNm3 * METHANE_LHV_KWH_PER_NM3,
    energyKwhPcs: methaneAtPlantNm3 === null ? null : methaneAtPlantNm3 * METHANE_HHV_KWH_PER_NM3,
    isComplete: missingForMethane.length === 0,
    missingForMethane,
    labAdvisedFor,
  };
}

/** One lot: the values used (lab first, then the reference's defaults), its tonnages, methane and energy. */
export function analyseLot(lot: FeedstockLot, options: LotAnalysisOptions = {}): LotAnalysis {
  return analyseLotWithFactor(lot, assertYieldFactor(options.yieldFactor ?? DEFAULT_PLANT_YIELD_FACTOR));
}

/**
 * C/N check of the mix. Thresholds (domain.md, Wang et al. 2014):
 * - danger at or under 15: ammonia inhibition observed at 15 (35 °C);
 * - warning between 15 and 20: under the usual range, and inhibition already at 20 in thermophilic digesters;
 * - ok from 20 to 30 inclusive (optimum ≈ 25);
 * - warning above 30: nitrogen becomes short and the digestion slows. The sources give no upper figure at which
 *   a mix becomes dangerous, so there is no danger level above.
 */
export function checkCarbonNitrogenRatio(ratio: number | null, isMixIncomplete = false): MixCheck {
  const { okMin, okMax, inhibitionAtOrBelow } = CARBON_NITROGEN_LIMITS;
  const base = {
    code: 'carbon_nitrogen_ratio',
    value: ratio,
    range: { min: okMin, max: okMax },
    sourceKey: 'wang-2014',
  } as const;
  if (isMixIncomplete) return { ...base, value: null, status: 'unknown', finding: 'incomplete_mix' };
  if (ratio === null) return { ...base, status: 'unknown', finding: 'not_computable' };
  if (ratio <= inhibitionAtOrBelow) return { ...base, status: 'danger', finding: 'ammonia_inhibition_risk' };
  if (ratio < okMin) return { ...base, status: 'warning', finding: 'below_range' };
  if (ratio <= okMax) return { ...base, status: 'ok', finding: 'in_range' };
  return { ...base, status: 'warning', finding: 'above_range' };
}

/**
 * DM check of the incoming mix.
 * Wet digestion (Chambres d'agriculture de Normandie; infometha.org: "< 12–15 % pumpable, up to 20 % with
 * recirculation"): ok under 12; warning from 12 to 15 inclusive (the pumpability limit, which depends on the
 * substrate); warning above 15 up to 20 inclusive (only with digestate recirculation); danger above 20.
 * Dry digestion (La France Agricole, 20–40 %): ok from 20 to 40 inclusive, warning outside (the source gives no
 * figure for a dangerous level).
 */
export function checkMixDryMatter(pct: number | null, digestionMode: TDigestionMode = 'wet'): MixCheck {
  if (digestionMode === 'dry') {
    const { min, max } = DRY_DIGESTION_DRY_MATTER_LIMITS;
    const base = {
      code: 'mix_dry_matter',
      value: pct,
      range: { min, max },
      sourceKey: 'la-france-agricole',
    } as const;
    if (pct === null) return { ...base, status: 'unknown', finding: 'not_computable' };
    if (pct < min) return { ...base, status: 'warning', finding: 'too_wet_for_dry_digestion' };
    if (pct <= max) return { ...base, status: 'ok', finding: 'in_range' };
    return { ...base, status: 'warning', finding: 'too_dry_for_dry_digestion' };
  }
  const { okBelow, pumpableMax, recirculationMax } = WET_DIGESTION_DRY_MATTER_LIMITS;
  const base = {
    code: 'mix_dry_matter',
    value: pct,
    range: { min: null, max: okBelow },
    sourceKey: 'chambres-normandie-infometha',
  } as const;
  if (pct === null) return { ...base, status: 'unknown', finding: 'not_computable' };
  if (pct < okBelow) return { ...base, status: 'ok', finding: 'in_range' };
  if (pct <= pumpableMax) return { ...base, status: 'warning', finding: 'pumpability_limit' };
  if (pct <= recirculationMax) return { ...base, status: 'warning', finding: 'recirculation_needed' };
  return { ...base, status: 'danger', finding: 'too_dry_for_wet_digestion' };
}

/**
 * The whole mix, in one pass over the lots (linear: references are looked up in a Map built once).
 * Totals count the complete lots only and list the others; mix DM and C/N use every lot that has the values
 * they need; the main-crop share uses every lot's fresh tonnes.
 */
export function analyseMix(lots: readonly FeedstockLot[], options: MixAnalysisOptions = {}): MixAnalysis {
  const yieldFactor = assertYieldFactor(options.yieldFactor ?? DEFAULT_PLANT_YIELD_FACTOR);
  const digestionMode = options.digestionMode ?? 'wet';

  const analysed: LotAnalysis[] = [];
  const incompleteLotIds: string[] = [];
  const totals: MixTotals = {
    lotCount: 0,
    freshTonnes: 0,
    dryMatterTonnes: 0,
    volatileSolidsTonnes: 0,
    methaneLabNm3: 0,
    methaneAtPlantNm3: 0,
    energyKwhPci: 0,
    energyKwhPcs: 0,
  };
  const dryMatter: MixDryMatter = { pct: null, dryMatterTonnes: 0, freshTonnes: 0, excludedLotIds: [] };
  const carbonNitrogen: MixCarbonNitrogen = {
    ratio: null,
    carbonTonnes: 0,
    nitrogenTonnes: 0,
    lotCount: 0,
    knownLotCount: 0,
    excludedLotIds: [],
    usesCheckDefaults: false,
  };
  let allFreshTonnes = 0;
  let mainCropFreshTonnes = 0;
  let exemptFreshTonnes = 0;
  // Summed directly rather than as all − exempt, so an all-CIVE mix gives exactly 0 (no rounding residue).
  let nonExemptFreshTonnes = 0;

  for (const lot of lots) {
    const result = analyseLotWithFactor(lot, yieldFactor);
    analysed.push(result);
    allFreshTonnes += result.freshTonnes;

    if (result.category === 'main_crop') mainCropFreshTonnes += result.freshTonnes;
    if (exemptCategories.has(result.category)) exemptFreshTonnes += result.freshTonnes;
    else nonExemptFreshTonnes += result.freshTonnes;

    if (
      result.isComplete &&
      result.dryMatterTonnes !== null &&
      result.volatileSolidsTonnes !== null &&
      result.methaneLabNm3 !== null &&
      result.methaneAtPlantNm3 !== null
    ) {
      totals.lotCount += 1;
      totals.freshTonnes += result.freshTonnes;
      totals.dryMatterTonnes += result.dryMatterTonnes;
      totals.volatileSolidsTonnes += result.volatileSolidsTonnes;
      totals.methaneLabNm3 += result.methaneLabNm3;
      totals.methaneAtPlantNm3 += result.methaneAtPlantNm3;
    } else {
      incompleteLotIds.push(result.id);
    }

    if (result.dryMatterTonnes === null) {
      dryMatter.excludedLotIds.push(result.id);
    } else {
      dryMatter.dryMatterTonnes += result.dryMatterTonnes;
      dryMatter.freshTonnes += result.freshTonnes;
    }

    const ratio = result.carbonNitrogenRatio;
    // A lot of 0 t is not in the mix: it neither counts nor makes the mix incomplete.
    if (result.freshTonnes > 0) carbonNitrogen.lotCount += 1;
    if (result.volatileSolidsTonnes === null || ratio.value === null) {
      if (result.freshTonnes > 0) carbonNitrogen.excludedLotIds.push(result.id);
    } else {
      if (result.freshTonnes > 0) carbonNitrogen.knownLotCount += 1;
      const carbonTonnes = result.volatileSolidsTonnes * CARBON_FRACTION_OF_VOLATILE_SOLIDS;
      carbonNitrogen.carbonTonnes += carbonTonnes;
      carbonNitrogen.nitrogenTonnes += carbonTonnes / ratio.value;
      if (ratio.origin === 'default' && ratio.isCheck) carbonNitrogen.usesCheckDefaults = true;
    }
  }

  totals.energyKwhPci = totals.methaneAtPlantNm3 * METHANE_LHV_KWH_PER_NM3;
  totals.energyKwhPcs = totals.methaneAtPlantNm3 * METHANE_HHV_KWH_PER_NM3;
  dryMatter.pct =
    dryMatter.freshTonnes > 0 ? (dryMatter.dryMatterTonnes / dryMatter.freshTonnes) * 100 : null;
  // Never the ratio of part of the mix: one lot without C/N leaves the mix's ratio unknown (the page says
  // "C/N known for n lots out of m").
  const isCarbonNitrogenIncomplete = carbonNitrogen.excludedLotIds.length > 0;
  carbonNitrogen.ratio =
    !isCarbonNitrogenIncomplete && carbonNitrogen.nitrogenTonnes > 0
      ? carbonNitrogen.carbonTonnes / carbonNitrogen.nitrogenTonnes
      : null;

  const shareOfAllInputsPct = allFreshTonnes > 0 ? (mainCropFreshTonnes / allFreshTonnes) * 100 : null;
  const shareExcludingCivePct =
    nonExemptFreshTonnes > 0 ? (mainCropFreshTonnes / nonExemptFreshTonnes) * 100 : null;

  return {
    yieldFactor,
    digestionMode,
    lots: analysed,
    freshTonnesAllLots: allFreshTonnes,
    totals,
    incompleteLotIds,
    dryMatter,
    carbonNitrogen,
    mainCrop: {
      capPercent: MAIN_CROP_CAP_PERCENT,
      ruleReference: MAIN_CROP_CAP_RULE_REFERENCE,
      mainCropFreshTonnes,
      allFreshTonnes,
      exemptFreshTonnes,
      shareOfAllInputsPct,
      shareExcludingCivePct,
      isOverCapOfAllInputs: shareOfAllInputsPct !== null && shareOfAllInputsPct > MAIN_CROP_CAP_PERCENT,
      isOverCapExcludingCive: shareExcludingCivePct !== null && shareExcludingCivePct > MAIN_CROP_CAP_PERCENT,
    },
    checks: [
      checkCarbonNitrogenRatio(carbonNitrogen.ratio, isCarbonNitrogenIncomplete),
      checkMixDryMatter(dryMatter.pct, digestionMode),
    ],
  };
}
