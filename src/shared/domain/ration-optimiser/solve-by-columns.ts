/**
 * Large programmes solved by column generation around yalps. yalps keeps a dense tableau with one row per
 * constraint, so a ration of 1,000 feedstocks — each with its stock as an upper bound — is a tableau of a million
 * numbers that fills in as it pivots (seconds). Yet at an optimum of a programme with m rows besides the bounds,
 * at most m variables lie strictly between 0 and their bound; the others rest at 0 or at their bound.
 *
 * So: solve the programme on a small working set of columns, the others held at 0 or at their bound, with yalps;
 * solve that restricted programme's dual with yalps too, which prices each row; a column held at 0 whose value at
 * those prices is above its cost (or held at its bound and below it) would improve the objective: add the best
 * such columns and solve again. When no column held out would improve it, the restricted dual extends to a
 * feasible dual of the whole programme with the same objective, which proves the point optimal for the whole
 * programme (weak duality): the answer is exact, not a heuristic. Whatever this path cannot settle (an
 * infeasible programme, a solve that fails, too many rounds) it hands back to the caller, which solves the whole.
 *
 * Isomorphic and pure.
 */
import type { LinearProgramme, LinearRow, LinearTerm } from './linear-programme.js';

/** What this path needs of a solver: the optimum of a (smaller) programme, or why there is none. */
export type TSolveExactly = <TTag>(
  programme: LinearProgramme<TTag>,
) => { status: 'optimal'; values: Float64Array } | { status: 'infeasible' | 'unbounded' | 'failed' };

export type ColumnGenerationOutcome =
  | { status: 'optimal'; values: Float64Array }
  | { status: 'unbounded' }
  /** This path could not settle it: solve the whole programme. */
  | { status: 'undecided' };

/** Below this many variables the whole programme is solved at once (yalps is fast there). */
export const COLUMN_GENERATION_MIN_VARIABLES = 120;

/** Rounds of pricing before giving up. */
const maxRounds = 60;

/** A column is priced as improving when its reduced cost exceeds this share of its scale. */
const pricingTolerance = 1e-9;

/** A working column within this share of a bound rests at it. */
const boundTolerance = 1e-9;

/** Phase one found a feasible point when the artificial variables sum to less than this (relative to the rows). */
const feasibilityTolerance = 1e-7;

/** The largest cost of a dual solve, after scaling (see rowPrices). */
const dualScale = 1e6;

/** Relative step of the nudge of a degenerate dual's objective (see rowPrices). */
const dualNudge = 1e-8;

/** Weight of the programme's objective in phase one, against 1 per unit of shortfall. */
const phaseOnePull = 1e-3;

interface SplitProgramme<TTag> {
  /** Per variable, its upper bound from the one-term `at-most` rows (Infinity when none). */
  upperBounds: Float64Array;
  /** Every other row. */
  rows: LinearRow<TTag>[];
  /** Per variable, its terms in `rows`: [row index in `rows`, coefficient]. */
  columns: [number, number][][];
}

function isUpperBoundRow<TTag>(row: LinearRow<TTag>): boolean {
  const [term] = row.terms;
  return (
    row.terms.length === 1 &&
    term !== undefined &&
    term.coefficient > 0 &&
    row.sense === 'at-most' &&
    row.bound >= 0
  );
}

function splitProgramme<TTag>(programme: LinearProgramme<TTag>): SplitProgramme<TTag> {
  const variableCount = programme.objective.length;
  const upperBounds = new Float64Array(variableCount).fill(Number.POSITIVE_INFINITY);
  const rows: LinearRow<TTag>[] = [];
  for (const row of programme.rows) {
    const [term] = row.terms;
    if (term !== undefined && isUpperBoundRow(row)) {
      upperBounds[term.variable] = Math.min(
        upperBounds[term.variable] ?? Infinity,
        row.bound / term.coefficient,
      );
    } else {
      rows.push(row);
    }
  }
  const columns: [number, number][][] = Array.from({ length: variableCount }, () => []);
  rows.forEach((row, rowIndex) => {
    for (const term of row.terms) columns[term.variable]?.push([rowIndex, term.coefficient]);
  });
  return { upperBounds, rows, columns };
}

