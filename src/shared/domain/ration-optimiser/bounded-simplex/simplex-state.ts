/**
 * Where the bounded-variable simplex stands: which column is basic at each position of the basis, where every
 * other column rests (at its lower or its upper bound), every column's value, and the work arrays of an
 * iteration. The values of the basic columns are updated step by step and recomputed from the nonbasic ones
 * (x_B = B⁻¹ (b − N x_N)) whenever the basis inverse is computed afresh, which bounds the drift.
 *
 * Isomorphic and pure (state kept in the object only).
 */
import { BasisInverse } from './basis-inverse.js';
import type { StandardForm } from './standard-form.js';

export const atLower = 0;
export const atUpper = 1;
export const isBasic = 2;

export interface SimplexState {
  form: StandardForm;
  /** Column basic at each position. */
  basis: Int32Array;
  /** Per column: atLower, atUpper or isBasic. */
  place: Int8Array;
  /** Per column. */
  values: Float64Array;
  inverse: BasisInverse;
  /** Per position: the cost of the basic column in the current phase. */
  basicCosts: Float64Array;
  /** Per row: the prices y = (c_Bᵀ B⁻¹)ᵀ. */
  prices: Float64Array;
  /** Per column: its reduced cost at those prices. */
  reducedCosts: Float64Array;
  /** Per position: B⁻¹ of the entering column. */
  alpha: Float64Array;
  /** Per position: change of the basic value per unit step of the entering column. */
  rate: Float64Array;
  /** Per row: a work vector. */
  residual: Float64Array;
}

/** A class, not an object literal, for the same reason as the standard form's (standard-form.ts). */
class WorkingState implements SimplexState {
  readonly form: StandardForm;
  readonly basis: Int32Array;
  readonly place: Int8Array;
  readonly values: Float64Array;
  readonly inverse: BasisInverse;
  readonly basicCosts: Float64Array;
  readonly prices: Float64Array;
  readonly reducedCosts: Float64Array;
  readonly alpha: Float64Array;
  readonly rate: Float64Array;
  readonly residual: Float64Array;

  constructor(form: StandardForm) {
    const m = form.rowCount;
    const columnCount = form.variableCount + m;
    this.form = form;
    this.basis = new Int32Array(m);
    this.place = new Int8Array(columnCount);
    this.values = new Float64Array(columnCount);
    this.inverse = new BasisInverse(m);
    this.basicCosts = new Float64Array(m);
    this.prices = new Float64Array(m);
    this.reducedCosts = new Float64Array(columnCount);
    this.alpha = new Float64Array(m);
    this.rate = new Float64Array(m);
    this.residual = new Float64Array(m);
  }
}

/**
 * The slack basis: every variable at its lower bound 0 (or at its upper bound when it has no finite lower one,
 * which a `LinearProgramme`'s variables always have), every slack basic.
 */
export function createSlackBasisState(form: StandardForm): SimplexState {
  const m = form.rowCount;
  const state = new WorkingState(form);
  for (let column = 0; column < form.variableCount; column += 1) {
    const lower = form.lower[column] ?? 0;
    state.place[column] = Number.isFinite(lower) ? atLower : atUpper;
    state.values[column] = Number.isFinite(lower) ? lower : (form.upper[column] ?? 0);
  }
  for (let row = 0; row < m; row += 1) {
    state.basis[row] = form.variableCount + row;
    state.place[form.variableCount + row] = isBasic;
  }
  return state;
}

/** B⁻¹ afresh and the basic values from the nonbasic ones; false when the basis is singular. */
export function refactorState(state: SimplexState): boolean {
  const { form, residual, values } = state;
  if (!state.inverse.refactor(form, state.basis)) return false;
  residual.set(form.rhs);
  for (let column = 0; column < form.variableCount; column += 1) {
    const value = values[column] ?? 0;
    if (state.place[column] === isBasic || value === 0) continue;
    const end = form.columnStart[column + 1] ?? 0;
    for (let entry = form.columnStart[column] ?? 0; entry < end; entry += 1) {
      const row = form.rowOf[entry] ?? 0;
      residual[row] = (residual[row] ?? 0) - (form.valueOf[entry] ?? 0) * value;
    }
  }
  for (let row = 0; row < form.rowCount; row += 1) {
    const slack = form.variableCount + row;
    if (state.place[slack] !== isBasic) residual[row] = (residual[row] ?? 0) - (values[slack] ?? 0);
  }
  state.inverse.solveVector(residual, state.alpha);
  for (let position = 0; position < form.rowCount; position += 1) {
    values[state.basis[position] ?? 0] = state.alpha[position] ?? 0;
  }
  return true;
}

/**
 * The basic costs of phase one (minimise the sum of infeasibilities: −1 below the lower bound, +1 above the
 * upper one, 0 within) into `costs`; whether any basic column is infeasible.
 */
export function fillPhaseOneCosts(state: SimplexState, tolerance: number, costs: Float64Array): boolean {
  const { form, basis, values } = state;
  let isInfeasible = false;
  for (let position = 0; position < basis.length; position += 1) {
    const column = basis[position] ?? 0;
    const value = values[column] ?? 0;
    let cost = 0;
    if (value < (form.lower[column] ?? 0) - tolerance) cost = -1;
    else if (value > (form.upper[column] ?? 0) + tolerance) cost = 1;
    costs[position] = cost;
    if (cost !== 0) isInfeasible = true;
  }
  return isInfeasible;
}

/** The basic costs of phase two (the programme's own) into `costs`. */
export function fillPhaseTwoCosts(state: SimplexState, costs: Float64Array): void {
  const { form, basis } = state;
  for (let position = 0; position < basis.length; position += 1) {
    costs[position] = form.cost[basis[position] ?? 0] ?? 0;
  }
}
