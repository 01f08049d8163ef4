/**
 * From a stored raw material (spec §3 raw_materials plus its lab columns) to the lot the analysis reads
 * (`feedstock-analysis.ts`). Shared so the page can preview a lot exactly as the server analyses it.
 */
import type { FeedstockLot } from './feedstock-analysis.js';
import {
  defaultReferenceFor,
  getReferenceFeedstock,
  isReferenceFeedstockKey,
  type TRawMaterialCategory,
  type TRawMaterialType,
  type TReferenceFeedstockKey,
} from './feedstock-defaults.js';

/** The fields of a raw material the analysis needs (the API item has them, with the same names). */
export interface RawMaterialAnalysisFields {
  id: string;
  name: string;
  type: TRawMaterialType;
  category: TRawMaterialCategory;
  /** Tonnes of fresh matter. */
  quantity: number;
  /** Lab moisture, % of fresh matter. */
  humidityRate: number | null;
  volatileSolidsRate: number | null;
  methanePotential: number | null;
  carbonNitrogenRatio: number | null;
  referenceKey: string | null;
}

/**
 * Dry matter measured by the lab, from the moisture the operator records: 100 − humidity. Rounded to the
 * hundredth the column keeps, so 100 − 91.1 reads 8.9 and not 8.900000000000006.
 */
export function dryMatterFromHumidity(humidityRate: number | null): number | null {
  return humidityRate === null ? null : Math.round((100 - humidityRate) * 100) / 100;
}

/** Whether a reference may serve a lot of this type (a maize-silage default for a slurry is a mistake). */
export function isReferenceOfType(key: string, type: TRawMaterialType): key is TReferenceFeedstockKey {
  return isReferenceFeedstockKey(key) && getReferenceFeedstock(key).type === type;
}

/**
 * The lot the analysis reads. A stored reference that is unknown or of another type (possible only for rows
 * written outside the API) falls back to the type's default rather than feeding a wrong default.
 */
export function toFeedstockLot(material: RawMaterialAnalysisFields): FeedstockLot {
  const { referenceKey, type } = material;
  return {
    id: material.id,
    name: material.name,
    type,
    category: material.category,
    freshTonnes: material.quantity,
    referenceKey:
      referenceKey !== null && isReferenceOfType(referenceKey, type)
        ? referenceKey
        : defaultReferenceFor(type),
    lab: {
      dryMatterPct: dryMatterFromHumidity(material.humidityRate),
      volatileSolidsPctOfDm: material.volatileSolidsRate,
      bmp: material.methanePotential,
      carbonNitrogenRatio: material.carbonNitrogenRatio,
    },
  };
}
