/**
 * What the feed-ration optimiser answers: a discriminated union on `status`. Codes and figures only: the page
 * turns them into French sentences.
 *
 * Isomorphic: types only.
 */
import type { TRationConstraintCode } from './build-ration-model.js';
import type { TCarbonNitrogenMode } from './ration-inputs.js';
import type { RationInputIssue } from './validate-ration-request.js';

export interface RationLine {
  feedstockId: string;
  tonnesPerDay: number;
  /** tonnesPerDay × horizon: what the ration takes from the stock. */
  tonnesOverHorizon: number;
  /** Share of the ration's fresh tonnes, %; 0 for every line of an empty ration. */
  shareOfFreshPct: number;
}

/**
 * A constraint whose limit the ration reaches, in the unit of its code:
 * - `olr`: kg VS per m³ per day; `retention`: days of hydraulic retention (the value is the HRT reached, the
 *   limit the shortest allowed);
 * - `mix-dry-matter-max` / `-min`: % DM of the mix;
 * - `carbon-nitrogen-min` / `-max`: C/N of the part of the mix whose C/N is known; the limit is the one the
 *   solver enforced (in soft mode, the window widened to what the stock can reach);
 * - `stock`: fresh tonnes over the horizon (the value is what the ration takes, the limit the stock);
 * - `main-crop-budget`: % of the year's counted inputs that are main crops, at the end of the year if this
 *   ration is fed until then (limit 15);
 * - `methane-target`: Nm³ CH4 per day expected at the plant.
 */
export interface BindingConstraint {
  code: TRationConstraintCode;
  feedstockId: string | null;
  value: number;
  limit: number;
}

export interface RationCarbonNitrogen {
  mode: TCarbonNitrogenMode;
  window: { min: number; max: number };
  /** C/N of the whole mix; null when a feedstock of unknown C/N is in the ration, or the ration is empty. */
  ratio: number | null;
  /** C/N of the part of the mix whose C/N is known (what the window constrains); null without such a part. */
  ratioOfKnownPart: number | null;
  /** Feedstocks in the ration whose C/N is unknown: "C/N not checked" for them. */
  uncheckedFeedstockIds: string[];
  /**
   * Soft mode: how far outside the window the ration is, in C/N points (both 0 when it is in it; the window
   * could not be kept by any ration the other constraints allow when one is above 0). Null in the other modes.
   */
  shortfall: { belowMinPoints: number; aboveMaxPoints: number } | null;
}

export interface OptimalRation {
  status: 'optimal';
  objectiveKind: 'max-methane' | 'min-cost';
  /** One line per feedstock of the request, in its order (feedstocks left out of the ration at 0). */
  lines: RationLine[];
  freshTonnesPerDay: number;
  /** Methane expected at the plant (lab BMP × yield factor), Nm³ per day. */
  methaneNm3PerDay: number;
  /** Energy of that methane, lower heating value (PCI), kWh per day. */
  energyKwhPciPerDay: number;
  /** Higher heating value (PCS), the basis of French injection tariffs, kWh per day. */
  energyKwhPcsPerDay: number;
  /** Σ price × tonnes, € per day; null when a feedstock in the ration has no price. */
  costEurPerDay: number | null;
  mixDryMatterPct: number | null;
  carbonNitrogen: RationCarbonNitrogen;
  organicLoadingRateKgVsPerM3Day: number;
  /** Digester volume / fresh m³ per day; null for an empty ration. */
  hydraulicRetentionDays: number | null;
  /**
   * Share of main crops in the year's counted inputs at the end of the year if this ration is fed until then, %;
   * null when the plant is not bound by the cap or nothing is counted.
   */
  mainCropSharePct: number | null;
  bindingConstraints: BindingConstraint[];
}

/** One constraint of the conflict, with the figures a sentence about it needs. */
export type RationConflict =
  | { code: 'olr'; olrMaxKgVsPerM3Day: number; digesterVolumeM3: number }
  | { code: 'retention'; hrtMinDays: number; maxFreshTonnesPerDay: number }
  /** `lowestStockPct`: the wettest feedstock in stock, the lowest DM any ration can have. */
  | { code: 'mix-dry-matter-max'; limitPct: number; lowestStockPct: number | null }
  /** `highestStockPct`: the driest feedstock in stock, the highest DM any ration can have. */
  | { code: 'mix-dry-matter-min'; limitPct: number; highestStockPct: number | null }
  /** `highestStockRatio`: the highest C/N of a feedstock in stock (of known C/N), above any mix's. */
  | { code: 'carbon-nitrogen-min'; limit: number; highestStockRatio: number | null }
  | { code: 'carbon-nitrogen-max'; limit: number; lowestStockRatio: number | null }
  | { code: 'stock'; feedstockId: string; stockTonnes: number; horizonDays: number }
  /** `yearSharePct`: main crops / counted inputs fed so far this year, %; null before the first input. */
  | { code: 'main-crop-budget'; capPercent: number; yearSharePct: number | null; daysLeftInYear: number }
  /** `reachableNm3PerDay`: the most methane a ration can give under the other constraints; null if none can. */
  | { code: 'methane-target'; targetNm3PerDay: number; reachableNm3PerDay: number | null }
  /** Maximising the methane, no ration other than feeding nothing meets the constraints. */
  | { code: 'ration-not-empty' };

export interface InfeasibleRation {
  status: 'infeasible';
  /** An irreducible conflict: these constraints cannot all hold, and dropping any one of them would do. */
  conflicts: RationConflict[];
}

export type RationResult =
  | OptimalRation
  | InfeasibleRation
  /** No retention or stock limit holds the ration back: only reachable with inputs that should not exist. */
  | { status: 'unbounded' }
  | { status: 'invalid-input'; issues: RationInputIssue[] }
  /** yalps gave up (pivot limit) or answered a point that breaks a constraint: no ration is shown. */
  | { status: 'solver-failed'; reason: 'cycled' | 'inconsistent' };
