/**
 * A `LinearProgramme` in the form the bounded-variable simplex works on: minimise cᵀx subject to A x + s = b,
 * l ≤ (x, s) ≤ u. Column j < n is variable j (0 ≤ xⱼ ≤ uⱼ); column n + i is the slack of row i, whose bounds
 * carry the row's sense: [0, +∞) for `at-most`, (−∞, 0] for `at-least`, [0, 0] for `equal`.
 *
 * A one-term `at-most` row with a positive coefficient and a bound ≥ 0 (a stock) is not a row here but the
 * variable's upper bound: a ration of 1,000 feedstocks keeps a basis of its dozen aggregate rows instead of a
 * thousand more. Each row is divided by its largest coefficient and the costs by the largest cost (a maximisation
 * is the minimisation of −c), so the solver's absolute tolerances mean the same on every programme.
 *
 * Isomorphic and pure.
 */
import type { LinearProgramme, LinearRow } from '../linear-programme.js';

export interface StandardForm {
  /** m: the rows left after the upper bounds are taken out. */
  rowCount: number;
  /** n: the programme's variables. Columns n…n+m−1 are the slacks. */
  variableCount: number;
  /** The variables' columns over the m rows, compressed by column: column j is entries columnStart[j]…[j+1]−1. */
  columnStart: Int32Array;
  rowOf: Int32Array;
  valueOf: Float64Array;
  /** Per column (variables, then slacks). */
  lower: Float64Array;
  upper: Float64Array;
  /** Per column, of the minimisation (0 on the slacks). */
  cost: Float64Array;
  /** b, scaled as its row. */
  rhs: Float64Array;
}

/**
 * A class rather than an object literal: V8 gives every instance the constructor's map with the same field types
 * from the first call on, whereas a literal's map is rebuilt when its boilerplate is made (on its second run),
 * which threw the solver's freshly optimised loops back to the interpreter on the second solve of a process.
 */
class PackedForm implements StandardForm {
  constructor(
    readonly rowCount: number,
    readonly variableCount: number,
    readonly columnStart: Int32Array,
    readonly rowOf: Int32Array,
    readonly valueOf: Float64Array,
    readonly lower: Float64Array,
    readonly upper: Float64Array,
    readonly cost: Float64Array,
    readonly rhs: Float64Array,
  ) {}
}

export function isUpperBoundRow<TTag>(row: LinearRow<TTag>): boolean {
  const [term] = row.terms;
  return (
    row.terms.length === 1 &&
    term !== undefined &&
    term.coefficient > 0 &&
    row.sense === 'at-most' &&
    row.bound >= 0
  );
}

function slackBounds<TTag>(row: LinearRow<TTag>): [number, number] {
  switch (row.sense) {
    case 'at-most':
      return [0, Number.POSITIVE_INFINITY];
    case 'at-least':
      return [Number.NEGATIVE_INFINITY, 0];
    case 'equal':
      return [0, 0];
  }
}

function largestMagnitude(values: readonly number[]): number {
  let largest = 0;
  for (const value of values) largest = Math.max(largest, Math.abs(value));
  return largest;
}

function largestCoefficient<TTag>(row: LinearRow<TTag>): number {
  let largest = 0;
  for (const term of row.terms) largest = Math.max(largest, Math.abs(term.coefficient));
  return largest;
}

/** The rows, compressed by column (the layout pricing and B⁻¹aⱼ read), each scaled by `scales`. */
function compressByColumn<TTag>(
  rows: readonly LinearRow<TTag>[],
  variableCount: number,
  scales: Float64Array,
): Pick<StandardForm, 'columnStart' | 'rowOf' | 'valueOf'> {
  // Count the entries of each column, then fill them in row order.
  const columnStart = new Int32Array(variableCount + 1);
  for (const row of rows) {
    for (const term of row.terms) {
      if (term.coefficient !== 0) columnStart[term.variable + 1] = (columnStart[term.variable + 1] ?? 0) + 1;
    }
  }
  for (let column = 0; column < variableCount; column += 1) {
    columnStart[column + 1] = (columnStart[column + 1] ?? 0) + (columnStart[column] ?? 0);
  }
  const entryCount = columnStart[variableCount] ?? 0;
  const rowOf = new Int32Array(entryCount);
  const valueOf = new Float64Array(entryCount);
  const next = columnStart.slice(0, variableCount);
  for (let rowIndex = 0; rowIndex < rows.length; rowIndex += 1) {
    const scale = scales[rowIndex] ?? 1;
    for (const term of rows[rowIndex]?.terms ?? []) {
      if (term.coefficient === 0) continue;
      const entry = next[term.variable] ?? 0;
      rowOf[entry] = rowIndex;
      valueOf[entry] = term.coefficient * scale;
      next[term.variable] = entry + 1;
    }
  }
  return { columnStart, rowOf, valueOf };
}

export function toStandardForm<TTag>(programme: LinearProgramme<TTag>): StandardForm {
  const variableCount = programme.objective.length;
  const upperOfVariables = new Float64Array(variableCount).fill(Number.POSITIVE_INFINITY);
  const rows: LinearRow<TTag>[] = [];
  for (const row of programme.rows) {
    const [term] = row.terms;
    if (term !== undefined && isUpperBoundRow(row)) {
      const bound = row.bound / term.coefficient;
      upperOfVariables[term.variable] = Math.min(upperOfVariables[term.variable] ?? Infinity, bound);
    } else {
      rows.push(row);
    }
  }
  const rowCount = rows.length;
  const columnCount = variableCount + rowCount;
  const lower = new Float64Array(columnCount);
  const upper = new Float64Array(columnCount);
  upper.set(upperOfVariables);
  const rhs = new Float64Array(rowCount);
  const scales = new Float64Array(rowCount);
  rows.forEach((row, rowIndex) => {
    const largest = largestCoefficient(row);
    const scale = largest > 0 ? 1 / largest : 1;
    scales[rowIndex] = scale;
    rhs[rowIndex] = row.bound * scale;
    const [slackLower, slackUpper] = slackBounds(row);
    lower[variableCount + rowIndex] = slackLower;
    upper[variableCount + rowIndex] = slackUpper;
  });

  const cost = new Float64Array(columnCount);
  const sign = programme.direction === 'maximize' ? -1 : 1;
  const largestCost = largestMagnitude(programme.objective);
  if (largestCost > 0) {
    programme.objective.forEach((coefficient, variable) => {
      cost[variable] = (sign * coefficient) / largestCost;
    });
  }
  const { columnStart, rowOf, valueOf } = compressByColumn(rows, variableCount, scales);
  return new PackedForm(rowCount, variableCount, columnStart, rowOf, valueOf, lower, upper, cost, rhs);
}
