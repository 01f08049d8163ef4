/**
 * The plant's size class from its biomethane injection (spec §9, domain.md "Digester operating limits"): under
 * 100 Nm³/h a small unit, under 500 a medium one, under 1000 a large one, 1000 and above a very large one.
 */
export const PRODUCTION_CLASSES = ['small', 'medium', 'large', 'very-large'] as const;
export type TProductionClass = (typeof PRODUCTION_CLASSES)[number];

/** The lower bound (Nm³/h, included) of each class above the smallest. */
const classFloors: readonly [TProductionClass, number][] = [
  ['very-large', 1000],
  ['large', 500],
  ['medium', 100],
];

/** The class of an injection rate in Nm³/h; null for a value that is not a rate (negative, NaN, infinite). */
export function productionClassOf(injectionNm3PerHour: number): TProductionClass | null {
  if (!Number.isFinite(injectionNm3PerHour) || injectionNm3PerHour < 0) return null;
  return classFloors.find(([, floor]) => injectionNm3PerHour >= floor)?.[0] ?? 'small';
}
