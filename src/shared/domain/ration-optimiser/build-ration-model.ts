/**
 * The feed ration as a linear programme (domain.md "Feed-ration optimiser"; the blend-LP method of García-Gen,
 * Rodríguez and Lema, Bioresource Technology 173 (2014) 159–167: one variable per substrate, the digester's
 * limits as linear rows on the blend). Pure data: no solving here, so the model can be tested on its own.
 *
 * Variable i is xᵢ, fresh tonnes per day of feedstock i (in the request's order), xᵢ ≥ 0. The rows, each tagged
 * with the rule it stands for:
 * - `olr`: Σ VSᵢ·xᵢ (kg VS/day) ≤ V·OLRmax;
 * - `retention`: Σ xᵢ ≤ V / HRTmin (a fresh tonne taken as a m³, as domain.md does);
 * - `mix-dry-matter-max`: Σ (DMᵢ − DMmax)·xᵢ ≤ 0, i.e. Σ DMᵢxᵢ / Σ xᵢ ≤ DMmax without dividing;
 * - `mix-dry-matter-min` (when set): Σ (DMᵢ − DMmin)·xᵢ ≥ 0;
 * - `carbon-nitrogen-min` / `-max` (unless the mode is off): Σ (Cᵢ − k·Nᵢ)·xᵢ ≥ 0 / ≤ 0, i.e. Σ C / Σ N ≥ k / ≤ k,
 *   with Cᵢ, Nᵢ the carbon and nitrogen per tonne (`feedstock-coefficients.ts`);
 * - `stock` (one per feedstock): xᵢ·H ≤ stockᵢ over the horizon of H days;
 * - `main-crop-budget` (when the plant is bound by the cap): over the D days left in the year at this ration,
 *   main so far + D·Σ mainᵢxᵢ ≤ 15 % × (counted so far + D·Σ countedᵢxᵢ); divided by D it reads
 *   Σ (mainᵢ − 0.15·countedᵢ)·xᵢ ≤ (0.15·counted so far − main so far) / D, in tonnes per day;
 * - `methane-target` (when minimising the cost): Σ CH4ᵢ·xᵢ ≥ target;
 * - `ration-not-empty` (asked for by the diagnosis): Σ CH4ᵢ·xᵢ ≥ a small floor.
 *
 * Feedstocks of unknown C/N are left out of the C/N rows: the window then holds for the part of the ration whose
 * C/N is known, and the result lists them as "C/N not checked" (a hard window cannot prove anything about them,
 * and refusing them would refuse cattle slurry, which has no default C/N).
 *
 * Isomorphic and pure.
 */
import { MAIN_CROP_CAP_PERCENT } from '../feedstock-analysis.js';
import { feedstockCoefficients, type FeedstockCoefficients } from './feedstock-coefficients.js';
import type { ResolvedRationRequest } from './ration-inputs.js';
import type { LinearProgramme, LinearRow, LinearTerm } from './linear-programme.js';

export const RATION_CONSTRAINT_CODES = [
  'olr',
  'retention',
  'mix-dry-matter-max',
  'mix-dry-matter-min',
  'carbon-nitrogen-min',
  'carbon-nitrogen-max',
  'stock',
  'main-crop-budget',
  'methane-target',
  'ration-not-empty',
] as const;
export type TRationConstraintCode = (typeof RATION_CONSTRAINT_CODES)[number];

export interface RationRowTag {
  code: TRationConstraintCode;
  /** The feedstock of a `stock` row; null for the rows on the whole ration. */
  feedstockId: string | null;
}

export type RationRow = LinearRow<RationRowTag>;

export interface RationModel {
  programme: LinearProgramme<RationRowTag>;
  /** Per feedstock, in the request's order (variable i is feedstock i). */
  coefficients: readonly FeedstockCoefficients[];
  /** Feedstocks left out of the C/N rows because their C/N is unknown. */
  carbonNitrogenUncheckedIds: readonly string[];
}

export interface RationModelOptions {
  /**
   * The C/N window the rows enforce, overriding the request's (the soft mode widens it to what the stock can
   * reach); null: no C/N rows. Default: the request's window, or none when its mode is off.
   */
  carbonNitrogenWindow?: { min: number; max: number } | null;
  /** Adds the `ration-not-empty` row: methane at the plant ≥ this, Nm³/day. */
  rationNotEmptyFloorNm3PerDay?: number;
}

const mainCropCapFraction = MAIN_CROP_CAP_PERCENT / 100;

/** Terms of the non-zero coefficients (zeros would only make the dense tableau do useless work). */
function termsOf(coefficients: readonly number[]): LinearTerm[] {
  const terms: LinearTerm[] = [];
  coefficients.forEach((coefficient, variable) => {
    if (coefficient !== 0) terms.push({ variable, coefficient });
  });
  return terms;
}

