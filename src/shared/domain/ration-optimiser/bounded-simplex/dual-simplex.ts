/**
 * The dual simplex with bounded variables and the bound-flipping ratio test (Kostina 2002; Koberstein, "The dual
 * simplex method, techniques for a fast and stable implementation", 2005, ch. 3). From the slack basis with every
 * variable at its cheaper bound (dual feasible when each variable the objective wants higher has an upper bound:
 * every stock), each iteration takes the basic column furthest outside its bounds and brings it back: the
 * variables whose reduced costs the step passes through are flipped to their other bound in one go (a ration's
 * capacity row given back by dozens of stocks at once), and the last one enters the basis. The primal simplex
 * (primal-simplex.ts) takes a ration of 1,000 feedstocks there in hundreds of pivots, one variable at a time;
 * this takes a few dozen.
 *
 * It only prepares: it stops at a basis it believes optimal, or at a row it cannot repair (infeasible), or at
 * its iteration cap, and the primal simplex goes on from that basis, checks it from a fresh factorisation and
 * gives the answer.
 *
 * Isomorphic and pure.
 */
import { computeReducedCosts } from './pricing.js';
import {
  atLower,
  atUpper,
  fillPhaseTwoCosts,
  isBasic,
  refactorState,
  type SimplexState,
} from './simplex-state.js';
import { feasibilityTolerance, pivotTolerance, refactorInterval } from './tolerances.js';

export type DualSimplexOutcome = 'optimal' | 'infeasible' | 'stopped';

/**
 * Puts every variable at the bound its cost prefers (the upper one when the minimised cost is negative), which
 * makes the slack basis dual feasible. False, and nothing changed, when a variable would need an infinite bound.
 */
export function placeAtCheaperBounds(state: SimplexState): boolean {
  const { form, place, values } = state;
  for (let column = 0; column < form.variableCount; column += 1) {
    if ((form.cost[column] ?? 0) < 0 && !Number.isFinite(form.upper[column] ?? 0)) return false;
  }
  for (let column = 0; column < form.variableCount; column += 1) {
    const isUp = (form.cost[column] ?? 0) < 0;
    place[column] = isUp ? atUpper : atLower;
    values[column] = isUp ? (form.upper[column] ?? 0) : (form.lower[column] ?? 0);
  }
  return true;
}

/** The basis position furthest outside its bounds, or −1 when every basic column is within them. */
function leavingPosition(state: SimplexState): number {
  const { form, basis, values } = state;
  let chosen = -1;
  let worst = feasibilityTolerance;
  for (let position = 0; position < basis.length; position += 1) {
    const column = basis[position] ?? 0;
    const value = values[column] ?? 0;
    const outside = Math.max((form.lower[column] ?? 0) - value, value - (form.upper[column] ?? 0));
    if (outside > worst) {
      chosen = position;
      worst = outside;
    }
  }
  return chosen;
}

/** rowAlpha[j] = (eᵣᵀ B⁻¹) aⱼ for every nonbasic column j. */
function computePivotRow(state: SimplexState, rho: Float64Array, rowAlpha: Float64Array): void {
  const { form, place } = state;
  for (let column = 0; column < form.variableCount; column += 1) {
    if (place[column] === isBasic) continue;
    let sum = 0;
    const end = form.columnStart[column + 1] ?? 0;
    for (let entry = form.columnStart[column] ?? 0; entry < end; entry += 1) {
      sum += (rho[form.rowOf[entry] ?? 0] ?? 0) * (form.valueOf[entry] ?? 0);
    }
    rowAlpha[column] = sum;
  }
  for (let row = 0; row < form.rowCount; row += 1) rowAlpha[form.variableCount + row] = rho[row] ?? 0;
}

/**
 * The breakpoints of a ratio test: candidate columns and their ratios, the first `count` entries in use. A class,
 * not an object literal, for the same reason as the standard form's (standard-form.ts).
 */
class Breakpoints {
  readonly columns: Int32Array;
  readonly ratios: Float64Array;
  count = 0;

