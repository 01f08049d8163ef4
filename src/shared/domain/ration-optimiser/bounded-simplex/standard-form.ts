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

function largestMagnitude(values: Iterable<number>): number {
  let largest = 0;
  for (const value of values) largest = Math.max(largest, Math.abs(value));
  return largest;
}

export function toStandardForm<TTag>(programme: LinearProgramme<TTag>): StandardForm {
  const variableCount = programme.objective.length;
  const lower = new Float64Array(variableCount);
  const upper = new Float64Array(variableCount).fill(Number.POSITIVE_INFINITY);
  const rows: LinearRow<TTag>[] = [];
  for (const row of programme.rows) {
    const [term] = row.terms;
    if (term !== undefined && isUpperBoundRow(row)) {
      upper[term.variable] = Math.min(upper[term.variable] ?? Infinity, row.bound / term.coefficient);
    } else {
      rows.push(row);
    }
  }
  const rowCount = rows.length;
  const columnCount = variableCount + rowCount;
  const form: StandardForm = {
    rowCount,
    variableCount,
    columnStart: new Int32Array(variableCount + 1),
    rowOf: new Int32Array(0),
    valueOf: new Float64Array(0),
    lower: new Float64Array(columnCount),
    upper: new Float64Array(columnCount),
    cost: new Float64Array(columnCount),
    rhs: new Float64Array(rowCount),
  };
  form.lower.set(lower);
  form.upper.set(upper);

  // Count the entries of each column, then fill them in row order.
  const counts = new Int32Array(variableCount + 1);
  for (const row of rows) {
    for (const term of row.terms) {
      if (term.coefficient !== 0) counts[term.variable + 1] = (counts[term.variable + 1] ?? 0) + 1;
    }
  }
  for (let column = 0; column < variableCount; column += 1) {
    counts[column + 1] = (counts[column + 1] ?? 0) + (counts[column] ?? 0);
  }
  form.columnStart.set(counts);
  const entryCount = counts[variableCount] ?? 0;
  form.rowOf = new Int32Array(entryCount);
  form.valueOf = new Float64Array(entryCount);
  const next = counts.slice(0, variableCount);
  rows.forEach((row, rowIndex) => {
    const largest = largestMagnitude(row.terms.map((term) => term.coefficient));
    const scale = largest > 0 ? 1 / largest : 1;
    for (const term of row.terms) {
      if (term.coefficient === 0) continue;
      const entry = next[term.variable] ?? 0;
      form.rowOf[entry] = rowIndex;
      form.valueOf[entry] = term.coefficient * scale;
      next[term.variable] = entry + 1;
    }
    form.rhs[rowIndex] = row.bound * scale;
    const [slackLower, slackUpper] = slackBounds(row);
    form.lower[variableCount + rowIndex] = slackLower;
    form.upper[variableCount + rowIndex] = slackUpper;
  });

  const sign = programme.direction === 'maximize' ? -1 : 1;
  const largestCost = largestMagnitude(programme.objective);
  if (largestCost > 0) {
    programme.objective.forEach((coefficient, variable) => {
      form.cost[variable] = (sign * coefficient) / largestCost;
    });
  }
  return form;
}