/** Objective coefficients as for a maximisation (a minimisation is the maximisation of −c). */
function maximisedObjective<TTag>(programme: LinearProgramme<TTag>): number[] {
  return programme.direction === 'maximize' ? [...programme.objective] : programme.objective.map((c) => -c);
}

/** How many columns the working set keeps besides those strictly between their bounds. */
function workingSetSize(rowCount: number): number {
  return Math.max(40, 4 * rowCount);
}

/**
 * The first working set: the columns of best objective, and for each row that asks for at least something the
 * columns that give it most.
 */
function initialColumns<TTag>(split: SplitProgramme<TTag>, objective: readonly number[]): Set<number> {
  const usable = objective
    .map((_, variable) => variable)
    .filter((variable) => split.upperBounds[variable] !== 0);
  const best = usable.sort((a, b) => (objective[b] ?? 0) - (objective[a] ?? 0));
  const chosen = new Set(best.slice(0, workingSetSize(split.rows.length)));
  split.rows.forEach((row) => {
    if (row.sense === 'at-most') return;
    const direction = row.bound >= 0 ? 1 : -1;
    [...row.terms]
      .filter((term) => split.upperBounds[term.variable] !== 0)
      .sort((a, b) => direction * (b.coefficient - a.coefficient))
      .slice(0, 5)
      .forEach((term) => chosen.add(term.variable));
  });
  return chosen;
}

/**
 * Where each column stands between rounds: in the working set (solved for), or outside it, held at 0 or at its
 * upper bound. A column held at its bound moves its share of every row to the row's bound, so the restricted
 * programme stays as small as the working set however many columns end at their bound (a ration uses up most of
 * its stocks).
 */
interface ColumnSets {
  working: Set<number>;
  atUpper: Set<number>;
  /** Columns that never leave the working set (phase one's artificial variables). */
  pinned: ReadonlySet<number>;
}

/** The programme on the working set only, its variables renumbered 0…k−1 in `order`. */
function restrictedProgramme<TTag>(
  programme: LinearProgramme<TTag>,
  split: SplitProgramme<TTag>,
  order: readonly number[],
  atUpper: ReadonlySet<number>,
): LinearProgramme<TTag | 'bound'> {
  const position = new Map(order.map((variable, index) => [variable, index]));
  const rows: LinearRow<TTag | 'bound'>[] = split.rows.map((row) => {
    let bound = row.bound;
    const terms: LinearTerm[] = [];
    for (const term of row.terms) {
      const index = position.get(term.variable);
      if (index !== undefined) terms.push({ variable: index, coefficient: term.coefficient });
      else if (atUpper.has(term.variable))
        bound -= term.coefficient * (split.upperBounds[term.variable] ?? 0);
    }
    return { ...row, terms, bound };
  });
  order.forEach((variable, index) => {
    const upper = split.upperBounds[variable] ?? Infinity;
    if (Number.isFinite(upper)) {
      rows.push({
        tag: 'bound',
        terms: [{ variable: index, coefficient: 1 }],
        sense: 'at-most',
        bound: upper,
      });
    }
  });
  return {
    direction: programme.direction,
    objective: order.map((variable) => programme.objective[variable] ?? 0),
    rows,
  };
}

/**
 * The row prices of the restricted programme (its first `rowCount` rows; the others are its bounds), from its
 * dual: as a maximisation max cᵀx, rows aᵢx ≤/≥/= bᵢ, 0 ≤ x ≤ u, the dual is min Σ bᵢyᵢ + Σ uⱼwⱼ subject to
 * Σᵢ aᵢⱼyᵢ + wⱼ ≥ cⱼ, with yᵢ ≥ 0 on ≤ rows, ≤ 0 on ≥ rows, free on = rows, wⱼ ≥ 0. A programme's variables
 * being ≥ 0, yᵢ is written yᵢ⁺ − yᵢ⁻ where it may be negative. Null when the dual solve fails.
 */
