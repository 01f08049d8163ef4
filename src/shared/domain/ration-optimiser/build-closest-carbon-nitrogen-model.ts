/**
 * The soft C/N window's first stage: how close to the window can a ration get, under every other constraint?
 *
 * Why not elastic slacks with a big penalty in the ration model itself: its C/N rows Σ (Cᵢ − k·Nᵢ)·xᵢ ≥ 0 are
 * homogeneous, so a slack there is measured in tonnes of carbon per day, and feeding less always shrinks it: a
 * penalty large enough to keep the window whenever it can be kept also empties the ration whenever it cannot,
 * the opposite of what a soft window is for. The slacks are therefore put where they read in C/N points: in
 * the Charnes–Cooper normalisation of the ration (Charnes and Cooper, Naval Research Logistics Quarterly 9
 * (1962) 181–186), variables yᵢ = t·xᵢ and t ≥ 0 with the ration's nitrogen scaled to 1 (Σ Nᵢyᵢ = 1):
 * - every other row Σ aᵢxᵢ ≤ b becomes Σ aᵢyᵢ − b·t ≤ 0 (and likewise for ≥);
 * - Σ Cᵢyᵢ is then the C/N of the ration, so Σ Cᵢyᵢ + s⁻ ≥ min and Σ Cᵢyᵢ − s⁺ ≤ max with s⁻, s⁺ ≥ 0 are
 *   elastic rows whose slacks are the shortfall below the window and the excess above it, in C/N points;
 * - minimising s⁻ + s⁺ first (a pre-emptive priority, the limit of an ever larger penalty) finds the C/N
 *   closest to the window that a non-empty ration can have; it is 0 exactly when the window can be kept.
 * The second stage (`optimise-ration.ts`) solves the ration model with the window widened by these slacks.
 *
 * Only the feedstocks of known C/N weigh in (as in the ration model); a ration of feedstocks of unknown C/N
 * alone cannot be normalised and leaves this programme infeasible.
 *
 * Isomorphic and pure.
 */
import type { FeedstockCoefficients } from './feedstock-coefficients.js';
import type { LinearProgramme, LinearRow, LinearTerm } from './linear-programme.js';
import type { RationRowTag } from './build-ration-model.js';

export type TClosestCarbonNitrogenRowKind =
  'scaled-ration-row' | 'nitrogen-normalisation' | 'elastic-min' | 'elastic-max';

export interface ClosestCarbonNitrogenModel {
  programme: LinearProgramme<TClosestCarbonNitrogenRowKind>;
  /** Index of the slack below the window (s⁻) and above it (s⁺) in the programme's variables. */
  belowMinVariable: number;
  aboveMaxVariable: number;
}

/**
 * `rows`: the ration model's rows other than its C/N rows; `feedstockCount`: its variables. The programme's
 * variables are y₀…yₙ₋₁, then t, s⁻ and s⁺.
 */
export function buildClosestCarbonNitrogenModel(
  rows: readonly LinearRow<RationRowTag>[],
  coefficients: readonly FeedstockCoefficients[],
  window: { min: number; max: number },
): ClosestCarbonNitrogenModel {
  const feedstockCount = coefficients.length;
  const scaleVariable = feedstockCount;
  const belowMinVariable = feedstockCount + 1;
  const aboveMaxVariable = feedstockCount + 2;

  const scaledRows: LinearRow<TClosestCarbonNitrogenRowKind>[] = rows.map((row) => ({
    tag: 'scaled-ration-row',
    terms: row.bound === 0 ? row.terms : [...row.terms, { variable: scaleVariable, coefficient: -row.bound }],
    sense: row.sense,
    bound: 0,
  }));

  const nitrogenTerms: LinearTerm[] = [];
  const carbonTerms: LinearTerm[] = [];
  coefficients.forEach(({ carbonTonnesPerTonne, nitrogenTonnesPerTonne }, variable) => {
    if (nitrogenTonnesPerTonne === null || nitrogenTonnesPerTonne === 0) return;
    nitrogenTerms.push({ variable, coefficient: nitrogenTonnesPerTonne });
    carbonTerms.push({ variable, coefficient: carbonTonnesPerTonne });
  });

  const objective = new Array<number>(feedstockCount + 3).fill(0);
  objective[belowMinVariable] = 1;
  objective[aboveMaxVariable] = 1;
  return {
    programme: {
      direction: 'minimize',
      objective,
      rows: [
        ...scaledRows,
        { tag: 'nitrogen-normalisation', terms: nitrogenTerms, sense: 'equal', bound: 1 },
        {
          tag: 'elastic-min',
          terms: [...carbonTerms, { variable: belowMinVariable, coefficient: 1 }],
          sense: 'at-least',
          bound: window.min,
        },
        {
          tag: 'elastic-max',
          terms: [...carbonTerms, { variable: aboveMaxVariable, coefficient: -1 }],
          sense: 'at-most',
          bound: window.max,
        },
      ],
    },
    belowMinVariable,
    aboveMaxVariable,
  };
}
