/**
 * Which constraints conflict, when a programme has no solution: an irreducible infeasible subset (IIS) over
 * groups of rows, found by a deletion filter (Chinneck and Dravnieks, ORSA Journal on Computing 3 (1991)
 * 157–168): drop a group, solve for feasibility; if the rest is still infeasible, the group stays out, else it
 * is part of the conflict and goes back. What remains is infeasible, and dropping any one of its groups makes it
 * feasible. Groups rather than rows, so that the answer names rules ("the stock of maize", "the OLR").
 *
 * The groups are tried in the order given, and in blocks: a whole block is dropped at once when the rest stays
 * infeasible without it, and only split in halves when it does not (the filter then needs a few solves per group
 * of the conflict rather than one per group of the programme). A programme can hold several conflicts; the order
 * decides which one is named: groups tried first are the first to be dropped.
 *
 * Isomorphic and pure.
 */
import type { LinearProgramme } from './linear-programme.js';
import { solveLinearProgramme } from './solve-linear-programme.js';

/**
 * `groupOrder`: every group key of the programme's rows, in the order they are to be tried (a row whose group
 * is not listed is always kept, like the non-negativity of the variables). The programme must be infeasible
 * with every row; the result lists the conflict's groups in `groupOrder`'s order.
 */
export function findConflictingGroups<TTag>(
  programme: LinearProgramme<TTag>,
  groupOf: (tag: TTag) => string,
  groupOrder: readonly string[],
): string[] {
  const listedGroups: ReadonlySet<string> = new Set(groupOrder);
  const remaining = new Set(groupOrder);
  const isInfeasibleWithout = (dropped: ReadonlySet<string>): boolean => {
    const solution = solveLinearProgramme(programme, {
      includeRow: (row) => {
        const group = groupOf(row.tag);
        return !dropped.has(group) && (remaining.has(group) || !listedGroups.has(group));
      },
      isFeasibilityOnly: true,
    });
    // A solver failure proves nothing: the group is kept, so the answer may name one group too many but
    // never leaves out one that conflicts.
    return solution.status === 'infeasible';
  };

  const blocks: string[][] = [[...groupOrder]];
  while (blocks.length > 0) {
    const block = blocks.shift() ?? [];
    if (block.length === 0) continue;
    if (isInfeasibleWithout(new Set(block))) {
      for (const group of block) remaining.delete(group);
    } else if (block.length > 1) {
      const half = Math.ceil(block.length / 2);
      blocks.unshift(block.slice(0, half), block.slice(half));
    }
  }
  return groupOrder.filter((group) => remaining.has(group));
}
