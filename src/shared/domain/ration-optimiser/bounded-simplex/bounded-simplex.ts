/**
 * A simplex with bounded variables, for the large programmes (docs/adr/0008): the variables' stocks are bounds,
 * not rows, so the basis has one column per aggregate row (a dozen for a ration) whatever the number of
 * feedstocks. From the slack basis, the dual simplex (dual-simplex.ts) when every variable can start at its
 * cheaper bound, which takes a ration close to or at its optimum in a few dozen pivots; then the primal simplex
 * (primal-simplex.ts) from wherever that stopped, which finishes, checks from a fresh factorisation and answers:
 * optimal, infeasible, unbounded, or failed (its iteration cap, a singular basis) rather than a wrong answer.
 *
 * Isomorphic and pure.
 */
import { placeAtCheaperBounds, runDualSimplex } from './dual-simplex.js';
import { defaultIterationLimit, runPrimalSimplex, type BoundedSimplexOutcome } from './primal-simplex.js';
import { createSlackBasisState } from './simplex-state.js';
import type { StandardForm } from './standard-form.js';

export function solveBoundedSimplex(
  form: StandardForm,
  iterationLimit: number = defaultIterationLimit(form),
): BoundedSimplexOutcome {
  const state = createSlackBasisState(form);
  if (placeAtCheaperBounds(state)) runDualSimplex(state, iterationLimit);
  return runPrimalSimplex(state, { iterationLimit });
}
