/**
 * The inverse of the simplex basis B (m × m, dense, row-major on a Float64Array): with the stock bounds taken out
 * of the rows, m is the dozen aggregate rows of a ration, so a dense inverse is a few hundred numbers. It is
 * updated in place at each pivot (one elimination step, O(m²)) and computed afresh from B every few dozen pivots
 * (Gauss–Jordan with partial pivoting, O(m³)) so that rounding does not pile up.
 *
 * Isomorphic and pure (state kept in the instance only).
 */
import type { StandardForm } from './standard-form.js';

/** A pivot of the refactorisation below this size (B's columns are scaled to at most 1) means B is singular. */
const singularPivot = 1e-11;

export class BasisInverse {
  readonly size: number;
  private readonly inverse: Float64Array;
  private readonly work: Float64Array;

  constructor(size: number) {
    this.size = size;
    this.inverse = new Float64Array(size * size);
    this.work = new Float64Array(size * size);
  }

  /** B⁻¹ from the basis' columns; false when B is (numerically) singular. */
  refactor(form: StandardForm, basis: Int32Array): boolean {
    const m = this.size;
    const matrix = this.work;
    const inverse = this.inverse;
    matrix.fill(0);
    inverse.fill(0);
    for (let position = 0; position < m; position += 1) {
      const column = basis[position] ?? 0;
      if (column >= form.variableCount) {
        matrix[(column - form.variableCount) * m + position] = 1;
      } else {
        const end = form.columnStart[column + 1] ?? 0;
        for (let entry = form.columnStart[column] ?? 0; entry < end; entry += 1) {
          matrix[(form.rowOf[entry] ?? 0) * m + position] = form.valueOf[entry] ?? 0;
        }
      }
      inverse[position * m + position] = 1;
    }
    for (let pivotColumn = 0; pivotColumn < m; pivotColumn += 1) {
      let pivotRow = pivotColumn;
      for (let row = pivotColumn + 1; row < m; row += 1) {
        if (
          Math.abs(matrix[row * m + pivotColumn] ?? 0) > Math.abs(matrix[pivotRow * m + pivotColumn] ?? 0)
        ) {
          pivotRow = row;
        }
      }
      const pivot = matrix[pivotRow * m + pivotColumn] ?? 0;
      if (Math.abs(pivot) < singularPivot) return false;
      if (pivotRow !== pivotColumn) {
        swapRows(matrix, m, pivotRow, pivotColumn);
        swapRows(inverse, m, pivotRow, pivotColumn);
      }
      scaleRow(matrix, m, pivotColumn, 1 / pivot);
      scaleRow(inverse, m, pivotColumn, 1 / pivot);
      for (let row = 0; row < m; row += 1) {
        const factor = row === pivotColumn ? 0 : (matrix[row * m + pivotColumn] ?? 0);
        if (factor === 0) continue;
        subtractRow(matrix, m, row, pivotColumn, factor);
        subtractRow(inverse, m, row, pivotColumn, factor);
      }
    }
    return true;
  }

  /** out = B⁻¹ aⱼ, aⱼ the column j of [A I]. */
  solveColumn(form: StandardForm, column: number, out: Float64Array): void {
    const m = this.size;
    const inverse = this.inverse;
    if (column >= form.variableCount) {
      const row = column - form.variableCount;
      for (let position = 0; position < m; position += 1) out[position] = inverse[position * m + row] ?? 0;
      return;
    }
    out.fill(0);
    const end = form.columnStart[column + 1] ?? 0;
    for (let entry = form.columnStart[column] ?? 0; entry < end; entry += 1) {
      const row = form.rowOf[entry] ?? 0;
      const value = form.valueOf[entry] ?? 0;
      for (let position = 0; position < m; position += 1) {
        out[position] = (out[position] ?? 0) + (inverse[position * m + row] ?? 0) * value;
      }
    }
  }

  /** out = row `position` of B⁻¹ (eᵣᵀ B⁻¹: with it, the row of B⁻¹A of one basic column). */
  rowOfInverse(position: number, out: Float64Array): void {
    const m = this.size;
    for (let row = 0; row < m; row += 1) out[row] = this.inverse[position * m + row] ?? 0;
  }

  /** out = B⁻¹ v. */
  solveVector(vector: Float64Array, out: Float64Array): void {
    const m = this.size;
    const inverse = this.inverse;
    for (let position = 0; position < m; position += 1) {
      let sum = 0;
      for (let row = 0; row < m; row += 1) sum += (inverse[position * m + row] ?? 0) * (vector[row] ?? 0);
      out[position] = sum;
    }
  }

  /** out = (cᵀ B⁻¹)ᵀ: the row prices y for the basic costs c (one per basis position). */
  solveRow(basicCosts: Float64Array, out: Float64Array): void {
    const m = this.size;
    const inverse = this.inverse;
    out.fill(0);
    for (let position = 0; position < m; position += 1) {
      const cost = basicCosts[position] ?? 0;
      if (cost === 0) continue;
      for (let row = 0; row < m; row += 1) {
        out[row] = (out[row] ?? 0) + cost * (inverse[position * m + row] ?? 0);
      }
    }
  }

  /** The basis after the column of `alpha` (= B⁻¹ aⱼ) replaces the one at `position`: one elimination step. */
  pivot(alpha: Float64Array, position: number): void {
    const m = this.size;
    scaleRow(this.inverse, m, position, 1 / (alpha[position] ?? 1));
    for (let row = 0; row < m; row += 1) {
      const factor = row === position ? 0 : (alpha[row] ?? 0);
      if (factor !== 0) subtractRow(this.inverse, m, row, position, factor);
    }
  }
}

function swapRows(matrix: Float64Array, m: number, a: number, b: number): void {
  for (let column = 0; column < m; column += 1) {
    const held = matrix[a * m + column] ?? 0;
    matrix[a * m + column] = matrix[b * m + column] ?? 0;
    matrix[b * m + column] = held;
  }
}

function scaleRow(matrix: Float64Array, m: number, row: number, factor: number): void {
  for (let column = 0; column < m; column += 1)
    matrix[row * m + column] = (matrix[row * m + column] ?? 0) * factor;
}

/** row `target` −= factor × row `source`. */
function subtractRow(matrix: Float64Array, m: number, target: number, source: number, factor: number): void {
  for (let column = 0; column < m; column += 1) {
    matrix[target * m + column] =
      (matrix[target * m + column] ?? 0) - factor * (matrix[source * m + column] ?? 0);
  }
}
