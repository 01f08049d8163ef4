/**
 * What a production reading may hold (spec §5 "production", issue 18 point 1): the bounds a value must lie in
 * to be stored. The spec's own bounds: biogas 0–10 000 m³, CHP energy 0–50 000 kWh, temperature −20–80 °C,
 * pH 0–14. The others are physical (a percentage, a ratio) or generous plant ranges, so a typo is refused.
 * These are not the process limits of domain.md (a pH of 6.5 is stored, then flagged as an anomaly).
 */
/** Every figure of a reading, in the order forms, files and checks list them. */
export const PRODUCTION_MEASURES = [
  'biogasM3',
  'biomethaneNm3PerHour',
  'kwhProduced',
  'temperatureC',
  'ph',
  'fosTac',
  'methanePercent',
  'h2sPpm',
] as const;

export type TProductionMeasure = (typeof PRODUCTION_MEASURES)[number];

export const PRODUCTION_READING_BOUNDS: Readonly<
  Record<TProductionMeasure, { readonly min: number; readonly max: number }>
> = {
  biogasM3: { min: 0, max: 10_000 },
  biomethaneNm3PerHour: { min: 0, max: 5_000 },
  kwhProduced: { min: 0, max: 50_000 },
  temperatureC: { min: -20, max: 80 },
  ph: { min: 0, max: 14 },
  fosTac: { min: 0, max: 5 },
  methanePercent: { min: 0, max: 100 },
  h2sPpm: { min: 0, max: 50_000 },
};

/** Longest free note of a reading. */
export const PRODUCTION_NOTES_MAX_LENGTH = 1000;
