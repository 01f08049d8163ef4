/**
 * The feed-ration optimiser (domain.md "Feed-ration optimiser"): validate, build the linear programme, solve it
 * with yalps, and describe the ration, or the constraints that leave no ration possible.
 *
 * - Maximising the methane, feeding nothing always meets the constraints; a ration that can only be empty is
 *   therefore reported as infeasible, with `ration-not-empty` among the conflicting constraints.
 * - Soft C/N window: the ration model is solved with the window as hard rows first; when no non-empty ration
 *   keeps it, `build-closest-carbon-nitrogen-model.ts` finds the C/N closest to the window that the other
 *   constraints allow, and the ration model is solved again with the window widened to it. The result says how
 *   many C/N points it is out by.
 *
 * Isomorphic and pure; never throws for a request a user can make (see `validate-ration-request.ts`).
 */
import { buildClosestCarbonNitrogenModel } from './build-closest-carbon-nitrogen-model.js';
import { buildRationModel, type RationModel, type RationModelOptions } from './build-ration-model.js';
import { describeConflicts } from './describe-conflicts.js';
import { describeRation } from './describe-ration.js';
import type { RationRequest, ResolvedRationRequest } from './ration-inputs.js';
import type { RationCarbonNitrogen, RationResult } from './ration-result.js';
import { solveLinearProgramme } from './solve-linear-programme.js';
import { validateRationRequest } from './validate-ration-request.js';

type TWindow = { min: number; max: number };

/**
 * Below this methane (Nm³/day) a ration counts as empty: a millionth of what the best single feedstock could
 * give within its stock and the digester's retention and loading limits, and never below 0.001 Nm³/day (the
 * solver's precision is 1e-8: a smaller floor would read as 0).
 */
function emptyRationThreshold(request: ResolvedRationRequest, model: RationModel): number {
  const { plant, horizonDays } = request;
  const byRetention = plant.digesterVolumeM3 / plant.hrtMinDays;
  const byLoading = plant.digesterVolumeM3 * plant.olrMaxKgVsPerM3Day;
  let best = 0;
  request.feedstocks.forEach((feedstock, index) => {
    const coefficients = model.coefficients[index];
    if (coefficients === undefined) return;
    const tonnes = Math.min(
      feedstock.stockTonnes / horizonDays,
      byRetention,
      coefficients.volatileSolidsKgPerTonne > 0
        ? byLoading / coefficients.volatileSolidsKgPerTonne
        : Infinity,
    );
    best = Math.max(best, tonnes * coefficients.methaneNm3PerTonne);
  });
  return Math.max(1e-6 * best, 1e-3);
}

type TRationSolve =
  | { kind: 'ration'; values: Float64Array }
  /** Maximising the methane, the best ration is (next to) feeding nothing. */
  | { kind: 'empty' }
  | { kind: 'infeasible' }
  | { kind: 'unbounded' }
  | { kind: 'failed'; reason: 'cycled' | 'inconsistent' };

function solveRation(request: ResolvedRationRequest, model: RationModel): TRationSolve {
  const solution = solveLinearProgramme(model.programme);
  switch (solution.status) {
    case 'optimal':
      if (
        request.objective.kind === 'max-methane' &&
        solution.objective < emptyRationThreshold(request, model)
      ) {
        return { kind: 'empty' };
      }
      return { kind: 'ration', values: solution.values };
    case 'infeasible':
      return { kind: 'infeasible' };
    case 'unbounded':
      return { kind: 'unbounded' };
    case 'failed':
      return { kind: 'failed', reason: solution.reason };
  }
}

/** The conflict of a model that has no non-empty ration (`modelOptions`: how that model was built). */
function diagnose(
  request: ResolvedRationRequest,
  modelOptions: RationModelOptions,
  enforcedWindow: TWindow | null,
): RationResult {
  const plainModel = buildRationModel(request, modelOptions);
  // Maximising, the question is whether a ration that feeds something exists: the row says so. Twice the
  // emptiness threshold, so that a programme judged empty is infeasible with it by a clear margin.
  const model =
    request.objective.kind === 'max-methane'
      ? buildRationModel(request, {
          ...modelOptions,
          rationNotEmptyFloorNm3PerDay: 2 * emptyRationThreshold(request, plainModel),
        })
      : plainModel;
  if (solveLinearProgramme(model.programme, { isFeasibilityOnly: true }).status !== 'infeasible') {
    return { status: 'solver-failed', reason: 'inconsistent' };
  }
  return { status: 'infeasible', conflicts: describeConflicts(request, model, enforcedWindow) };
}

