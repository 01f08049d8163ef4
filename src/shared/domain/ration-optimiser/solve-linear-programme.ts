/**
 * Solving a `LinearProgramme` with yalps (a dense-tableau simplex, small and dependency-light, so the same code
 * runs in the browser and on the server). This file is the only one that knows yalps: the model builder and the
 * diagnosis speak `LinearProgramme`, and the tests check this adapter against HiGHS on random programmes.
 *
 * Isomorphic and pure.
 */
import { solve, type Constraint, type Model } from 'yalps';
import { isFeasiblePoint, objectiveValue, type LinearProgramme, type LinearRow } from './linear-programme.js';
import {
  COLUMN_GENERATION_MIN_VARIABLES,
  solveByColumnGeneration,
  type TSolveExactly,
} from './solve-by-columns.js';

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
   * `cycled`: yalps stopped after its pivot limit (it assumes the simplex cycled); `inconsistent`: yalps said
   * optimal but its point breaks a row beyond the tolerance (never seen; checked so a wrong ration is never
   * shown as a right one).
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

/** The whole programme in one yalps solve. */
function solveWhole<TTag>(programme: LinearProgramme<TTag>, options: SolveOptions<TTag>): LinearSolution {
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

const solveExactly: TSolveExactly = (programme) => solveWhole(programme, {});

/**
 * The optimum of a programme, or why there is none. A large programme with an objective goes by column
 * generation (solve-by-columns.ts): the same optimum from a few small yalps solves. What that path cannot settle,
 * and every other programme, is one yalps solve of the whole.
 */
export function solveLinearProgramme<TTag>(
  programme: LinearProgramme<TTag>,
  options: SolveOptions<TTag> = {},
): LinearSolution {
  const isWholeOnly =
    options.isFeasibilityOnly === true ||
    options.includeRow !== undefined ||
    programme.objective.length < COLUMN_GENERATION_MIN_VARIABLES;
  if (!isWholeOnly) {
    const outcome = solveByColumnGeneration(programme, solveExactly);
    if (outcome.status === 'unbounded') return { status: 'unbounded' };
    if (outcome.status === 'optimal' && isFeasiblePoint(programme, outcome.values)) {
      return {
        status: 'optimal',
        objective: objectiveValue(programme, outcome.values),
        values: outcome.values,
      };
    }
  }
  return solveWhole(programme, options);
}