function rowPrices<TTag>(
  restricted: LinearProgramme<TTag | 'bound'>,
  rowCount: number,
  solveExactly: TSolveExactly,
): Float64Array | null {
  const positiveOf = new Int32Array(rowCount).fill(-1);
  const negativeOf = new Int32Array(rowCount).fill(-1);
  const dualObjective: number[] = [];
  // Each row divided by its largest coefficient, so the dual's columns are of one size (its price multiplied
  // back below).
  const rowScales = restricted.rows
    .slice(0, rowCount)
    .map((row) => 1 / Math.max(...row.terms.map((term) => Math.abs(term.coefficient)), 1e-12));
  const rows = restricted.rows.slice(0, rowCount).map((row, rowIndex) => {
    const factor = rowScales[rowIndex] ?? 1;
    return {
      ...row,
      bound: row.bound * factor,
      terms: row.terms.map((term) => ({ variable: term.variable, coefficient: term.coefficient * factor })),
    };
  });
  rows.forEach((row, rowIndex) => {
    if (row.sense !== 'at-least') {
      positiveOf[rowIndex] = dualObjective.length;
      dualObjective.push(row.bound);
    }
    if (row.sense !== 'at-most') {
      negativeOf[rowIndex] = dualObjective.length;
      dualObjective.push(-row.bound);
    }
  });
  const columnTerms: LinearTerm[][] = restricted.objective.map(() => []);
  rows.forEach((row, rowIndex) => {
    const positive = positiveOf[rowIndex] ?? -1;
    const negative = negativeOf[rowIndex] ?? -1;
    for (const { variable, coefficient } of row.terms) {
      if (positive >= 0) columnTerms[variable]?.push({ variable: positive, coefficient });
      if (negative >= 0) columnTerms[variable]?.push({ variable: negative, coefficient: -coefficient });
    }
  });
  for (const row of restricted.rows.slice(rowCount)) {
    const [term] = row.terms;
    if (term === undefined) continue;
    columnTerms[term.variable]?.push({ variable: dualObjective.length, coefficient: 1 });
    dualObjective.push(row.bound);
  }
  // yalps rounds the values it returns to 1e-8: the costs are scaled so that the prices stand well above that
  // (phase one's costs are a millionth of the others), and the prices scaled back below.
  const costs = maximisedObjective(restricted);
  const scale = dualScale / Math.max(...costs.map(Math.abs), Number.MIN_VALUE);
  const dualRows: LinearRow<'column'>[] = columnTerms.map((terms, variable) => ({
    tag: 'column',
    terms,
    sense: 'at-least',
    bound: (costs[variable] ?? 0) * scale,
  }));
  let dual = solveExactly({ direction: 'minimize', objective: dualObjective, rows: dualRows });
  if (dual.status === 'failed') {
    // yalps' pivoting can cycle on a degenerate dual (many optimal vertices): the objective nudged by a few parts
    // in 10⁸, differently for each variable, has one optimum, within that much of the dual's own.
    const nudged = dualObjective.map((cost, index) => cost * (1 + dualNudge * (((index * 7919) % 17) - 8)));
    dual = solveExactly({ direction: 'minimize', objective: nudged, rows: dualRows });
  }
  if (dual.status !== 'optimal') return null;
  const prices = new Float64Array(rowCount);
  for (let rowIndex = 0; rowIndex < rowCount; rowIndex += 1) {
    const positive = positiveOf[rowIndex] ?? -1;
    const negative = negativeOf[rowIndex] ?? -1;
    prices[rowIndex] =
      ((positive >= 0 ? (dual.values[positive] ?? 0) : 0) -
        (negative >= 0 ? (dual.values[negative] ?? 0) : 0)) *
      ((rowScales[rowIndex] ?? 1) / scale);
  }
  return prices;
}

