/**
 * What one fresh tonne of a feedstock brings to the digester: volatile solids, methane expected at the plant,
 * carbon and nitrogen. The same arithmetic as the mix analysis (`feedstock-analysis.ts`), per tonne, so the
 * optimiser and the analysis page agree on a ration's figures.
 *
 * Isomorphic and pure.
 */
import { CARBON_FRACTION_OF_VOLATILE_SOLIDS } from '../feedstock-analysis.js';
import type { RationFeedstock } from './ration-inputs.js';

export interface FeedstockCoefficients {
  /** t VS per t of fresh matter: DM × VS. */
  volatileSolidsTonnesPerTonne: number;
  /** kg VS per t of fresh matter, the unit of the organic loading rate. */
  volatileSolidsKgPerTonne: number;
  /** Nm³ CH4 expected at the plant per t of fresh matter: t VS × BMP × plant yield factor. */
  methaneNm3PerTonne: number;
  /** t of carbon per t of fresh matter, estimated from the VS (CARBON_FRACTION_OF_VOLATILE_SOLIDS). */
  carbonTonnesPerTonne: number;
  /** t of nitrogen per t of fresh matter (carbon / C/N); null when the C/N is unknown. */
  nitrogenTonnesPerTonne: number | null;
}

export function feedstockCoefficients(
  feedstock: RationFeedstock,
  yieldFactor: number,
): FeedstockCoefficients {
  const volatileSolidsTonnesPerTonne =
    (feedstock.dryMatterPct / 100) * (feedstock.volatileSolidsPctOfDm / 100);
  const carbonTonnesPerTonne = volatileSolidsTonnesPerTonne * CARBON_FRACTION_OF_VOLATILE_SOLIDS;
  const ratio = feedstock.carbonNitrogenRatio;
  return {
    volatileSolidsTonnesPerTonne,
    volatileSolidsKgPerTonne: volatileSolidsTonnesPerTonne * 1000,
    methaneNm3PerTonne: volatileSolidsTonnesPerTonne * feedstock.bmpNm3PerTonneVs * yieldFactor,
    carbonTonnesPerTonne,
    nitrogenTonnesPerTonne: ratio === null ? null : carbonTonnesPerTonne / ratio,
  };
}
