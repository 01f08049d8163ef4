import { GHG_PATHWAYS, type GhgValues, type TGhgPathway } from './ghg-values.js';

/**
 * Co-digestion weighting (Annex VI part B 1(b)): E = Σ Sₙ·Eₙ with Sₙ = Pₙ·Wₙ / Σ(Pₙ·Wₙ) and
 * Wₙ = (Iₙ/ΣI)·(1 − AMₙ)/(1 − SMₙ). Several lots of one pathway add up: Σ over its lots of (I_l/ΣI)(1 − AM_l) is
 * (Iₙ/ΣI)(1 − AMₙ) with AMₙ the tonnes-weighted moisture of those lots, so a pathway is one line, exactly.
 */

/** Fresh tonnes of one lot fed in the period, with its measured moisture (% of fresh matter) when known. */
export interface GhgFeedInput {
  pathway: TGhgPathway;
  tonnes: number;
  /** The lot's humidity_rate (0–100 %), or null: then the pathway's standard moisture SMₙ applies. */
  humidityRate: number | null;
}

/** One pathway's line of the weighting, every figure the step-by-step view prints. */
export interface GhgPathwayWeight {
  pathway: TGhgPathway;
  /** Iₙ, fresh tonnes. */
  tonnes: number;
  /** Iₙ / ΣI. */
  massShare: number;
  /** AMₙ, tonnes-weighted actual moisture (fraction); lots without a measure count at SMₙ. */
  actualMoisture: number;
  /** Tonnes of the pathway whose moisture was measured (the rest counts at SMₙ). */
  measuredTonnes: number;
  /** SMₙ. */
  standardMoisture: number;
  /** Pₙ, MJ biogas per kg wet input. */
  biogasYield: number;
  /** Wₙ. */
  weight: number;
  /** Pₙ·Wₙ. */
  weightedYield: number;
  /** Sₙ, the share of the output's energy. */
  share: number;
}

/**
 * The weighting of a period's inputs: one line per pathway fed (in GHG_PATHWAYS order), or null when nothing was
 * fed or nothing fed carries energy (every input at 100 % moisture).
 */
export function weighCoDigestion(
  inputs: readonly GhgFeedInput[],
  values: GhgValues,
): GhgPathwayWeight[] | null {
  // A year of daily entries passes here: the standard moistures are read once, the sums kept in plain objects.
  const standardMoistures: Record<TGhgPathway, number> = {
    manure: values['manure.standardMoisture'],
    maize: values['maize.standardMoisture'],
    biowaste: values['biowaste.standardMoisture'],
  };
  const sums: Partial<Record<TGhgPathway, { tonnes: number; dryTonnes: number; measuredTonnes: number }>> =
    {};
  for (const input of inputs) {
    if (!(input.tonnes > 0)) continue;
    const moisture =
      input.humidityRate === null ? standardMoistures[input.pathway] : input.humidityRate / 100;
    const sum = (sums[input.pathway] ??= { tonnes: 0, dryTonnes: 0, measuredTonnes: 0 });
    sum.tonnes += input.tonnes;
    sum.dryTonnes += input.tonnes * (1 - moisture);
    if (input.humidityRate !== null) sum.measuredTonnes += input.tonnes;
  }
  const totalTonnes = GHG_PATHWAYS.reduce((total, pathway) => total + (sums[pathway]?.tonnes ?? 0), 0);
  if (totalTonnes <= 0) return null;

  const lines = GHG_PATHWAYS.flatMap((pathway) => {
    const sum = sums[pathway];
    if (!sum) return [];
    const standardMoisture = standardMoistures[pathway];
    const biogasYield = values[`${pathway}.biogasYield`];
    const massShare = sum.tonnes / totalTonnes;
    const actualMoisture = 1 - sum.dryTonnes / sum.tonnes;
    const weight = (massShare * (1 - actualMoisture)) / (1 - standardMoisture);
    return [
      {
        pathway,
        tonnes: sum.tonnes,
        massShare,
        actualMoisture,
        measuredTonnes: sum.measuredTonnes,
        standardMoisture,
        biogasYield,
        weight,
        weightedYield: biogasYield * weight,
        share: 0,
      },
    ];
  });
  const totalWeightedYield = lines.reduce((total, line) => total + line.weightedYield, 0);
  if (!(totalWeightedYield > 0)) return null;
  return lines.map((line) => ({ ...line, share: line.weightedYield / totalWeightedYield }));
}