/** cⱼ − yᵀAⱼ of a column, relative to the size of the numbers it came from. */
function relativeReducedCost<TTag>(
  split: SplitProgramme<TTag>,
  cost: number,
  prices: Float64Array,
  variable: number,
): number {
  let priced = 0;
  let scale = Math.max(1, Math.abs(cost));
  for (const [rowIndex, coefficient] of split.columns[variable] ?? []) {
    const term = (prices[rowIndex] ?? 0) * coefficient;
    priced += term;
    scale = Math.max(scale, Math.abs(term));
  }
  return (cost - priced) / scale;
}

/**
 * One round of pricing at the restricted optimum. Returns the columns held out that would improve the objective
 * (from 0 upwards, or from their bound downwards), most improving first; and rebuilds the working set: the
 * columns strictly between their bounds, the improving ones, and the columns nearest to improving (the smallest
 * reduced costs), which hold the next round's prices close to these. Every other working column rests at a
 * bound and is held there.
 */
function priceColumns<TTag>(
  split: SplitProgramme<TTag>,
  objective: readonly number[],
  prices: Float64Array,
  sets: ColumnSets,
  valueOf: (variable: number) => number,
): number[] {
  const improving: [number, number][] = [];
  const marginal: [number, number][] = [];
  const next = new Set(sets.pinned);
  objective.forEach((cost, variable) => {
    const upper = split.upperBounds[variable] ?? Infinity;
    if (upper === 0 || sets.pinned.has(variable)) return;
    const reduced = relativeReducedCost(split, cost, prices, variable);
    if (sets.working.has(variable)) {
      const at = valueOf(variable);
      const isAtZero = at <= boundTolerance * Math.max(1, Number.isFinite(upper) ? upper : 1);
      const isAtUpper = Number.isFinite(upper) && at >= upper * (1 - boundTolerance);
      if (!isAtZero && !isAtUpper) next.add(variable);
      else marginal.push([variable, Math.abs(reduced)]);
      return;
    }
    const improvement = sets.atUpper.has(variable) ? -reduced : reduced;
    if (improvement > pricingTolerance) improving.push([variable, improvement]);
    else marginal.push([variable, Math.abs(reduced)]);
  });
  improving.sort((a, b) => b[1] - a[1]);
  const room = workingSetSize(split.rows.length);
  const entering = improving.slice(0, room).map(([variable]) => variable);
  entering.forEach((variable) => next.add(variable));
  marginal.sort((a, b) => a[1] - b[1]);
  for (const [variable] of marginal) {
    if (next.size >= sets.pinned.size + 2 * room) break;
    next.add(variable);
  }
  // Columns leaving the working set are held where the restricted optimum put them.
  for (const variable of sets.working) {
    if (next.has(variable)) continue;
    if (valueOf(variable) > 0) sets.atUpper.add(variable);
  }
  for (const variable of next) sets.atUpper.delete(variable);
  sets.working = next;
  return improving.map(([variable]) => variable);
}

type GenerationOutcome =
  | { status: 'optimal'; values: Float64Array; sets: ColumnSets }
  | { status: 'unbounded' }
  | { status: 'undecided' };

/** Prices the columns held out and brings in the improving ones until none is left (the optimum). */
function generateColumns<TTag>(
  programme: LinearProgramme<TTag>,
  sets: ColumnSets,
  solveExactly: TSolveExactly,
): GenerationOutcome {
  const split = splitProgramme(programme);
  const objective = maximisedObjective(programme);
  for (let round = 0; round < maxRounds; round += 1) {
    let order = [...sets.working];
    let restrictedModel = restrictedProgramme(programme, split, order, sets.atUpper);
    let restricted = solveExactly(restrictedModel);
    if (restricted.status === 'failed') {
      // yalps' pivoting can cycle on a degenerate programme; its ties are broken by the order of the columns,
      // and the same programme in the other order takes another path.
      order = order.reverse();
      restrictedModel = restrictedProgramme(programme, split, order, sets.atUpper);
      restricted = solveExactly(restrictedModel);
    }
    if (restricted.status === 'unbounded') return { status: 'unbounded' };
    if (restricted.status !== 'optimal') return { status: 'undecided' };
    const prices = rowPrices(restrictedModel, split.rows.length, solveExactly);
    if (prices === null) return { status: 'undecided' };
    const values = new Float64Array(programme.objective.length);
    order.forEach((variable, index) => {
      values[variable] = restricted.values[index] ?? 0;
    });
    sets.atUpper.forEach((variable) => {
      values[variable] = split.upperBounds[variable] ?? 0;
    });
    const improving = priceColumns(split, objective, prices, sets, (variable) => values[variable] ?? 0);
    if (improving.length === 0) return { status: 'optimal', values, sets };
  }
  return { status: 'undecided' };
}