function wholeRationRow(
  code: TRationConstraintCode,
  coefficients: readonly number[],
  sense: RationRow['sense'],
  bound: number,
): RationRow {
  return { tag: { code, feedstockId: null }, terms: termsOf(coefficients), sense, bound };
}

/** Σ (Cᵢ − k·Nᵢ)·xᵢ over the feedstocks whose C/N is known. */
function carbonNitrogenCoefficients(coefficients: readonly FeedstockCoefficients[], ratio: number): number[] {
  return coefficients.map(({ carbonTonnesPerTonne, nitrogenTonnesPerTonne }) =>
    nitrogenTonnesPerTonne === null ? 0 : carbonTonnesPerTonne - ratio * nitrogenTonnesPerTonne,
  );
}

export function buildRationModel(
  request: ResolvedRationRequest,
  options: RationModelOptions = {},
): RationModel {
  const { feedstocks, plant, mainCropBudget, horizonDays, objective } = request;
  const coefficients = feedstocks.map((feedstock) => feedstockCoefficients(feedstock, plant.yieldFactor));
  const methane = coefficients.map((coefficient) => coefficient.methaneNm3PerTonne);
  const volume = plant.digesterVolumeM3;

  const rows: RationRow[] = [
    wholeRationRow(
      'olr',
      coefficients.map((coefficient) => coefficient.volatileSolidsKgPerTonne),
      'at-most',
      volume * plant.olrMaxKgVsPerM3Day,
    ),
    wholeRationRow(
      'retention',
      feedstocks.map(() => 1),
      'at-most',
      volume / plant.hrtMinDays,
    ),
    wholeRationRow(
      'mix-dry-matter-max',
      feedstocks.map((feedstock) => feedstock.dryMatterPct - plant.mixDryMatterMaxPct),
      'at-most',
      0,
    ),
  ];
  const { mixDryMatterMinPct } = plant;
  if (mixDryMatterMinPct !== null) {
    rows.push(
      wholeRationRow(
        'mix-dry-matter-min',
        feedstocks.map((feedstock) => feedstock.dryMatterPct - mixDryMatterMinPct),
        'at-least',
        0,
      ),
    );
  }

  const window =
    options.carbonNitrogenWindow === undefined
      ? request.carbonNitrogen.mode === 'off'
        ? null
        : request.carbonNitrogen
      : options.carbonNitrogenWindow;
  const carbonNitrogenUncheckedIds = feedstocks
    .filter((_, index) => coefficients[index]?.nitrogenTonnesPerTonne === null)
    .map((feedstock) => feedstock.id);
  // Without a feedstock of known C/N the rows would be 0 ≥ 0: nothing to check.
  if (window !== null && carbonNitrogenUncheckedIds.length < feedstocks.length) {
    rows.push(
      wholeRationRow(
        'carbon-nitrogen-min',
        carbonNitrogenCoefficients(coefficients, window.min),
        'at-least',
        0,
      ),
      wholeRationRow(
        'carbon-nitrogen-max',
        carbonNitrogenCoefficients(coefficients, window.max),
        'at-most',
        0,
      ),
    );
  }

  feedstocks.forEach((feedstock, variable) => {
    rows.push({
      tag: { code: 'stock', feedstockId: feedstock.id },
      terms: [{ variable, coefficient: horizonDays }],
      sense: 'at-most',
      bound: feedstock.stockTonnes,
    });
  });

  if (mainCropBudget !== null) {
    // Kept even when no feedstock counts: a year already over the cap is then infeasible, which is the truth.
    rows.push(
      wholeRationRow(
        'main-crop-budget',
        feedstocks.map(
          (feedstock) =>
            (feedstock.isMainCrop ? 1 : 0) - (feedstock.countsInCapTotal ? mainCropCapFraction : 0),
        ),
        'at-most',
        (mainCropCapFraction * mainCropBudget.yearTonnesSoFar - mainCropBudget.yearMainCropTonnesSoFar) /
          mainCropBudget.daysLeftInYear,
      ),
    );
  }

  if (objective.kind === 'min-cost') {
    rows.push(wholeRationRow('methane-target', methane, 'at-least', objective.targetMethaneNm3PerDay));
  }
  if (options.rationNotEmptyFloorNm3PerDay !== undefined) {
    rows.push(wholeRationRow('ration-not-empty', methane, 'at-least', options.rationNotEmptyFloorNm3PerDay));
  }

  return {
    programme: {
      direction: objective.kind === 'max-methane' ? 'maximize' : 'minimize',
      // A feedstock without a price has no stock (validation refuses it otherwise): its cost cannot count.
      objective:
        objective.kind === 'max-methane'
          ? methane
          : feedstocks.map((feedstock) => feedstock.pricePerTonneEur ?? 0),
      rows,
    },
    coefficients,
    carbonNitrogenUncheckedIds,
  };
}
