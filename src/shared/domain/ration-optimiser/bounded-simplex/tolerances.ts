/**
 * The tolerances of the bounded simplex, on the standard form's scale (every row divided by its largest
 * coefficient, the costs by the largest cost), so that they mean the same on every programme.
 *
 * Isomorphic and pure.
 */

/** A basic value outside its bounds by more than this is infeasible. */
export const feasibilityTolerance = 1e-9;
/** A reduced cost must improve the objective by more than this per unit for its column to enter. */
export const optimalityTolerance = 1e-9;
/** Entries of B⁻¹aⱼ (or of a row of B⁻¹A) below this are not pivoted on. */
export const pivotTolerance = 1e-9;
/** Pivots between two fresh computations of B⁻¹ and of the basic values (rounding piles up otherwise). */
export const refactorInterval = 50;
