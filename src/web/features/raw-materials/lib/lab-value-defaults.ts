import {
  getReferenceFeedstock,
  isReferenceFeedstockKey,
  type TAnalysisValueKey,
  type TFeedstockSourceKey,
} from '../../../../shared/domain/feedstock-defaults';

/** The four lab fields of the form, each standing for one analysis value of the shared table. */
export const labValueFields = [
  'humidityRate',
  'volatileSolidsRate',
  'methanePotential',
  'carbonNitrogenRatio',
] as const;
export type TLabValueField = (typeof labValueFields)[number];

const analysisKeyOfField: Readonly<Record<TLabValueField, TAnalysisValueKey>> = {
  humidityRate: 'dryMatterPct',
  volatileSolidsRate: 'volatileSolidsPctOfDm',
  methanePotential: 'bmp',
  carbonNitrogenRatio: 'carbonNitrogenRatio',
};

/** Moisture from dry matter, rounded to the hundredth the column keeps: 100 − 8.9 reads 91.1. */
export function humidityFromDryMatter(dryMatterPct: number): number {
  return Math.round((100 - dryMatterPct) * 100) / 100;
}

/** What applies to a lab field left empty: said under the field as its hint. */
export type TLabValueDefault =
  | {
      kind: 'default';
      /** In the field's own unit: a humidity default is 100 − the reference's dry matter. */
      value: number;
      /** Dry matter, for the humidity field (the table gives DM; the form asks for moisture). */
      dryMatterPct?: number;
      sourceKey: TFeedstockSourceKey;
      /** The shared table marks this value as one to measure (low confidence, "use measured DM"). */
      isLabAdvised: boolean;
    }
  /** A reference without a safe value for this field (agro-industrial by-products): a lab value is required. */
  | { kind: 'noSafeDefault'; isBmp: boolean }
  /** No public C/N for this feedstock: without a lab C/N it stays out of the mix C/N. */
  | { kind: 'noCarbonNitrogen' }
  /** No reference chosen (type "other"): only a lab value counts. */
  | { kind: 'noReference' };

/**
 * The default a lab field falls back to when left empty, for the chosen reference ('' or an unknown key:
 * none). Mirrors the analysis (`feedstock-analysis.ts`), so the hint says exactly what will be computed.
 */
export function labValueDefault(referenceKey: string, field: TLabValueField): TLabValueDefault {
  if (!isReferenceFeedstockKey(referenceKey)) return { kind: 'noReference' };
  const reference = getReferenceFeedstock(referenceKey);
  const key = analysisKeyOfField[field];
  const isLabAdvised = reference.labAdvisedFor.includes(key);

  if (key === 'carbonNitrogenRatio') {
    const ratio = reference.carbonNitrogenRatio;
    if (ratio === null) return { kind: 'noCarbonNitrogen' };
    return { kind: 'default', value: ratio.value, sourceKey: ratio.sourceKey, isLabAdvised };
  }
  const value = reference[key];
  if (value === null) return { kind: 'noSafeDefault', isBmp: key === 'bmp' };
  if (key === 'dryMatterPct') {
    return {
      kind: 'default',
      value: humidityFromDryMatter(value),
      dryMatterPct: value,
      sourceKey: reference.sourceKey,
      isLabAdvised,
    };
  }
  return { kind: 'default', value, sourceKey: reference.sourceKey, isLabAdvised };
}
