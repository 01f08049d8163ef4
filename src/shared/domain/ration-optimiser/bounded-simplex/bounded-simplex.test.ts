import { beforeAll, describe, expect, it } from 'vitest';
import { expectSameAsHighs } from '../../../../../tests/fixtures/highs-cross-check.js';
import { getHighs } from '../../../../../tests/fixtures/highs-lp-text.js';
import {
  createDegenerateProgramme,
  createRandomEqualityProgramme,
  createRandomGeneralProgramme,
  createRandomRationProgramme,
  createSeededRandom,
} from '../../../../../tests/fixtures/random-linear-programmes.js';
import type { LinearProgramme } from '../linear-programme.js';
import { solveBoundedSimplex } from './bounded-simplex.js';
import { runPrimalSimplex } from './primal-simplex.js';
import { createSlackBasisState } from './simplex-state.js';
import { toStandardForm } from './standard-form.js';

type TSolver = (programme: LinearProgramme<unknown>) => ReturnType<typeof solveBoundedSimplex>;

const bothSimplices: TSolver = (programme) => solveBoundedSimplex(toStandardForm(programme));
/** The primal simplex alone from the slack basis: the path of a programme with a variable without upper bound. */
const primalOnly: TSolver = (programme) => runPrimalSimplex(createSlackBasisState(toStandardForm(programme)));
/**
 * The same under Bland's rule from the first step (in normal use only after 50 degenerate steps in a row). It
 * cannot cycle but takes many small steps (more than the default cap on some 300-variable programmes here).
 */
const primalBland: TSolver = (programme) =>
  runPrimalSimplex(createSlackBasisState(toStandardForm(programme)), {
    degenerateRunBeforeBland: 0,
    iterationLimit: 1_000_000,
  });

/** Solves with `solver` (both simplices by default) and HiGHS, and compares. */
function compareWithHighs<TTag>(programme: LinearProgramme<TTag>, solver: TSolver = bothSimplices) {
  return expectSameAsHighs(programme, solver);
}

