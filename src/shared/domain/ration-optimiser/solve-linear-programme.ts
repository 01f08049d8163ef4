/**
 * Solving a `LinearProgramme`: a ration-sized one with yalps (a dense-tableau simplex, small and dependency-light,
 * so the same code runs in the browser and on the server), a large one with our bounded-variable simplex
 * (bounded-simplex/, docs/adr/0008): yalps has no bounded variables, so each stock would be a row of its dense
 * tableau. This file is the only one that knows yalps and the only door to either solver: the model builder and
 * the diagnosis speak `LinearProgramme`, and the tests check both paths against HiGHS on random programmes.
 *
 * Isomorphic and pure.
 */
import { solve, type Constraint, type Model } from 'yalps';
import { solveBoundedSimplex } from './bounded-simplex/bounded-simplex.js';
import { toStandardForm } from './bounded-simplex/standard-form.js';
import { isFeasiblePoint, objectiveValue, type LinearProgramme, type LinearRow } from './linear-programme.js';

export type LinearSolution =
  | {
      status: 'optimal';
      /** cᵀx at `values` (0 for a feasibility-only solve). */
      objective: number;
      /** One value per variable. */
      values: Float64Array;
    }
  | { status: 'infeasible' }
  | { status: 'unbounded' }
  /**
   * `cycled`: the solver stopped after its pivot limit (it assumes the simplex cycled), or the bounded simplex
   * met a singular basis; `inconsistent`: the solver said optimal but its point breaks a row beyond the
   * tolerance (never seen; checked so a wrong ration is never shown as a right one).
   */
  | { status: 'failed'; reason: 'cycled' | 'inconsistent' };

export interface SolveOptions<TTag> {
  /** Solve with these rows only (the infeasibility diagnosis solves subsets). Default: every row. */
  includeRow?: (row: LinearRow<TTag>) => boolean;
  /** Whether any point satisfying the rows will do (no objective): all the diagnosis needs to know. */
  isFeasibilityOnly?: boolean;
}

/** The objective's key among yalps' constraint keys (rows are keyed by their index, from 0). */
const objectiveKey = -1;

/**
 * yalps gives up after `maxPivots` pivots (default 8192) and reports "cycled". A simplex needs a few pivots per
 * row and column; 20 per row and column leaves a wide margin at the sizes of a ration (a few dozen feedstocks)
 * and still ends a real cycle.
 */
function pivotLimit(rowCount: number, variableCount: number): number {
  return Math.max(8192, 20 * (rowCount + variableCount));
}

function toYalpsConstraint<TTag>(row: LinearRow<TTag>): Constraint {
  switch (row.sense) {
    case 'at-most':
      return { max: row.bound };
    case 'at-least':
      return { min: row.bound };
    case 'equal':
      return { equal: row.bound };
  }
}

/**
 * The yalps model of a programme, keyed by numbers: constraint k is row k, variable j is variable j. yalps
 * wants the coefficients per variable, so the rows are transposed once here.
 */
export function toYalpsModel<TTag>(
  programme: LinearProgramme<TTag>,
  options: SolveOptions<TTag> = {},
): Model<number, number> {
  const { includeRow, isFeasibilityOnly = false } = options;
  const columns: [number, number][][] = programme.objective.map((coefficient) =>
    isFeasibilityOnly || coefficient === 0 ? [] : [[objectiveKey, coefficient]],
  );
  const constraints: [number, Constraint][] = [];
  programme.rows.forEach((row, rowIndex) => {
    if (includeRow !== undefined && !includeRow(row)) return;
    constraints.push([rowIndex, toYalpsConstraint(row)]);
    for (const term of row.terms) columns[term.variable]?.push([rowIndex, term.coefficient]);
  });
  return {
    direction: programme.direction,
    ...(isFeasibilityOnly ? {} : { objective: objectiveKey }),
    constraints,
    variables: columns.map((column, variable): [number, [number, number][]] => [variable, column]),
  };
}

/** From this many variables a programme goes to the bounded simplex; below, to yalps. */
export const BOUNDED_SIMPLEX_MIN_VARIABLES = 120;

/** The programme the options ask to solve: the rows kept, and no objective for a feasibility question. */
function selectedProgramme<TTag>(
  programme: LinearProgramme<TTag>,
  options: SolveOptions<TTag>,
): LinearProgramme<TTag> {
  const { includeRow, isFeasibilityOnly = false } = options;
  return {
    direction: programme.direction,
    objective: isFeasibilityOnly ? programme.objective.map(() => 0) : programme.objective,
    rows: includeRow === undefined ? programme.rows : programme.rows.filter(includeRow),
  };
}

/** The point a solver called optimal, checked against every row it was given. */
function checkedOptimum<TTag>(
  programme: LinearProgramme<TTag>,
  options: SolveOptions<TTag>,
  values: Float64Array,
): LinearSolution {
  const { includeRow } = options;
  const checked =
    includeRow === undefined ? programme : { ...programme, rows: programme.rows.filter(includeRow) };
  if (!isFeasiblePoint(checked, values)) return { status: 'failed', reason: 'inconsistent' };
  return {
    status: 'optimal',
    objective: options.isFeasibilityOnly === true ? 0 : objectiveValue(programme, values),
    values,
  };
}

/** One yalps solve. */
function solveWithYalps<TTag>(programme: LinearProgramme<TTag>, options: SolveOptions<TTag>): LinearSolution {
  const model = toYalpsModel(programme, options);
  const variableCount = programme.objective.length;
  const solution = solve(model, { maxPivots: pivotLimit(programme.rows.length, variableCount) });
  switch (solution.status) {
    case 'infeasible':
      return { status: 'infeasible' };
    case 'unbounded':
      return { status: 'unbounded' };
    // "timedout" only ends a search for integer solutions, which these programmes never ask for.
    case 'cycled':
    case 'timedout':
      return { status: 'failed', reason: 'cycled' };
    case 'optimal':
      break;
  }
  const values = new Float64Array(variableCount);
  for (const [variable, value] of solution.variables) values[variable] = value;
  return checkedOptimum(programme, options, values);
}

/** One bounded-simplex solve. */
function solveWithBoundedSimplex<TTag>(
  programme: LinearProgramme<TTag>,
  options: SolveOptions<TTag>,
): LinearSolution {
  const outcome = solveBoundedSimplex(toStandardForm(selectedProgramme(programme, options)));
  switch (outcome.status) {
    case 'infeasible':
      return { status: 'infeasible' };
    case 'unbounded':
      return { status: 'unbounded' };
    case 'failed':
      return { status: 'failed', reason: 'cycled' };
    case 'optimal':
      return checkedOptimum(programme, options, outcome.values);
  }
}

/**
 * The optimum of a programme, or why there is none: by yalps below `BOUNDED_SIMPLEX_MIN_VARIABLES` variables,
 * by the bounded simplex from there on, with or without an objective and whatever rows are left out.
 */
export function solveLinearProgramme<TTag>(
  programme: LinearProgramme<TTag>,
  options: SolveOptions<TTag> = {},
): LinearSolution {
  return programme.objective.length < BOUNDED_SIMPLEX_MIN_VARIABLES
    ? solveWithYalps(programme, options)
    : solveWithBoundedSimplex(programme, options);
}