  constructor(size: number) {
    this.columns = new Int32Array(size);
    this.ratios = new Float64Array(size);
  }
}

/**
 * The nonbasic columns whose move brings the leaving value towards its bound (`towardsUpper`: it must rise), each
 * with the dual step at which its reduced cost reaches 0, into `found` (unordered).
 */
function collectBreakpoints(
  state: SimplexState,
  rowAlpha: Float64Array,
  towardsUpper: boolean,
  found: Breakpoints,
): void {
  const { form, place, reducedCosts } = state;
  found.count = 0;
  for (let column = 0; column < place.length; column += 1) {
    const where = place[column];
    if (where === isBasic || (form.upper[column] ?? 0) - (form.lower[column] ?? 0) <= 0) continue;
    // x_B,r = β − Σ αⱼxⱼ: raising it takes αⱼ < 0 from the lower bound (xⱼ rises), or αⱼ > 0 from the upper
    // one (xⱼ falls); lowering it, the opposite signs.
    const alpha = rowAlpha[column] ?? 0;
    const effect = (where === atLower ? -alpha : alpha) * (towardsUpper ? 1 : -1);
    if (effect <= pivotTolerance) continue;
    // dⱼ ≥ 0 at the lower bound, ≤ 0 at the upper one; a rounding of the wrong sign counts as 0.
    const reducedCost = reducedCosts[column] ?? 0;
    found.columns[found.count] = column;
    found.ratios[found.count] = Math.max(0, where === atLower ? reducedCost : -reducedCost) / Math.abs(alpha);
    found.count += 1;
  }
}

/** Restores the min-heap order (on the ratio) of entries [0, size) below `start`. */
function siftDown(found: Breakpoints, start: number, size: number): void {
  const { columns, ratios } = found;
  const column = columns[start] ?? 0;
  const ratio = ratios[start] ?? 0;
  let parent = start;
  for (;;) {
    let child = 2 * parent + 1;
    if (child >= size) break;
    if (child + 1 < size && (ratios[child + 1] ?? 0) < (ratios[child] ?? 0)) child += 1;
    if ((ratios[child] ?? 0) >= ratio) break;
    columns[parent] = columns[child] ?? 0;
    ratios[parent] = ratios[child] ?? 0;
    parent = child;
  }
  columns[parent] = column;
  ratios[parent] = ratio;
}

/**
 * The breakpoints as a min-heap on their ratio, in O(count): the ratio test usually passes a few dozen of them
 * in order out of hundreds, and sometimes hundreds (the first iteration on a ration), so neither sorting them
 * all nor selecting each one by a scan.
 */
function heapify(found: Breakpoints): void {
  for (let start = (found.count >> 1) - 1; start >= 0; start -= 1) siftDown(found, start, found.count);
}

/** Moves the smallest breakpoint of the heap [0, size) to size − 1, the heap now [0, size − 1). */
function popSmallest(found: Breakpoints, size: number): void {
  const { columns, ratios } = found;
  const last = size - 1;
  const column = columns[0] ?? 0;
  const ratio = ratios[0] ?? 0;
  columns[0] = columns[last] ?? 0;
  ratios[0] = ratios[last] ?? 0;
  columns[last] = column;
  ratios[last] = ratio;
  siftDown(found, 0, last);
}

/** Flips a nonbasic column to its other bound, adding its change times its column to `change` (per row). */
function flip(state: SimplexState, column: number, change: Float64Array): void {
  const { form, place, values } = state;
  const isNowAtUpper = place[column] === atLower;
  const next = isNowAtUpper ? (form.upper[column] ?? 0) : (form.lower[column] ?? 0);
  const delta = next - (values[column] ?? 0);
  place[column] = isNowAtUpper ? atUpper : atLower;
  values[column] = next;
  if (column >= form.variableCount) {
    const row = column - form.variableCount;
    change[row] = (change[row] ?? 0) + delta;
    return;
  }
  const end = form.columnStart[column + 1] ?? 0;
  for (let entry = form.columnStart[column] ?? 0; entry < end; entry += 1) {
    const row = form.rowOf[entry] ?? 0;
    change[row] = (change[row] ?? 0) + (form.valueOf[entry] ?? 0) * delta;
  }
}

