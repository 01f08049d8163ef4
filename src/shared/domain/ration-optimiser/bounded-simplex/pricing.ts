/**
 * Pricing: the reduced cost of every nonbasic column at the current basis, and the choice of the column that
 * enters. A column at its lower bound improves the (minimised) objective by increasing when its reduced cost is
 * negative; a column at its upper bound, by decreasing when it is positive. A bound flip leaves the basis and so
 * the prices unchanged: the reduced costs are only recomputed when the basis or the phase's costs change, which
 * makes the thousand flips of a large ration cheap.
 *
 * Isomorphic and pure.
 */
import { atLower, atUpper, isBasic, type SimplexState } from './simplex-state.js';

/**
 * y = (c_Bᵀ B⁻¹)ᵀ and dⱼ = cⱼ − yᵀaⱼ for every nonbasic column, cⱼ the column's own cost in phase two and 0 in
 * phase one (its costs are on the basic columns only).
 */
export function computeReducedCosts(state: SimplexState, isPhaseOne: boolean): void {
  const { form, prices, reducedCosts, place } = state;
  state.inverse.solveRow(state.basicCosts, prices);
  for (let column = 0; column < form.variableCount; column += 1) {
    if (place[column] === isBasic) {
      reducedCosts[column] = 0;
      continue;
    }
    let priced = 0;
    const end = form.columnStart[column + 1] ?? 0;
    for (let entry = form.columnStart[column] ?? 0; entry < end; entry += 1) {
      priced += (prices[form.rowOf[entry] ?? 0] ?? 0) * (form.valueOf[entry] ?? 0);
    }
    reducedCosts[column] = (isPhaseOne ? 0 : (form.cost[column] ?? 0)) - priced;
  }
  for (let row = 0; row < form.rowCount; row += 1) {
    const slack = form.variableCount + row;
    reducedCosts[slack] = place[slack] === isBasic ? 0 : -(prices[row] ?? 0);
  }
}

/** How much moving the column off its bound would improve the objective per unit (≤ 0: it would not). */
function improvementOf(state: SimplexState, column: number): number {
  const { form } = state;
  if ((form.upper[column] ?? 0) - (form.lower[column] ?? 0) <= 0) return 0;
  const reducedCost = state.reducedCosts[column] ?? 0;
  const place = state.place[column];
  if (place === atLower) return -reducedCost;
  return place === atUpper ? reducedCost : 0;
}

/**
 * The entering column, or −1 when none improves by more than `tolerance` (the basis is optimal for the phase).
 * Dantzig's rule (the largest improvement per unit), or under Bland's rule the improving column of smallest
 * index, which cannot cycle.
 */
export function chooseEnteringColumn(state: SimplexState, tolerance: number, isBland: boolean): number {
  const columnCount = state.place.length;
  let chosen = -1;
  let best = tolerance;
  for (let column = 0; column < columnCount; column += 1) {
    const improvement = improvementOf(state, column);
    if (improvement <= best) continue;
    if (isBland) return column;
    chosen = column;
    best = improvement;
  }
  return chosen;
}
