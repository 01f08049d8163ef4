/**
 * The primal simplex with bounded variables (Dantzig's upper-bounding technique): a variable that goes from one
 * bound to the other is a bound flip, without a pivot or a new pricing. It starts from any basis (the slack basis,
 * or where the dual simplex stopped) and is the one that gives the answer (see bounded-simplex.ts).
 *
 * One loop for both phases (a composite phase one): while a basic column is outside its bounds the costs are
 * those of the sum of infeasibilities (phase one); once none is, the programme's own (phase two). Phase one
 * ending with an infeasibility left means the programme has no solution. Harris' ratio test, Dantzig's pricing,
 * and Bland's rule after a run of degenerate steps (it cannot cycle) until a step moves again. The basis inverse
 * and the basic values are computed afresh every few dozen pivots and before any answer is given, and an answer
 * is only given from such a fresh state. An iteration cap ends the loop with a failure rather than a wrong answer.
 *
 * Isomorphic and pure.
 */
import { chooseEnteringColumn, computeReducedCosts } from './pricing.js';
import { ratioTest } from './ratio-test.js';
import {
  atLower,
  atUpper,
  fillPhaseOneCosts,
  fillPhaseTwoCosts,
  isBasic,
  refactorState,
  type SimplexState,
} from './simplex-state.js';
import type { StandardForm } from './standard-form.js';
import { feasibilityTolerance, optimalityTolerance, pivotTolerance, refactorInterval } from './tolerances.js';

export type BoundedSimplexOutcome =
  | { status: 'optimal'; /** One value per variable (not the slacks). */ values: Float64Array }
  | { status: 'infeasible' }
  | { status: 'unbounded' }
  /** The iteration cap was reached, or the basis became singular: no answer rather than a wrong one. */
  | { status: 'failed' };

/** Steps (pivots or bound flips) between two fresh computations of the basic values. */
const refreshInterval = 500;
/** Degenerate steps in a row after which Bland's rule takes over (by default). */
const defaultDegenerateRunBeforeBland = 50;
/** A step shorter than this moves nothing (degenerate). */
const degenerateStep = 1e-12;

/** The default cap: far above the few pivots per row and flips per variable a programme needs. */
export function defaultIterationLimit(form: StandardForm): number {
  return 1000 + 20 * (form.rowCount + form.variableCount);
}

function hasSameCosts(a: Float64Array, b: Float64Array): boolean {
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/** Moves the entering column by `step` in `direction`, the basic columns with it. */
function move(state: SimplexState, entering: number, direction: number, step: number): void {
  const { values, basis, rate } = state;
  values[entering] = (values[entering] ?? 0) + direction * step;
  for (let position = 0; position < basis.length; position += 1) {
    const column = basis[position] ?? 0;
    values[column] = (values[column] ?? 0) + (rate[position] ?? 0) * step;
  }
}

function valuesOfVariables(state: SimplexState): Float64Array {
  const { form } = state;
  const values = state.values.slice(0, form.variableCount);
  for (let variable = 0; variable < form.variableCount; variable += 1) {
    const value = values[variable] ?? 0;
    values[variable] = Math.min(form.upper[variable] ?? 0, Math.max(form.lower[variable] ?? 0, value));
  }
  return values;
}

export interface PrimalSimplexLimits {
  iterationLimit?: number;
  /** Degenerate steps in a row after which Bland's rule takes over (0: Bland's rule throughout). */
  degenerateRunBeforeBland?: number;
}

/** Runs the primal simplex from the state's basis and nonbasic places to an answer. */
export function runPrimalSimplex(
  state: SimplexState,
  limits: PrimalSimplexLimits = {},
): BoundedSimplexOutcome {
  const {
    iterationLimit = defaultIterationLimit(state.form),
    degenerateRunBeforeBland = defaultDegenerateRunBeforeBland,
  } = limits;
  const { form, basis, place, values, alpha, rate } = state;
  const m = form.rowCount;
  const pricedCosts = new Float64Array(m);
  if (!refactorState(state)) return { status: 'failed' };
  let pivotsSinceRefactor = 0;
  let stepsSinceRefactor = 0;
  let arePricesStale = true;
  let pricedPhaseOne = false;
  let degenerateRun = 0;
  let isBland = degenerateRunBeforeBland === 0;
  const refresh = (): boolean => {
    pivotsSinceRefactor = 0;
    stepsSinceRefactor = 0;
    arePricesStale = true;
    return refactorState(state);
  };

  for (let iteration = 0; iteration < iterationLimit; iteration += 1) {
    if ((pivotsSinceRefactor >= refactorInterval || stepsSinceRefactor >= refreshInterval) && !refresh()) {
      return { status: 'failed' };
    }
    const isPhaseOne = fillPhaseOneCosts(state, feasibilityTolerance, state.basicCosts);
    if (!isPhaseOne) fillPhaseTwoCosts(state, state.basicCosts);
    if (arePricesStale || isPhaseOne !== pricedPhaseOne || !hasSameCosts(state.basicCosts, pricedCosts)) {
      computeReducedCosts(state, isPhaseOne);
      pricedCosts.set(state.basicCosts);
      pricedPhaseOne = isPhaseOne;
      arePricesStale = false;
    }

    const entering = chooseEnteringColumn(state, optimalityTolerance, isBland);
    if (entering < 0) {
      // Only a fresh state may answer: values and prices updated step by step may have drifted.
      if (stepsSinceRefactor > 0) {
        if (!refresh()) return { status: 'failed' };
        continue;
      }
      return isPhaseOne ? { status: 'infeasible' } : { status: 'optimal', values: valuesOfVariables(state) };
    }

    state.inverse.solveColumn(form, entering, alpha);
    const direction = place[entering] === atLower ? 1 : -1;
    for (let position = 0; position < m; position += 1) rate[position] = -direction * (alpha[position] ?? 0);
    const outcome = ratioTest({
      basis,
      values,
      lower: form.lower,
      upper: form.upper,
      rate,
      enteringRange: (form.upper[entering] ?? 0) - (form.lower[entering] ?? 0),
      isBland,
      feasibilityTolerance,
      pivotTolerance,
    });
    if (outcome.kind === 'unbounded') {
      // The sum of infeasibilities is bounded below: unbounded in phase one is rounding; recompute and retry.
      if (!isPhaseOne) return { status: 'unbounded' };
      if (stepsSinceRefactor === 0 || !refresh()) return { status: 'failed' };
      continue;
    }

    move(state, entering, direction, outcome.step);
    stepsSinceRefactor += 1;
    if (outcome.kind === 'flip') {
      const isNowAtUpper = place[entering] === atLower;
      place[entering] = isNowAtUpper ? atUpper : atLower;
      values[entering] = isNowAtUpper ? (form.upper[entering] ?? 0) : (form.lower[entering] ?? 0);
    } else {
      const leaving = basis[outcome.position] ?? 0;
      place[leaving] = outcome.isLeavingAtUpper ? atUpper : atLower;
      values[leaving] = outcome.isLeavingAtUpper ? (form.upper[leaving] ?? 0) : (form.lower[leaving] ?? 0);
      basis[outcome.position] = entering;
      place[entering] = isBasic;
      state.inverse.pivot(alpha, outcome.position);
      pivotsSinceRefactor += 1;
      arePricesStale = true;
    }

    if (outcome.step <= degenerateStep) {
      degenerateRun += 1;
      if (degenerateRun >= degenerateRunBeforeBland) isBland = true;
    } else {
      degenerateRun = 0;
      isBland = degenerateRunBeforeBland === 0;
    }
  }
  return { status: 'failed' };
}
