import { beforeAll, describe, expect, it } from 'vitest';
import { expectSameAsHighs } from '../../../../tests/fixtures/highs-cross-check.js';
import { getHighs, solveWithHighs } from '../../../../tests/fixtures/highs-lp-text.js';
import {
  createRandomRationProgramme,
  createSeededRandom,
} from '../../../../tests/fixtures/random-linear-programmes.js';
import { findConflictingGroups } from './find-conflicting-groups.js';
import { isFeasiblePoint, type LinearProgramme } from './linear-programme.js';
import { BOUNDED_SIMPLEX_MIN_VARIABLES, solveLinearProgramme } from './solve-linear-programme.js';

/** The programme with each row tagged by its own name (kind and index), so a diagnosis names rows. */
function withRowNames<TTag>(programme: LinearProgramme<TTag>): LinearProgramme<string> {
  return {
    ...programme,
    rows: programme.rows.map((row, index) => ({ ...row, tag: `${String(row.tag)}-${index}` })),
  };
}

describe('solveLinearProgramme on large programmes (the bounded simplex)', () => {
  beforeAll(async () => {
    await getHighs();
  });

  it('finds the optimum HiGHS finds (1e-6), from the size where the bounded simplex takes over to 1,000 variables', async () => {
    const random = createSeededRandom(120);
    for (const variableCount of [BOUNDED_SIMPLEX_MIN_VARIABLES, 300, 1000]) {
      for (let index = 0; index < 4; index += 1) {
        const programme = createRandomRationProgramme(random, {
          variableCount,
          aggregateRowCount: 12,
          direction: index % 2 === 1 ? 'minimize' : 'maximize',
        });
        expect(await expectSameAsHighs(programme, solveLinearProgramme)).toBe('optimal');
      }
    }
  });

  it('answers feasibility questions on subsets of rows, as the diagnosis asks them', () => {
    const random = createSeededRandom(404);
    const programme = createRandomRationProgramme(random, {
      variableCount: 500,
      aggregateRowCount: 12,
      isInfeasible: true,
    });
    expect(solveLinearProgramme(programme).status).toBe('infeasible');
    expect(solveLinearProgramme(programme, { isFeasibilityOnly: true }).status).toBe('infeasible');
    const includeRow = (row: (typeof programme.rows)[number]) => row.tag !== 'conflict';
    const feasibility = solveLinearProgramme(programme, { includeRow, isFeasibilityOnly: true });
    expect(feasibility.status).toBe('optimal');
    if (feasibility.status !== 'optimal') return;
    expect(feasibility.objective).toBe(0);
    expect(
      isFeasiblePoint({ ...programme, rows: programme.rows.filter(includeRow) }, feasibility.values),
    ).toBe(true);
    expect(isFeasiblePoint(programme, feasibility.values)).toBe(false);
  });

  it('lets the deletion filter find an irreducible conflict among a thousand rows, checked with HiGHS', async () => {
    const random = createSeededRandom(405);
    const programme = withRowNames(
      createRandomRationProgramme(random, { variableCount: 400, aggregateRowCount: 12, isInfeasible: true }),
    );
    const names = programme.rows.map((row) => row.tag);
    const conflict = findConflictingGroups(programme, (tag) => tag, names);
    expect(conflict.filter((name) => name.startsWith('conflict-'))).toHaveLength(2);
    // Feasibility questions to HiGHS: no objective, so only "optimal" or "infeasible".
    const keeping = (kept: readonly string[]) => ({
      ...programme,
      objective: programme.objective.map(() => 0),
      rows: programme.rows.filter((row) => kept.includes(row.tag)),
    });
    expect((await solveWithHighs(keeping(conflict))).status).toBe('infeasible');
    for (const name of conflict) {
      const rest = conflict.filter((other) => other !== name);
      expect((await solveWithHighs(keeping(rest))).status).toBe('optimal');
    }
  });
});