export function runDualSimplex(state: SimplexState, iterationLimit: number): DualSimplexOutcome {
  const { form, basis, place, values, alpha, reducedCosts } = state;
  const m = form.rowCount;
  const rho = new Float64Array(m);
  const rowAlpha = new Float64Array(place.length);
  const change = new Float64Array(m);
  const shift = new Float64Array(m);
  const found = new Breakpoints(place.length);
  let pivots = refactorInterval;
  for (let iteration = 0; iteration < iterationLimit; iteration += 1) {
    if (pivots >= refactorInterval) {
      if (!refactorState(state)) return 'stopped';
      fillPhaseTwoCosts(state, state.basicCosts);
      computeReducedCosts(state, false);
      pivots = 0;
    }
    const position = leavingPosition(state);
    if (position < 0) return 'optimal';
    const leaving = basis[position] ?? 0;
    const isBelow = (values[leaving] ?? 0) < (form.lower[leaving] ?? 0);
    const target = isBelow ? (form.lower[leaving] ?? 0) : (form.upper[leaving] ?? 0);
    state.inverse.rowOfInverse(position, rho);
    computePivotRow(state, rho, rowAlpha);

    // Bound-flipping ratio test: pass the breakpoints while flipping their columns still leaves the row short.
    collectBreakpoints(state, rowAlpha, isBelow, found);
    heapify(found);
    let slope = Math.abs((values[leaving] ?? 0) - target);
    let heapSize = found.count;
    let entering = -1;
    while (heapSize > 0) {
      popSmallest(found, heapSize);
      heapSize -= 1;
      const column = found.columns[heapSize] ?? 0;
      const range = (form.upper[column] ?? 0) - (form.lower[column] ?? 0);
      const gain = Math.abs(rowAlpha[column] ?? 0) * range;
      if (!Number.isFinite(gain) || gain >= slope) {
        entering = column;
        break;
      }
      slope -= gain;
    }
    if (entering < 0) return 'infeasible';
    const dualStep = (reducedCosts[entering] ?? 0) / (rowAlpha[entering] ?? 1);

    // The breakpoints passed, popped to the end of the heap's arrays after the entering column, are flipped.
    change.fill(0);
    for (let index = found.count - 1; index > heapSize; index -= 1)
      flip(state, found.columns[index] ?? 0, change);
    if (found.count - 1 > heapSize) {
      state.inverse.solveVector(change, shift);
      for (let row = 0; row < m; row += 1) {
        const column = basis[row] ?? 0;
        values[column] = (values[column] ?? 0) - (shift[row] ?? 0);
      }
    }

    // Reduced costs after the step; the leaving column's is −dualStep (of the sign its bound asks).
    for (let column = 0; column < place.length; column += 1) {
      if (place[column] !== isBasic) {
        reducedCosts[column] = (reducedCosts[column] ?? 0) - dualStep * (rowAlpha[column] ?? 0);
      }
    }
    reducedCosts[entering] = 0;
    reducedCosts[leaving] = -dualStep;

    state.inverse.solveColumn(form, entering, alpha);
    const pivot = alpha[position] ?? 0;
    if (Math.abs(pivot) <= pivotTolerance) return 'stopped';
    const primalStep = ((values[leaving] ?? 0) - target) / pivot;
    for (let row = 0; row < m; row += 1) {
      const column = basis[row] ?? 0;
      values[column] = (values[column] ?? 0) - primalStep * (alpha[row] ?? 0);
    }
    values[entering] = (values[entering] ?? 0) + primalStep;
    values[leaving] = target;
    place[leaving] = isBelow ? atLower : atUpper;
    basis[position] = entering;
    place[entering] = isBasic;
    state.inverse.pivot(alpha, position);
    pivots += 1;
  }
  return 'stopped';
}