/** How far a row is from holding at x = 0, in the direction an artificial variable must make up (0 if it holds). */
function shortfallAtZero<TTag>(row: LinearRow<TTag>): number {
  if (row.sense === 'at-most') return row.bound < 0 ? -1 : 0;
  if (row.sense === 'at-least') return row.bound > 0 ? 1 : 0;
  return Math.sign(row.bound);
}

/**
 * Phase one, for a programme that x = 0 does not satisfy: the same rows, each broken one given an artificial
 * variable that makes up its shortfall, and the sum of the artificial variables minimised, again by column
 * generation (the artificial variables are pinned in the working set, so the restricted programme is always
 * feasible). Gives where the columns of a feasible point stand, or null when there is none or it cannot tell.
 */
function feasibleSets<TTag>(
  programme: LinearProgramme<TTag>,
  seed: ReadonlySet<number>,
  solveExactly: TSolveExactly,
): ColumnSets | null {
  const variableCount = programme.objective.length;
  // A faint pull towards the programme's own objective: it breaks the ties of an objective that is 0 on every
  // column (on which yalps' pivoting can cycle), and starts phase two near its optimum.
  const pull = maximisedObjective(programme);
  const largest = Math.max(...pull.map(Math.abs), Number.MIN_VALUE);
  const objective = pull.map((coefficient) => (phaseOnePull * coefficient) / largest);
  const working = new Set(seed);
  const pinned = new Set<number>();
  const artificialScales: number[] = [];
  const rows = programme.rows.map((row) => {
    const shortfall = isUpperBoundRow(row) ? 0 : shortfallAtZero(row);
    if (shortfall === 0) return row;
    const artificial = objective.length;
    objective.push(-1);
    working.add(artificial);
    pinned.add(artificial);
    artificialScales.push(Math.max(1, Math.abs(row.bound)));
    return { ...row, terms: [...row.terms, { variable: artificial, coefficient: shortfall }] };
  });
  const outcome = generateColumns(
    { direction: 'maximize', objective, rows },
    { working, atUpper: new Set(), pinned },
    solveExactly,
  );
  if (outcome.status !== 'optimal') return null;
  const remaining = artificialScales.reduce(
    (sum, scale, index) => sum + (outcome.values[variableCount + index] ?? 0) / scale,
    0,
  );
  if (remaining > feasibilityTolerance) return null;
  pinned.forEach((artificial) => outcome.sets.working.delete(artificial));
  return { working: outcome.sets.working, atUpper: outcome.sets.atUpper, pinned: new Set() };
}

/**
 * The optimum of `programme` by column generation (see the file's comment), or `undecided` for the caller to
 * solve the whole programme (an infeasible programme always ends there: the whole solve says so).
 */
export function solveByColumnGeneration<TTag>(
  programme: LinearProgramme<TTag>,
  solveExactly: TSolveExactly,
): ColumnGenerationOutcome {
  const split = splitProgramme(programme);
  const seed = initialColumns(split, maximisedObjective(programme));
  const needsPhaseOne = split.rows.some((row) => shortfallAtZero(row) !== 0);
  const sets = needsPhaseOne
    ? feasibleSets(programme, seed, solveExactly)
    : { working: seed, atUpper: new Set<number>(), pinned: new Set<number>() };
  if (sets === null) return { status: 'undecided' };
  const outcome = generateColumns(programme, sets, solveExactly);
  return outcome.status === 'optimal' ? { status: 'optimal', values: outcome.values } : outcome;
}
