// Row group `optimiser`, the feed-ration optimiser in this process (the built shared code, what the server and the
// page run), timed solve by solve with performance.now(): p50 and p95 (nearest rank) and p99 of a fixed number
// of runs after warm-up runs, ours and the baseline alternating run by run so that both see the same machine.
//  (r) a daily ration of 40 lots (tests/fixtures/ration-requests.ts: the domain.md feedstock table with a spread
//      of DM, VS, BMP, default C/N (cattle slurry: none), stocks and prices; a 6,000 m³ digester, a 30-day
//      horizon, a year at 12.5 % main crops, the default soft C/N window) through `optimiseRation`: validation,
//      model, solve, the soft window's stages when needed, the ration's figures and binding constraints.
//      Baseline: yalps alone on the same ration's final linear programme, already written as a yalps model: the
//      least any yalps-based optimiser must spend, so the ratio is the cost of everything we add around it.
//  (s) random linear programmes of 1,000 variables and 12 ration-like rows plus a stock bound per variable (the
//      family of the HiGHS cross-check, tests/fixtures/random-linear-programmes.ts, at 1,000 variables), one new
//      programme per run from a fixed seed, through `solveLinearProgramme`: our bounded-variable simplex
//      (ration-optimiser/bounded-simplex/, docs/adr/0008: each stock a bound of its variable, not a row, so the
//      basis is the 12 aggregate rows; the dual simplex with bound flipping from the cheaper bounds, then the
//      primal simplex finishing and checking from a fresh factorisation), and the check of its point against
//      every row. Baseline: yalps alone on the whole prebuilt model, as in (r): a dense tableau of
//      (rows + 1) × (variables + 1), 1,013 × 1,001, with each stock bound as a row of its own (yalps has no
//      bounded variables), which these programmes, leaving most variables at their bound, fill in as they pivot
//      (seconds per solve). Goal: p95 ≤ 20 ms.
import { performance } from 'node:perf_hooks';
import { solve, type Model } from 'yalps';
import { createRealisticRationRequest } from '../tests/fixtures/ration-requests.js';
import {
  createRandomRationProgramme,
  createSeededRandom,
} from '../tests/fixtures/random-linear-programmes.js';
import {
  buildRationModel,
  optimiseRation,
  solveLinearProgramme,
  toYalpsModel,
  validateRationRequest,
} from './built-server-modules.js';
import { reportProgress } from './report-progress.js';
import type { ResultRow } from './results-table.js';

const rationLotCount = 40;
/** A seed whose ration keeps the C/N window and reaches the retention, mix DM, C/N, stock and budget limits. */
const rationSeed = 43;
const rationWarmUpRuns = 50;
const rationRuns = 500;

const randomVariableCount = 1000;
const randomAggregateRowCount = 12;
const randomWarmUpRuns = 1;
/** The baseline takes seconds per run (see above): 10 programmes, so p95 and p99 are the slowest of them. */
const randomRuns = 10;

interface Timings {
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentile of sorted durations. */
function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function timingsOf(durations: readonly number[]): Timings {
  const sorted = [...durations].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
}

function timeOnce(work: () => unknown): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

function milliseconds(value: number): string {
  if (value >= 100) return `${Math.round(value).toLocaleString('en-US')} ms`;
  return `${value.toFixed(value >= 10 ? 1 : 2)} ms`;
}

function isClose(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Two decimals, or two significant digits for a ratio under 0.01 (which two decimals would print as 0.00). */
function ratioText(ratio: number): string {
  return ratio >= 0.01 ? ratio.toFixed(2) : ratio.toPrecision(2);
}

function createRow(measure: string, ours: Timings, baseline: Timings): ResultRow {
  return {
    measure,
    ours: `p50 ${milliseconds(ours.p50)}, p95 ${milliseconds(ours.p95)}`,
    baseline: `p50 ${milliseconds(baseline.p50)}, p95 ${milliseconds(baseline.p95)}`,
    ratio: `${ratioText(ours.p50 / baseline.p50)} (p95 ${ratioText(ours.p95 / baseline.p95)})`,
    p99Ours: milliseconds(ours.p99),
    p99Baseline: milliseconds(baseline.p99),
  };
}

function measureRationRow(): ResultRow {
  reportProgress(`optimiser: a ${rationLotCount}-lot ration, ${rationRuns} runs`);
  const request = createRealisticRationRequest(rationSeed, rationLotCount);
  const validation = validateRationRequest(request);
  if (!validation.isValid) throw new Error('the bench ration request is invalid');
  const { min, max } = validation.request.carbonNitrogen;
  const programme = buildRationModel(validation.request, { carbonNitrogenWindow: { min, max } }).programme;
  const bareModel = toYalpsModel(programme);

  const ration = optimiseRation(request);
  const bare = solve(bareModel);
  if (
    ration.status !== 'optimal' ||
    bare.status !== 'optimal' ||
    !isClose(ration.methaneNm3PerDay, bare.result)
  ) {
    throw new Error(
      `the optimiser (${ration.status}) and bare yalps (${bare.status}) disagree on the ration`,
    );
  }
  if (ration.carbonNitrogen.shortfall?.belowMinPoints !== 0) {
    throw new Error('the bench ration was meant to keep its C/N window (one solve, like the baseline)');
  }

  for (let run = 0; run < rationWarmUpRuns; run += 1) {
    optimiseRation(request);
    solve(bareModel);
  }
  const ours: number[] = [];
  const baseline: number[] = [];
  for (let run = 0; run < rationRuns; run += 1) {
    ours.push(timeOnce(() => optimiseRation(request)));
    baseline.push(timeOnce(() => solve(bareModel)));
  }
  return createRow(
    `(r) optimiseRation, ${rationLotCount} lots, soft C/N, vs bare yalps on its LP (${rationRuns} runs)`,
    timingsOf(ours),
    timingsOf(baseline),
  );
}

function measureRandomProgrammeRow(): ResultRow {
  reportProgress(
    `optimiser: random LPs of ${randomVariableCount} variables, ${randomWarmUpRuns + randomRuns} runs (the baseline's take seconds each)`,
  );
  const random = createSeededRandom(randomVariableCount);
  const next = () => {
    const programme = createRandomRationProgramme(random, {
      variableCount: randomVariableCount,
      aggregateRowCount: randomAggregateRowCount,
    });
    const bareModel: Model<number, number> = toYalpsModel(programme);
    return { programme, bareModel };
  };
  const ours: number[] = [];
  const baseline: number[] = [];
  for (let run = 0; run < randomWarmUpRuns + randomRuns; run += 1) {
    const { programme, bareModel } = next();
    let objective = Number.NaN;
    const oursMs = timeOnce(() => {
      const solution = solveLinearProgramme(programme);
      if (solution.status === 'optimal') objective = solution.objective;
    });
    let bareObjective = Number.NaN;
    const baselineMs = timeOnce(() => {
      bareObjective = solve(bareModel).result;
    });
    if (!isClose(objective, bareObjective)) {
      throw new Error(`run ${run}: ours (${objective}) and bare yalps (${bareObjective}) disagree`);
    }
    if (run < randomWarmUpRuns) continue;
    ours.push(oursMs);
    baseline.push(baselineMs);
  }
  return createRow(
    `(s) solveLinearProgramme, random LP ${randomVariableCount} vars × ${randomAggregateRowCount} rows + bounds, vs bare yalps (${randomRuns} runs; goal p95 ≤ 20 ms)`,
    timingsOf(ours),
    timingsOf(baseline),
  );
}

export function measureOptimiserRows(): ResultRow[] {
  return [measureRationRow(), measureRandomProgrammeRow()];
}
