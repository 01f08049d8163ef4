import type { TCalendarDate } from '../../calendar.js';
import { weighCoDigestion, type GhgFeedInput, type GhgPathwayWeight } from './co-digestion.js';
import { comparatorOf, convertEmission, ghgConversionOf, type GhgConversion } from './end-use.js';
import { type GhgValues, type TGhgBasis, type TGhgPathway } from './ghg-values.js';
import {
  GHG_TERM_KEYS,
  pathwayTerms,
  sumTerms,
  type GhgCase,
  type GhgEmissionTerms,
} from './pathway-emissions.js';
import { ghgThresholdOf, type GhgThreshold } from './thresholds.js';

/**
 * The GHG savings of one period (a month, a year) from what was fed, with every step of the calculation in the
 * result, so a page or a PDF prints it as it is, never working it out again.
 */

export interface GhgCalculationContext {
  plantCase: GhgCase;
  commissioningDate: TCalendarDate | null;
  values: GhgValues;
  /** The basis the plant declares (the other one is shown beside it). */
  declaredBasis: TGhgBasis;
}

/** One pathway's emission Eₙ and its weighted part Sₙ·Eₙ. */
export interface GhgPathwayEmission {
  pathway: TGhgPathway;
  terms: GhgEmissionTerms;
  /** Eₙ, gCO2eq/MJ of gas. */
  emission: number;
  /** Sₙ */
  share: number;
  /** Sₙ·Eₙ */
  weightedEmission: number;
}

/** The result on one basis (typical or default values). */
export interface GhgBasisResult {
  basis: TGhgBasis;
  pathways: GhgPathwayEmission[];
  /** Σ Sₙ·term, per term: the mix's own eec, ep… */
  weightedTerms: GhgEmissionTerms;
  /** E = Σ Sₙ·Eₙ, gCO2eq/MJ of gas (biomethane, or biogas burnt on site). */
  gasEmission: number;
  /** The emission per MJ of the energy delivered (E itself for biomethane), gCO2eq/MJ. */
  emission: number;
  /** (EF − E) / EF, a fraction (1.13 = 113 %). */
  savings: number;
  /** Against the threshold; null when no threshold applies or it is unknown. */
  meetsThreshold: boolean | null;
}

/**
 * `no_feed`: nothing fed in the period (no figure, never 0 %); `no_energy`: inputs fed, but none carries energy
 * (every one at 100 % moisture).
 */
export const GHG_PERIOD_STATUSES = ['calculated', 'no_feed', 'no_energy'] as const;
export type TGhgPeriodStatus = (typeof GHG_PERIOD_STATUSES)[number];

export interface GhgPeriodResult {
  status: TGhgPeriodStatus;
  /** ΣI, fresh tonnes. */
  totalTonnes: number;
  weights: GhgPathwayWeight[];
  /** EF of the end use. */
  comparator: number;
  conversion: GhgConversion;
  threshold: GhgThreshold;
  declaredBasis: TGhgBasis;
  typical: GhgBasisResult | null;
  default: GhgBasisResult | null;
}

function basisResult(
  basis: TGhgBasis,
  weights: readonly GhgPathwayWeight[],
  context: GhgCalculationContext,
  conversion: GhgConversion,
  comparator: number,
  threshold: GhgThreshold,
): GhgBasisResult {
  const pathways = weights.map((weight): GhgPathwayEmission => {
    const terms = pathwayTerms(weight.pathway, context.plantCase, basis, context.values);
    const emission = sumTerms(terms);
    return {
      pathway: weight.pathway,
      terms,
      emission,
      share: weight.share,
      weightedEmission: weight.share * emission,
    };
  });
  const weightedTerms = Object.fromEntries(
    GHG_TERM_KEYS.map((key) => [
      key,
      pathways.reduce((total, line) => total + line.share * line.terms[key], 0),
    ]),
  ) as unknown as GhgEmissionTerms;
  const gasEmission = pathways.reduce((total, line) => total + line.weightedEmission, 0);
  const emission = convertEmission(gasEmission, conversion);
  const savings = (comparator - emission) / comparator;
  return {
    basis,
    pathways,
    weightedTerms,
    gasEmission,
    emission,
    savings,
    meetsThreshold: threshold.status === 'applies' ? savings >= threshold.minimumSavings : null,
  };
}

export function calculateGhgPeriod(
  inputs: readonly GhgFeedInput[],
  context: GhgCalculationContext,
): GhgPeriodResult {
  const { endUse } = context.plantCase;
  const comparator = comparatorOf(endUse, context.values);
  const conversion = ghgConversionOf(endUse, context.values);
  const threshold = ghgThresholdOf(endUse, context.commissioningDate);
  const weights = weighCoDigestion(inputs, context.values);
  // The weighting has summed the tonnes already; only a period it refused is read again.
  const totalTonnes = weights
    ? weights.reduce((total, line) => total + line.tonnes, 0)
    : inputs.reduce((total, input) => total + (input.tonnes > 0 ? input.tonnes : 0), 0);
  const base = { totalTonnes, comparator, conversion, threshold, declaredBasis: context.declaredBasis };
  if (!weights) {
    return {
      ...base,
      status: totalTonnes > 0 ? 'no_energy' : 'no_feed',
      weights: [],
      typical: null,
      default: null,
    };
  }
  const resultOn = (basis: TGhgBasis) =>
    basisResult(basis, weights, context, conversion, comparator, threshold);
  return {
    ...base,
    status: 'calculated',
    weights,
    typical: resultOn('typical'),
    default: resultOn('default'),
  };
}

/** A feed input of a month (1–12) of the year. */
export interface GhgMonthFeedInput extends GhgFeedInput {
  month: number;
}

export interface GhgYearResult {
  year: GhgPeriodResult;
  /** January to December, each its own weighting and result. */
  months: { month: number; result: GhgPeriodResult }[];
}

/** The year (its whole mix weighted at once, as Annex VI weighs a period's inputs) and each of its months. */
export function calculateGhgYear(
  inputs: readonly GhgMonthFeedInput[],
  context: GhgCalculationContext,
): GhgYearResult {
  const byMonth = Array.from({ length: 12 }, (): GhgFeedInput[] => []);
  for (const input of inputs) byMonth[input.month - 1]?.push(input);
  return {
    year: calculateGhgPeriod(inputs, context),
    months: byMonth.map((monthInputs, index) => ({
      month: index + 1,
      result: calculateGhgPeriod(monthInputs, context),
    })),
  };
}
