import type { TRawMaterialType } from '../../feedstock-defaults.js';
import type { TGhgPathway } from './ghg-values.js';

/**
 * The Annex VI pathway a lot counts under, from its type. Annex VI gives biomethane values for manure, maize whole
 * plant and biowaste only: every crop (silage, cereal, legume, fodder) takes the maize whole-plant values (to
 * check for crops other than maize), by-products and other inputs the biowaste ones.
 */
export const GHG_PATHWAY_OF_TYPE = {
  manure: 'manure',
  slurry: 'manure',
  silage: 'maize',
  cereal: 'maize',
  legume: 'maize',
  fodder: 'maize',
  'by-product': 'biowaste',
  other: 'biowaste',
} as const satisfies Record<TRawMaterialType, TGhgPathway>;

/** The types whose pathway is an approximation (crops counted as maize whole plant): "à vérifier". */
export const GHG_APPROXIMATE_TYPES: readonly TRawMaterialType[] = ['cereal', 'legume', 'fodder'];

export function ghgPathwayOf(type: TRawMaterialType): TGhgPathway {
  return GHG_PATHWAY_OF_TYPE[type];
}
