import { beforeAll, describe, expect, it } from 'vitest';
import { getHighs, solveWithHighs } from '../../../../tests/fixtures/highs-lp-text.js';
import {
  createRandomGeneralProgramme,
  createRandomRationProgramme,
  createSeededRandom,
  type TRandomRowKind,
} from '../../../../tests/fixtures/random-linear-programmes.js';
import { findConflictingGroups } from './find-conflicting-groups.js';
import type { LinearProgramme, LinearRow } from './linear-programme.js';
import { solveLinearProgramme } from './solve-linear-programme.js';

/** Each row its own group, named by its index. */
function withRowGroups(
  programme: LinearProgramme<TRandomRowKind>,
): LinearProgramme<{ kind: TRandomRowKind; group: string }> {
  return {
    ...programme,
    rows: programme.rows.map((row, index) => ({ ...row, tag: { kind: row.tag, group: `r${index}` } })),
  };
}

function keepGroups<TTag extends { group: string }>(
  programme: LinearProgramme<TTag>,
  groups: ReadonlySet<string>,
): LinearProgramme<TTag> {
  return { ...programme, rows: programme.rows.filter((row: LinearRow<TTag>) => groups.has(row.tag.group)) };
}

/** Checked by HiGHS, not by the solver the filter used: the subset is infeasible and each group is needed. */
async function expectIrreducible<TTag extends { group: string }>(
  programme: LinearProgramme<TTag>,
  conflict: readonly string[],
): Promise<void> {
  const feasibility = { ...programme, objective: programme.objective.map(() => 0) };
  expect((await solveWithHighs(keepGroups(feasibility, new Set(conflict)))).status).toBe('infeasible');
  for (const group of conflict) {
    const others = new Set(conflict.filter((other) => other !== group));
    expect((await solveWithHighs(keepGroups(feasibility, others))).status).toBe('optimal');
  }
}

describe('findConflictingGroups (deletion filter)', () => {
  beforeAll(async () => {
    await getHighs();
  });

  it('finds the two rows that cannot hold together among 60 others', async () => {
    const random = createSeededRandom(91);
    for (let index = 0; index < 20; index += 1) {
      const programme = withRowGroups(
        createRandomRationProgramme(random, { variableCount: 40, aggregateRowCount: 12, isInfeasible: true }),
      );
      const order = programme.rows.map((row) => row.tag.group);
      const conflict = findConflictingGroups(programme, (tag) => tag.group, order);
      expect(conflict.length).toBeGreaterThanOrEqual(2);
      await expectIrreducible(programme, conflict);
    }
  });

  it('gives an irreducible subset on general infeasible programmes, HiGHS agreeing', async () => {
    const random = createSeededRandom(4242);
    let checked = 0;
    while (checked < 25) {
      const programme = withRowGroups(
        createRandomGeneralProgramme(random, { variableCount: 8, rowCount: 12, direction: 'maximize' }),
      );
      if (solveLinearProgramme(programme, { isFeasibilityOnly: true }).status !== 'infeasible') continue;
      const order = programme.rows.map((row) => row.tag.group);
      await expectIrreducible(
        programme,
        findConflictingGroups(programme, (tag) => tag.group, order),
      );
      checked += 1;
    }
  });

  it('names a group once for all its rows, keeps the rows of unlisted groups, and follows the order', () => {
    // x ≤ 1 (group "cap", two rows), x ≥ 3 ("floor"), x ≥ 2 ("other floor"), y ≤ 5 (unlisted, always kept).
    const row = (
      group: string,
      sense: 'at-most' | 'at-least',
      bound: number,
      variable = 0,
    ): LinearRow<{ group: string }> => ({
      tag: { group },
      terms: [{ variable, coefficient: 1 }],
      sense,
      bound,
    });
    const programme: LinearProgramme<{ group: string }> = {
      direction: 'maximize',
      objective: [0, 0],
      rows: [
        row('cap', 'at-most', 1),
        row('cap', 'at-most', 4),
        row('floor', 'at-least', 3),
        row('other floor', 'at-least', 2),
        row('free', 'at-most', 5, 1),
      ],
    };
    const groupOf = (tag: { group: string }) => tag.group;
    // Two conflicts: {cap, floor} and {cap, other floor}; the group tried first is the first dropped.
    expect(findConflictingGroups(programme, groupOf, ['floor', 'other floor', 'cap'])).toEqual([
      'other floor',
      'cap',
    ]);
    expect(findConflictingGroups(programme, groupOf, ['other floor', 'floor', 'cap'])).toEqual([
      'floor',
      'cap',
    ]);
  });
});
