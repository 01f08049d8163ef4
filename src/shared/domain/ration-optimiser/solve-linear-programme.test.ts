import { beforeAll, describe, expect, it } from 'vitest';
import { expectSameAsHighs } from '../../../../tests/fixtures/highs-cross-check.js';
import { getHighs, toCplexLpText } from '../../../../tests/fixtures/highs-lp-text.js';
import {
  createRandomGeneralProgramme,
  createRandomRationProgramme,
  createSeededRandom,
  type TRandomRowKind,
} from '../../../../tests/fixtures/random-linear-programmes.js';
import type { LinearProgramme } from './linear-programme.js';
import { solveLinearProgramme } from './solve-linear-programme.js';

/** Solves with solveLinearProgramme and HiGHS, and compares. */
function compareWithHighs(programme: LinearProgramme<TRandomRowKind>): Promise<string> {
  return expectSameAsHighs(programme, solveLinearProgramme);
}

describe('solveLinearProgramme (yalps) against HiGHS', () => {
  beforeAll(async () => {
    await getHighs();
  });

  it('writes the CPLEX LP text HiGHS reads', () => {
    const text = toCplexLpText({
      direction: 'maximize',
      objective: [3, -2],
      rows: [
        {
          tag: 'capacity',
          terms: [
            { variable: 0, coefficient: 1.5 },
            { variable: 1, coefficient: -1 },
          ],
          sense: 'at-most',
          bound: 4,
        },
      ],
    });
    expect(text).toBe('Maximize\n obj: 3 x0 - 2 x1\nSubject To\n r0: 1.5 x0 - 1 x1 <= 4\nEnd\n');
  });

  it('finds the same optimum on 200 random ration-shaped programmes of 40 variables and 12 rows', async () => {
    const random = createSeededRandom(18);
    const statuses: string[] = [];
    for (let index = 0; index < 200; index += 1) {
      const programme = createRandomRationProgramme(random, {
        variableCount: 40,
        aggregateRowCount: 12,
        direction: index % 4 === 3 ? 'minimize' : 'maximize',
      });
      statuses.push(await compareWithHighs(programme));
    }
    expect(statuses.every((status) => status === 'optimal')).toBe(true);
  });

  it('says infeasible when HiGHS does, on ration-shaped programmes with two conflicting rows', async () => {
    const random = createSeededRandom(1818);
    for (let index = 0; index < 40; index += 1) {
      const programme = createRandomRationProgramme(random, {
        variableCount: 40,
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
        variableCount: 5 + (index % 20),
        rowCount: 3 + (index % 12),
        direction: index % 2 === 0 ? 'maximize' : 'minimize',
      });
      statuses.add(await compareWithHighs(programme));
    }
    // The sample holds both outcomes, or the comparison of statuses would prove nothing.
    expect([...statuses].sort()).toEqual(['infeasible', 'optimal']);
  });

  it('agrees on a programme without upper bounds that is unbounded', async () => {
    const programme: LinearProgramme<TRandomRowKind> = {
      direction: 'maximize',
      objective: [1, 1],
      rows: [
        {
          tag: 'general',
          terms: [
            { variable: 0, coefficient: 1 },
            { variable: 1, coefficient: -1 },
          ],
          sense: 'at-most',
          bound: 2,
        },
      ],
    };
    expect(await compareWithHighs(programme)).toBe('unbounded');
  });

  it('answers a feasibility question without an objective, and leaves out the rows it is told to', () => {
    const programme: LinearProgramme<string> = {
      direction: 'maximize',
      objective: [1],
      rows: [
        { tag: 'floor', terms: [{ variable: 0, coefficient: 1 }], sense: 'at-least', bound: 5 },
        { tag: 'cap', terms: [{ variable: 0, coefficient: 1 }], sense: 'at-most', bound: 3 },
      ],
    };
    expect(solveLinearProgramme(programme).status).toBe('infeasible');
    const withoutCap = solveLinearProgramme(programme, { includeRow: (row) => row.tag !== 'cap' });
    expect(withoutCap.status).toBe('unbounded');
    const feasibility = solveLinearProgramme(programme, {
      includeRow: (row) => row.tag !== 'cap',
      isFeasibilityOnly: true,
    });
    expect(feasibility.status).toBe('optimal');
    if (feasibility.status === 'optimal') expect(feasibility.values[0]).toBeGreaterThanOrEqual(5 - 1e-9);
  });
});
