/**
 * The ratio test of the bounded-variable simplex: how far the entering column may move before a basic column
 * reaches a bound, or before the entering column reaches its own other bound (a bound flip: no pivot, the basis
 * stays). Basic column i moves by rate[i] per unit of step.
 *
 * Harris' two passes (P. M. J. Harris, Mathematical Programming 5 (1973) 1–28): the first finds the largest step
 * allowed when every bound is relaxed by a small tolerance; the second, among the columns that block within that
 * step, takes the one that moves fastest (the largest pivot), which keeps the basis well conditioned on degenerate
 * vertices. Under Bland's rule (anti-cycling) the textbook test instead: the smallest ratio, ties to the smallest
 * column index.
 *
 * A basic column already outside its bounds (phase one only) blocks when it reaches the bound it breaks: the step
 * stops at the first point where the sum of infeasibilities changes slope, so that sum never grows.
 *
 * Isomorphic and pure.
 */

export type RatioTestOutcome =
  | { kind: 'flip'; step: number }
  | { kind: 'pivot'; step: number; position: number; isLeavingAtUpper: boolean }
  | { kind: 'unbounded' };

export interface RatioTestInput {
  /** Per basis position: the basic column. */
  basis: Int32Array;
  /** Per column: its value and bounds. */
  values: Float64Array;
  lower: Float64Array;
  upper: Float64Array;
  /** Per basis position: change of the basic value per unit of step. */
  rate: Float64Array;
  /** How far the entering column can move between its bounds (+∞ if one is infinite). */
  enteringRange: number;
  isBland: boolean;
  /** A basic value outside its bounds by more than this is infeasible; Harris relaxes bounds by half of it. */
  feasibilityTolerance: number;
  /** Rates smaller than this are taken as 0 (no pivot on them). */
  pivotTolerance: number;
}

interface Blocking {
  /** Ratio to the bound relaxed by Harris' tolerance. */
  relaxed: number;
  /** Ratio to the bound itself (≥ 0). */
  exact: number;
  isAtUpper: boolean;
}

/** Whether basic position i blocks the step, and if so where (written into `blocking`). */
function blockingOf(input: RatioTestInput, position: number, blocking: Blocking): boolean {
  const rate = input.rate[position] ?? 0;
  if (Math.abs(rate) <= input.pivotTolerance) return false;
  const column = input.basis[position] ?? 0;
  const value = input.values[column] ?? 0;
  const lower = input.lower[column] ?? 0;
  const upper = input.upper[column] ?? 0;
  const relax = input.feasibilityTolerance / 2;
  const tolerance = input.feasibilityTolerance;
  if (value < lower - tolerance) {
    // Infeasible below: blocks on reaching its lower bound, from below.
    if (rate <= 0) return false;
    blocking.exact = (lower - value) / rate;
    blocking.relaxed = (lower - value + relax) / rate;
    blocking.isAtUpper = false;
    return true;
  }
  if (value > upper + tolerance) {
    if (rate >= 0) return false;
    blocking.exact = (value - upper) / -rate;
    blocking.relaxed = (value - upper + relax) / -rate;
    blocking.isAtUpper = true;
    return true;
  }
  if (rate < 0) {
    if (lower === Number.NEGATIVE_INFINITY) return false;
    blocking.exact = Math.max(0, (value - lower) / -rate);
    blocking.relaxed = Math.max(0, (value - lower + relax) / -rate);
    blocking.isAtUpper = false;
    return true;
  }
  if (upper === Number.POSITIVE_INFINITY) return false;
  blocking.exact = Math.max(0, (upper - value) / rate);
  blocking.relaxed = Math.max(0, (upper - value + relax) / rate);
  blocking.isAtUpper = true;
  return true;
}

function harris(input: RatioTestInput): RatioTestOutcome {
  const m = input.basis.length;
  const blocking: Blocking = { relaxed: 0, exact: 0, isAtUpper: false };
  let bound = Number.POSITIVE_INFINITY;
  for (let position = 0; position < m; position += 1) {
    if (blockingOf(input, position, blocking)) bound = Math.min(bound, blocking.relaxed);
  }
  if (input.enteringRange <= bound) {
    return input.enteringRange === Number.POSITIVE_INFINITY
      ? { kind: 'unbounded' }
      : { kind: 'flip', step: input.enteringRange };
  }
  let chosen = -1;
  let chosenRate = 0;
  let step = 0;
  let isLeavingAtUpper = false;
  for (let position = 0; position < m; position += 1) {
    if (!blockingOf(input, position, blocking) || blocking.exact > bound) continue;
    const rate = Math.abs(input.rate[position] ?? 0);
    if (rate > chosenRate) {
      chosen = position;
      chosenRate = rate;
      step = blocking.exact;
      isLeavingAtUpper = blocking.isAtUpper;
    }
  }
  return { kind: 'pivot', step, position: chosen, isLeavingAtUpper };
}

function bland(input: RatioTestInput): RatioTestOutcome {
  const m = input.basis.length;
  const blocking: Blocking = { relaxed: 0, exact: 0, isAtUpper: false };
  let chosen = -1;
  let step = Number.POSITIVE_INFINITY;
  let isLeavingAtUpper = false;
  for (let position = 0; position < m; position += 1) {
    if (!blockingOf(input, position, blocking)) continue;
    const isTie = Math.abs(blocking.exact - step) <= 1e-12 * Math.max(1, step);
    const isSmallerColumn = chosen < 0 || (input.basis[position] ?? 0) < (input.basis[chosen] ?? 0);
    if ((isTie && isSmallerColumn) || (!isTie && blocking.exact < step)) {
      chosen = position;
      step = blocking.exact;
      isLeavingAtUpper = blocking.isAtUpper;
    }
  }
  if (input.enteringRange <= step) {
    return input.enteringRange === Number.POSITIVE_INFINITY
      ? { kind: 'unbounded' }
      : { kind: 'flip', step: input.enteringRange };
  }
  return { kind: 'pivot', step, position: chosen, isLeavingAtUpper };
}

export function ratioTest(input: RatioTestInput): RatioTestOutcome {
  return input.isBland ? bland(input) : harris(input);
}
