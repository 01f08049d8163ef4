/**
 * What the feed-ration optimiser is asked (../shared/design/domain.md "Feed-ration optimiser"): the feedstocks
 * in stock with their analysis values already resolved by the caller (lab value, else the default of
 * `feedstock-defaults.ts`), the digester, the C/N window, the year's main-crop budget, the horizon and the
 * objective. Optional settings fall back to the defaults below, each taken from domain.md.
 *
 * Isomorphic and pure: types and constants only.
 */
import {
  CARBON_NITROGEN_LIMITS,
  DEFAULT_PLANT_YIELD_FACTOR,
  WET_DIGESTION_DRY_MATTER_LIMITS,
} from '../feedstock-analysis.js';

export interface RationFeedstock {
  /** Unique among the feedstocks of one request: the result and the constraint codes refer to it. */
  id: string;
  name: string;
  /** Dry matter, % of fresh matter, in (0, 100]. */
  dryMatterPct: number;
  /** Volatile solids, % of dry matter, in [0, 100]. */
  volatileSolidsPctOfDm: number;
  /** Biochemical methane potential, Nm³ CH4 per tonne of VS (lab value: the plant yield factor applies). */
  bmpNm3PerTonneVs: number;
  /** C/N of the feedstock, above 0; null when unknown (neither a lab value nor a default). */
  carbonNitrogenRatio: number | null;
  /** Counts in the numerator of the 15 % main-crop cap (décret 2016-929). */
  isMainCrop: boolean;
  /**
   * Counts in the cap's denominator (all inputs of the year). Default true. Whether CIVE and permanent
   * grassland leave the denominator is not settled (domain.md "French rules"): the caller chooses, and a main
   * crop always counts.
   */
  countsInCapTotal?: boolean;
  /** Fresh tonnes available for the horizon, ≥ 0. */
  stockTonnes: number;
  /** € per fresh tonne; negative for a by-product the plant is paid to take; null when unknown. */
  pricePerTonneEur: number | null;
}

export interface RationPlant {
  /** Working volume of the digester(s), m³, above 0. */
  digesterVolumeM3: number;
  /** Highest organic loading rate, kg VS per m³ per day. Default 4 (domain.md: usual range 2–5). */
  olrMaxKgVsPerM3Day?: number;
  /**
   * Shortest hydraulic retention time, days. Default 60: energy-crop plants run 60–100+ days, the general
   * floor is 20 (domain.md "Digester operating limits"); a slurry-based plant may lower it.
   */
  hrtMinDays?: number;
  /** Highest DM of the incoming mix, %. Default 15: the pumpable limit of wet digestion. */
  mixDryMatterMaxPct?: number;
  /** Lowest DM of the incoming mix, %, for dry digestion (20 % there); absent or null: no floor. */
  mixDryMatterMinPct?: number | null;
  /** Lab BMP → "expected at the plant", in (0, 1]. Default 0.85. */
  yieldFactor?: number;
}

/**
 * `hard`: the ration must keep the C/N of the mix in the window; `soft`: it keeps it whenever it can and
 * otherwise comes as close as the other constraints allow, saying how far out it is; `off`: not checked (the
 * mix C/N is still reported).
 */
export const CARBON_NITROGEN_MODES = ['hard', 'soft', 'off'] as const;
export type TCarbonNitrogenMode = (typeof CARBON_NITROGEN_MODES)[number];

export interface CarbonNitrogenWindow {
  min: number;
  max: number;
  mode: TCarbonNitrogenMode;
}

/**
 * The main-crop cap as a budget for the rest of the calendar year: the tonnes already fed this year (counted
 * inputs and main crops), and the days left, today included. The rule is yearly (domain.md "French rules"), so
 * a main-crop-rich ration is allowed while the year's total stays within 15 %.
 */
export interface MainCropBudget {
  /** Fresh tonnes of every counted input fed this calendar year so far. */
  yearTonnesSoFar: number;
  /** Of which main crops. */
  yearMainCropTonnesSoFar: number;
  /** Days left in the calendar year, today included, above 0. */
  daysLeftInYear: number;
}

export const RATION_OBJECTIVE_KINDS = ['max-methane', 'min-cost'] as const;
export type TRationObjectiveKind = (typeof RATION_OBJECTIVE_KINDS)[number];

export type RationObjective =
  | { kind: 'max-methane' }
  /** The cheapest ration that still gives the target (methane expected at the plant). */
  | { kind: 'min-cost'; targetMethaneNm3PerDay: number };

export interface RationRequest {
  feedstocks: readonly RationFeedstock[];
  plant: RationPlant;
  /** Default: 20–30, soft (domain.md: a hard floor of 20 can be infeasible for a slurry-based ration). */
  carbonNitrogen?: Partial<CarbonNitrogenWindow>;
  /** Absent or null: the plant is not bound by the cap (commissioned before 1 January 2017). */
  mainCropBudget?: MainCropBudget | null;
  /** Days the ration is to be fed: each feedstock's daily tonnes × horizon stay within its stock. */
  horizonDays: number;
  objective: RationObjective;
}

/** The defaults of domain.md, from the constants the mix analysis already uses. */
export const RATION_DEFAULTS = {
  olrMaxKgVsPerM3Day: 4,
  hrtMinDays: 60,
  mixDryMatterMaxPct: WET_DIGESTION_DRY_MATTER_LIMITS.pumpableMax,
  yieldFactor: DEFAULT_PLANT_YIELD_FACTOR,
  carbonNitrogen: {
    min: CARBON_NITROGEN_LIMITS.okMin,
    max: CARBON_NITROGEN_LIMITS.okMax,
    mode: 'soft',
  },
} as const satisfies {
  olrMaxKgVsPerM3Day: number;
  hrtMinDays: number;
  mixDryMatterMaxPct: number;
  yieldFactor: number;
  carbonNitrogen: CarbonNitrogenWindow;
};

/** A request after validation, every default applied: what the model builder reads. */
export interface ResolvedRationRequest {
  feedstocks: readonly Required<RationFeedstock>[];
  plant: Required<Omit<RationPlant, 'mixDryMatterMinPct'>> & { mixDryMatterMinPct: number | null };
  carbonNitrogen: CarbonNitrogenWindow;
  mainCropBudget: MainCropBudget | null;
  horizonDays: number;
  objective: RationObjective;
}