function finish(
  request: ResolvedRationRequest,
  model: RationModel,
  outcome: TRationSolve,
  enforcedWindow: TWindow | null,
  shortfall: RationCarbonNitrogen['shortfall'],
  modelOptions: RationModelOptions,
): RationResult {
  switch (outcome.kind) {
    case 'ration':
      return describeRation(
        { request, model, enforcedCarbonNitrogenWindow: enforcedWindow, carbonNitrogenShortfall: shortfall },
        outcome.values,
      );
    case 'empty':
    case 'infeasible':
      return diagnose(request, modelOptions, enforcedWindow);
    case 'unbounded':
      return { status: 'unbounded' };
    case 'failed':
      return { status: 'solver-failed', reason: outcome.reason };
  }
}

/** Slacks under this many C/N points are the solver's rounding, not a shortfall. */
const carbonNitrogenPointTolerance = 1e-9;

/**
 * The widened window is loosened by a further millionth of a point: the ration re-solved inside it must not
 * fail on the rounding of the first stage's optimum.
 */
const wideningMargin = 1e-6;

function optimiseWithSoftWindow(request: ResolvedRationRequest): RationResult {
  const window: TWindow = { min: request.carbonNitrogen.min, max: request.carbonNitrogen.max };
  const keptWindowModel = buildRationModel(request, { carbonNitrogenWindow: window });
  const keptWindow = solveRation(request, keptWindowModel);
  if (keptWindow.kind === 'ration') {
    const shortfall = { belowMinPoints: 0, aboveMaxPoints: 0 };
    return finish(request, keptWindowModel, keptWindow, window, shortfall, {});
  }
  if (keptWindow.kind === 'unbounded' || keptWindow.kind === 'failed') {
    return finish(request, keptWindowModel, keptWindow, window, null, {});
  }

  const withoutWindow: RationModelOptions = { carbonNitrogenWindow: null };
  const freeModel = buildRationModel(request, withoutWindow);
  const closest = buildClosestCarbonNitrogenModel(freeModel.programme.rows, freeModel.coefficients, window);
  const closestSolution = solveLinearProgramme(closest.programme);
  if (closestSolution.status === 'optimal') {
    const slack = (variable: number) => {
      const points = closestSolution.values[variable] ?? 0;
      return points > carbonNitrogenPointTolerance ? points : 0;
    };
    const belowMinPoints = slack(closest.belowMinVariable);
    const aboveMaxPoints = slack(closest.aboveMaxVariable);
    const widened: TWindow = {
      min: belowMinPoints > 0 ? window.min - belowMinPoints - wideningMargin : window.min,
      max: aboveMaxPoints > 0 ? window.max + aboveMaxPoints + wideningMargin : window.max,
    };
    const widenedOptions: RationModelOptions = { carbonNitrogenWindow: widened };
    const widenedModel = buildRationModel(request, widenedOptions);
    // The first stage found a ration at that C/N, so this one exists; were it judged empty (a ration of no
    // methane), the diagnosis names the conflict against the widened window.
    const outcome = solveRation(request, widenedModel);
    return finish(
      request,
      widenedModel,
      outcome,
      widened,
      { belowMinPoints, aboveMaxPoints },
      widenedOptions,
    );
  }
  // No non-empty ration of the other constraints has a feedstock of known C/N: the window cannot be checked,
  // or the other constraints conflict by themselves (the diagnosis then leaves the C/N out, rightly).
  return finish(request, freeModel, solveRation(request, freeModel), null, null, withoutWindow);
}

export function optimiseRation(request: RationRequest): RationResult {
  const validation = validateRationRequest(request);
  if (!validation.isValid) return { status: 'invalid-input', issues: validation.issues };
  const resolved = validation.request;
  if (resolved.carbonNitrogen.mode === 'soft') return optimiseWithSoftWindow(resolved);
  const model = buildRationModel(resolved);
  const window: TWindow | null =
    resolved.carbonNitrogen.mode === 'off'
      ? null
      : { min: resolved.carbonNitrogen.min, max: resolved.carbonNitrogen.max };
  return finish(resolved, model, solveRation(resolved, model), window, null, {});
}
