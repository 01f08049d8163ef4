/**
 * A linear programme as plain data, independent of any solver: variables 0…n−1, all ≥ 0, an objective and
 * rows. Each row carries a tag (for the ration: which rule it stands for), so the solving, the diagnosis of
 * an infeasible programme and the report can speak of rules rather than of row numbers.
 *
 * Isomorphic and pure.
 */

/** `at-most`: Σ aⱼxⱼ ≤ bound; `at-least`: Σ aⱼxⱼ ≥ bound; `equal`: Σ aⱼxⱼ = bound. */
export type TRowSense = 'at-most' | 'at-least' | 'equal';

export interface LinearTerm {
  /** Index of the variable (0…n−1). */
  variable: number;
  coefficient: number;
}

export interface LinearRow<TTag> {
  tag: TTag;
  /** Sparse: a variable appears at most once; a missing variable has coefficient 0. */
  terms: readonly LinearTerm[];
  sense: TRowSense;
  bound: number;
}

export type TOptimisationDirection = 'maximize' | 'minimize';

export interface LinearProgramme<TTag> {
  direction: TOptimisationDirection;
  /** One coefficient per variable: its length is the number of variables. */
  objective: readonly number[];
  rows: readonly LinearRow<TTag>[];
}

/** Σ aⱼxⱼ of one row at a point (a value missing from `values` reads 0). */
export function rowActivity<TTag>(row: LinearRow<TTag>, values: ArrayLike<number>): number {
  let activity = 0;
  for (const term of row.terms) activity += term.coefficient * (values[term.variable] ?? 0);
  return activity;
}

/** Σ |aⱼxⱼ|: the size of the numbers that were added up, against which a rounding error is judged. */
export function rowMagnitude<TTag>(row: LinearRow<TTag>, values: ArrayLike<number>): number {
  let magnitude = 0;
  for (const term of row.terms) magnitude += Math.abs(term.coefficient * (values[term.variable] ?? 0));
  return magnitude;
}

/** cᵀx at a point. */
export function objectiveValue<TTag>(programme: LinearProgramme<TTag>, values: ArrayLike<number>): number {
  let total = 0;
  programme.objective.forEach((coefficient, variable) => {
    total += coefficient * (values[variable] ?? 0);
  });
  return total;
}

/**
 * Relative tolerance of the checks below. The solver works to 1e-8 absolute (yalps' default precision, also
 * the rounding of the values it returns); 1e-7 of the row's own scale leaves room for that rounding summed
 * over a few hundred terms without accepting a real violation.
 */
export const ROW_TOLERANCE = 1e-7;

/** How far the point is outside the row (0 when it satisfies it), in the row's units. */
export function rowViolation<TTag>(row: LinearRow<TTag>, values: ArrayLike<number>): number {
  const activity = rowActivity(row, values);
  switch (row.sense) {
    case 'at-most':
      return Math.max(0, activity - row.bound);
    case 'at-least':
      return Math.max(0, row.bound - activity);
    case 'equal':
      return Math.abs(activity - row.bound);
  }
}

/** The tolerance of a row at a point: relative to its bound and to the size of the terms summed. */
export function rowTolerance<TTag>(row: LinearRow<TTag>, values: ArrayLike<number>): number {
  return ROW_TOLERANCE * Math.max(1, Math.abs(row.bound), rowMagnitude(row, values));
}

/** Whether the row holds with equality at the point (its limit is reached), within the tolerance. */
export function isRowBinding<TTag>(row: LinearRow<TTag>, values: ArrayLike<number>): boolean {
  return Math.abs(rowActivity(row, values) - row.bound) <= rowTolerance(row, values);
}

/** Whether every row and every non-negativity holds at the point, within the tolerance. */
export function isFeasiblePoint<TTag>(programme: LinearProgramme<TTag>, values: ArrayLike<number>): boolean {
  for (let variable = 0; variable < programme.objective.length; variable += 1) {
    const value = values[variable] ?? 0;
    if (!Number.isFinite(value) || value < -ROW_TOLERANCE) return false;
  }
  return programme.rows.every((row) => rowViolation(row, values) <= rowTolerance(row, values));
}
