import type { TDigestateStorage, TPlantEndUse, TUpgradingOffGas } from '../plant-profile.js';
import { DEFAULT_VALUE_FACTOR, type GhgValues, type TGhgBasis, type TGhgPathway } from './ghg-values.js';

/**
 * One pathway's emission terms, gCO2eq/MJ (of biomethane when injected, of biogas for electricity or heat), for
 * E = eec + el + ep + etd + eu − esca − eccs − eccr. The Annex VI values give el, eu, eccs and eccr as 0 (no land
 * use change, no capture): they are not terms here. Processing ep is digestion, upgrading and compression; esca is
 * the manure credit, kept negative as Annex VI lists it, so it is added.
 */
export interface GhgEmissionTerms {
  /** eec */
  cultivation: number;
  /** ep, digestion and digestate storage. */
  processing: number;
  /** ep, upgrading to biomethane (0 when the biogas is burnt on site). */
  upgrading: number;
  /** ep, compression at the filling station (0 when the biogas is burnt on site). */
  compression: number;
  /** etd */
  transport: number;
  /** −esca, the manure credit (≤ 0). */
  manureCredit: number;
}

export const GHG_TERM_KEYS = [
  'cultivation',
  'processing',
  'upgrading',
  'compression',
  'transport',
  'manureCredit',
] as const satisfies readonly (keyof GhgEmissionTerms)[];

export interface GhgCase {
  endUse: TPlantEndUse;
  digestateStorage: TDigestateStorage;
  upgradingOffGas: TUpgradingOffGas;
}

/**
 * The terms of a pathway in the plant's case. Default values are the typical ones with the processing terms
 * (digestion, upgrading, compression) × 1.4. Only injected biomethane is upgraded and compressed.
 */
export function pathwayTerms(
  pathway: TGhgPathway,
  plantCase: GhgCase,
  basis: TGhgBasis,
  values: GhgValues,
): GhgEmissionTerms {
  const factor = basis === 'default' ? DEFAULT_VALUE_FACTOR : 1;
  const storage = plantCase.digestateStorage;
  const isUpgraded = plantCase.endUse === 'biomethane_injection';
  return {
    cultivation: values[`${pathway}.cultivation.${storage}`],
    processing: values[`${pathway}.processing.${storage}`] * factor,
    upgrading: isUpgraded ? values[`upgrading.${plantCase.upgradingOffGas}`] * factor : 0,
    compression: isUpgraded ? values.compression * factor : 0,
    transport: values[`${pathway}.transport`],
    manureCredit: values[`${pathway}.credit.${storage}`],
  };
}

export function sumTerms(terms: GhgEmissionTerms): number {
  return GHG_TERM_KEYS.reduce((total, key) => total + terms[key], 0);
}