describe('solveBoundedSimplex against HiGHS', () => {
  beforeAll(async () => {
    await getHighs();
  });

  it('finds the optimum of 30 ration-shaped programmes of 1,000 variables and 12 rows (the bench family)', async () => {
    const random = createSeededRandom(1000);
    for (let index = 0; index < 30; index += 1) {
      const programme = createRandomRationProgramme(random, {
        variableCount: 1000,
        aggregateRowCount: 12,
        direction: index % 3 === 2 ? 'minimize' : 'maximize',
      });
      expect(await compareWithHighs(programme)).toBe('optimal');
    }
  });

  it('finds the optimum of 200 ration-shaped programmes of 40 variables, by both simplices and by the primal alone', async () => {
    const random = createSeededRandom(18);
    for (let index = 0; index < 200; index += 1) {
      const programme = createRandomRationProgramme(random, {
        variableCount: 40,
        aggregateRowCount: 12,
        direction: index % 4 === 3 ? 'minimize' : 'maximize',
      });
      expect(await compareWithHighs(programme)).toBe('optimal');
      expect(await compareWithHighs(programme, primalOnly)).toBe('optimal');
    }
  });

  it('finds the optimum of 1,000-variable programmes by the primal simplex alone too', async () => {
    const random = createSeededRandom(1001);
    for (let index = 0; index < 4; index += 1) {
      const programme = createRandomRationProgramme(random, { variableCount: 1000, aggregateRowCount: 12 });
      expect(await compareWithHighs(programme, primalOnly)).toBe('optimal');
    }
  });

  it('says infeasible when HiGHS does, on ration-shaped programmes with two conflicting rows (40 to 1,000 variables)', async () => {
    const random = createSeededRandom(1818);
    for (let index = 0; index < 40; index += 1) {
      const programme = createRandomRationProgramme(random, {
        variableCount: index < 36 ? 40 : 1000,
        aggregateRowCount: 12,
        isInfeasible: true,
      });
      expect(await compareWithHighs(programme)).toBe('infeasible');
    }
  });

  it('agrees on general programmes of ≤ and ≥ rows with coefficients of both signs, feasible or not', async () => {
    const random = createSeededRandom(2026);
    const statuses = new Set<string>();
    for (let index = 0; index < 150; index += 1) {
      const programme = createRandomGeneralProgramme(random, {
        variableCount: 5 + (index % 20) + (index % 5 === 0 ? 300 : 0),
        rowCount: 3 + (index % 12),
        direction: index % 2 === 0 ? 'maximize' : 'minimize',
      });
      statuses.add(await compareWithHighs(programme));
      await compareWithHighs(programme, primalOnly);
      await compareWithHighs(programme, primalBland);
    }
    expect([...statuses].sort()).toEqual(['infeasible', 'optimal']);
  });

  it('agrees on programmes with equality rows, some variables without an upper bound (optimal and unbounded)', async () => {
    const random = createSeededRandom(8008);
    const statuses = new Set<string>();
    for (let index = 0; index < 120; index += 1) {
      const programme = createRandomEqualityProgramme(random, {
        variableCount: index % 10 === 0 ? 400 : 8 + (index % 25),
        rowCount: 3 + (index % 9),
        direction: index % 2 === 0 ? 'maximize' : 'minimize',
        unboundedShare: index % 3 === 0 ? 0.2 : 0,
      });
      expect(programme.rows.some((row) => row.sense === 'equal')).toBe(true);
      statuses.add(await compareWithHighs(programme));
    }
    expect(statuses.has('optimal')).toBe(true);
    expect(statuses.has('unbounded')).toBe(true);
  });

  it('agrees on highly degenerate programmes (every row through one vertex, rows twice, rows through 0)', async () => {
    const random = createSeededRandom(77);
    for (let index = 0; index < 60; index += 1) {
      const programme = createDegenerateProgramme(random, {
        variableCount: index % 6 === 0 ? 300 : 10 + (index % 30),
        rowCount: 6 + (index % 20),
        direction: index % 2 === 0 ? 'maximize' : 'minimize',
      });
      expect(await compareWithHighs(programme)).toBe('optimal');
      expect(await compareWithHighs(programme, primalOnly)).toBe('optimal');
      expect(await compareWithHighs(programme, primalBland)).toBe('optimal');
    }
  });

  it('says unbounded for a programme whose objective grows without end, and infeasible for one broken at 0', async () => {
    const variableCount = 200;
    const objective = Array.from({ length: variableCount }, (_, variable) => (variable === 7 ? 1 : 0));
    const everyVariable = objective.map((_, variable) => ({ variable, coefficient: 1 }));
    const unbounded: LinearProgramme<string> = {
      direction: 'maximize',
      objective,
      rows: [{ tag: 'floor', terms: everyVariable, sense: 'at-least', bound: 5 }],
    };
    expect(await compareWithHighs(unbounded)).toBe('unbounded');
    const broken: LinearProgramme<string> = {
      direction: 'maximize',
      objective,
      rows: [
        { tag: 'floor', terms: everyVariable, sense: 'at-least', bound: 5 },
        { tag: 'cap', terms: everyVariable, sense: 'at-most', bound: 4 },
      ],
    };
    expect(await compareWithHighs(broken)).toBe('infeasible');
  });

  it('puts every variable at a bound when no row binds, and at its stock when every gain is positive', async () => {
    const random = createSeededRandom(5);
    const stocksOnly = createRandomRationProgramme(random, { variableCount: 500, aggregateRowCount: 0 });
    const programme: LinearProgramme<string> = {
      ...stocksOnly,
      rows: [
        ...stocksOnly.rows,
        {
          tag: 'capacity',
          terms: stocksOnly.objective.map((_, variable) => ({ variable, coefficient: 1 })),
          sense: 'at-most',
          bound: 1e6,
        },
      ],
    };
    const ours = solveBoundedSimplex(toStandardForm(programme));
    expect(ours.status).toBe('optimal');
    if (ours.status !== 'optimal') return;
    programme.rows.forEach((row) => {
      const [term] = row.terms;
      if (row.tag !== 'upper-bound' || term === undefined) return;
      // A zero gain may rest anywhere; a positive one is at its stock.
      const expected = (programme.objective[term.variable] ?? 0) > 0 ? row.bound : ours.values[term.variable];
      expect(ours.values[term.variable]).toBe(expected);
    });
    expect(await compareWithHighs(programme)).toBe('optimal');

    const mixed = {
      ...programme,
      direction: 'minimize' as const,
      objective: programme.objective.map((c) => c - 150),
    };
    const mixedOurs = solveBoundedSimplex(toStandardForm(mixed));
    expect(mixedOurs.status).toBe('optimal');
    if (mixedOurs.status !== 'optimal') return;
    mixed.objective.forEach((cost, variable) => {
      const stock = programme.rows[variable]?.bound ?? 0;
      if (cost > 0) expect(mixedOurs.values[variable]).toBe(0);
      if (cost < 0) expect(mixedOurs.values[variable]).toBe(stock);
    });
    expect(await compareWithHighs(mixed)).toBe('optimal');
  });

  it('fails rather than answers when its iteration cap is reached', () => {
    const random = createSeededRandom(3);
    const programme = createRandomRationProgramme(random, { variableCount: 300, aggregateRowCount: 12 });
    expect(solveBoundedSimplex(toStandardForm(programme), 3)).toEqual({ status: 'failed' });
    expect(solveBoundedSimplex(toStandardForm(programme)).status).toBe('optimal');
  });

  it('reads one-term at-most rows as upper bounds and leaves every other row a row', () => {
    const form = toStandardForm<string>({
      direction: 'maximize',
      objective: [2, -4],
      rows: [
        { tag: 'stock', terms: [{ variable: 0, coefficient: 2 }], sense: 'at-most', bound: 6 },
        { tag: 'stock', terms: [{ variable: 0, coefficient: 1 }], sense: 'at-most', bound: 5 },
        { tag: 'floor', terms: [{ variable: 1, coefficient: 1 }], sense: 'at-least', bound: 1 },
        { tag: 'negative', terms: [{ variable: 1, coefficient: 1 }], sense: 'at-most', bound: -1 },
        {
          tag: 'mix',
          terms: [
            { variable: 0, coefficient: 4 },
            { variable: 1, coefficient: -2 },
          ],
          sense: 'equal',
          bound: 8,
        },
      ],
    });
    expect(form.rowCount).toBe(3);
    expect([...form.upper]).toEqual([3, Infinity, 0, Infinity, 0]);
    expect([...form.lower]).toEqual([0, 0, -Infinity, 0, 0]);
    // Rows divided by their largest coefficient; a maximisation as the minimisation of −c / max |c|.
    expect([...form.rhs]).toEqual([1, -1, 2]);
    expect([...form.cost]).toEqual([-0.5, 1, 0, 0, 0]);
  });
});
