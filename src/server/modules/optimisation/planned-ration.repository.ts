import { eq, sql } from 'drizzle-orm';
import type { TPlannedRation } from '../../../shared/contracts/optimisation.js';
import { plannedRations, type PlannedRationLine } from '../../db/schema/planned-rations.js';
import type { DbTransaction } from '../../db/user-context.js';

export interface NewPlannedRation {
  objective: 'max-methane' | 'min-cost';
  horizonDays: number;
  lines: PlannedRationLine[];
  methaneNm3PerDay: number;
  energyKwhPerDay: number;
}

function toPlan(row: typeof plannedRations.$inferSelect): NonNullable<TPlannedRation> {
  return {
    objective: row.objective,
    horizonDays: row.horizonDays,
    lines: row.lines,
    methaneNm3PerDay: row.methaneNm3PerDay,
    energyKwhPerDay: row.energyKwhPerDay,
    appliedAt: row.appliedAt.toISOString(),
  };
}

export async function readPlannedRation(tx: DbTransaction, userId: string): Promise<TPlannedRation> {
  const [row] = await tx.select().from(plannedRations).where(eq(plannedRations.userId, userId));
  return row ? toPlan(row) : null;
}

/** The new plan replaces the previous one. */
export async function savePlannedRation(
  tx: DbTransaction,
  userId: string,
  plan: NewPlannedRation,
): Promise<NonNullable<TPlannedRation>> {
  const appliedAt = new Date();
  const [row] = await tx
    .insert(plannedRations)
    .values({ ...plan, userId, appliedAt })
    .onConflictDoUpdate({
      target: plannedRations.userId,
      set: { ...plan, appliedAt, version: sql`${plannedRations.version} + 1`, updatedAt: appliedAt },
    })
    .returning();
  if (!row) throw new Error('planned ration not written');
  return toPlan(row);
}
