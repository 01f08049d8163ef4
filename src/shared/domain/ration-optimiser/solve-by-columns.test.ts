import { beforeAll, describe, expect, it } from 'vitest';
import { getHighs, solveWithHighs } from '../../../../tests/fixtures/highs-lp-text.js';
import {
  createRandomGeneralProgramme,
  createRandomRationProgramme,
  createSeededRandom,
} from '../../../../tests/fixtures/random-linear-programmes.js';
import { isFeasiblePoint, objectiveValue } from './linear-programme.js';
import { COLUMN_GENERATION_MIN_VARIABLES, solveByColumnGeneration } from './solve-by-columns.js';
import { solveLinearProgramme } from './solve-linear-programme.js';

/** The optimum of a small programme by one yalps solve (below the column-generation size, so no recursion). */
const solveExactly = <TTag>(programme: Parameters<typeof solveLinearProgramme<TTag>>[0]) => {
  const solution = solveLinearProgramme(programme);
  return solution.status === 'optimal'
    ? { status: 'optimal' as const, values: solution.values }
    : { status: solution.status === 'failed' ? ('failed' as const) : solution.status };
};

const relativeGap = (ours: number, reference: number) =>
  Math.abs(ours - reference) / Math.max(1, Math.abs(reference));

describe('solveByColumnGeneration (large programmes, a few small yalps solves)', () => {
  beforeAll(async () => {
    await getHighs();
  });

  it('settles ration-shaped programmes of 300 variables itself, at the optimum HiGHS finds (1e-6)', async () => {
    const random = createSeededRandom(300);
    for (let index = 0; index < 12; index += 1) {
      const programme = createRandomRationProgramme(random, {
        variableCount: 300,
        aggregateRowCount: 12,
        direction: index % 3 === 2 ? 'minimize' : 'maximize',
      });
      const outcome = solveByColumnGeneration(programme, solveExactly);
      const highs = await solveWithHighs(programme);
      expect(outcome.status).toBe('optimal');
      expect(highs.status).toBe('optimal');
      if (outcome.status !== 'optimal' || highs.status !== 'optimal') continue;
      expect(isFeasiblePoint(programme, outcome.values)).toBe(true);
      expect(relativeGap(objectiveValue(programme, outcome.values), highs.objective)).toBeLessThanOrEqual(
        1e-6,
      );
    }
  });

  it('hands an infeasible programme back to the whole solve, which says infeasible as HiGHS does', async () => {
    const random = createSeededRandom(3003);
    for (let index = 0; index < 4; index += 1) {
      const programme = createRandomRationProgramme(random, {
        variableCount: 200,
        aggregateRowCount: 12,
        isInfeasible: true,
      });
      expect(solveByColumnGeneration(programme, solveExactly).status).toBe('undecided');
      expect(solveLinearProgramme(programme).status).toBe('infeasible');
      expect((await solveWithHighs(programme)).status).toBe('infeasible');
    }
  });

  it('answers unbounded for a large programme whose objective grows without end', () => {
    const variableCount = COLUMN_GENERATION_MIN_VARIABLES + 10;
    const objective = Array.from({ length: variableCount }, (_, variable) => (variable === 7 ? 1 : 0));
    const programme = {
      direction: 'maximize' as const,
      objective,
      rows: [
        {
          tag: 'floor',
          terms: objective.map((_, variable) => ({ variable, coefficient: 1 })),
          sense: 'at-least' as const,
          bound: 5,
        },
      ],
    };
    expect(solveLinearProgramme(programme).status).toBe('unbounded');
  });

  it('gives solveLinearProgramme the same answers as HiGHS on large general programmes of both signs', async () => {
    const random = createSeededRandom(4004);
    const statuses = new Set<string>();
    for (let index = 0; index < 8; index += 1) {
      const programme = createRandomGeneralProgramme(random, {
        variableCount: COLUMN_GENERATION_MIN_VARIABLES + 30,
        rowCount: 6 + index,
        direction: index % 2 === 0 ? 'maximize' : 'minimize',
      });
      const ours = solveLinearProgramme(programme);
      const highs = await solveWithHighs(programme);
      expect(ours.status).toBe(highs.status);
      statuses.add(ours.status);
      if (ours.status === 'optimal' && highs.status === 'optimal') {
        expect(relativeGap(ours.objective, highs.objective)).toBeLessThanOrEqual(1e-6);
        expect(isFeasiblePoint(programme, ours.values)).toBe(true);
      }
    }
    expect(statuses.has('optimal')).toBe(true);
  });
});
