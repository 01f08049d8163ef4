import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import type { TMaintenanceCompletionChanges } from '../../../shared/domain/maintenance-schedule.js';
import {
  maintenanceTasks,
  type MaintenanceTaskRow,
  type NewMaintenanceTaskRow,
} from '../../db/schema/maintenance.js';
import type { DbTransaction } from '../../db/user-context.js';

/** The task, or null when the user has none with that id. */
export async function findMaintenanceTask(tx: DbTransaction, userId: string, id: string) {
  const [row] = await tx
    .select({ id: maintenanceTasks.id })
    .from(maintenanceTasks)
    .where(and(eq(maintenanceTasks.id, id), eq(maintenanceTasks.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The task, locked for the rest of the transaction. */
export async function findMaintenanceTaskForUpdate(tx: DbTransaction, userId: string, id: string) {
  const [row] = await tx
    .select()
    .from(maintenanceTasks)
    .where(and(eq(maintenanceTasks.id, id), eq(maintenanceTasks.userId, userId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Applies what completing a task changes (completeTask's columns, as they are). */
export async function applyCompletion(
  tx: DbTransaction,
  userId: string,
  id: string,
  changes: TMaintenanceCompletionChanges,
): Promise<MaintenanceTaskRow> {
  const [row] = await tx
    .update(maintenanceTasks)
    .set(changes)
    .where(and(eq(maintenanceTasks.id, id), eq(maintenanceTasks.userId, userId)))
    .returning();
  if (!row) throw new Error('maintenance task vanished while locked');
  return row;
}

/** The open tasks of an equipment that recur on running hours, locked (their counters move with its meter). */
export function findOpenRunningHoursTasksForUpdate(tx: DbTransaction, userId: string, equipmentName: string) {
  return tx
    .select()
    .from(maintenanceTasks)
    .where(
      and(
        eq(maintenanceTasks.userId, userId),
        eq(maintenanceTasks.frequency, 'running_hours'),
        notInArray(maintenanceTasks.status, ['completed', 'cancelled']),
        sql`lower(${maintenanceTasks.equipmentName}) = lower(${equipmentName})`,
      ),
    )
    .for('update');
}

export async function setLastServiceRunningHours(
  tx: DbTransaction,
  userId: string,
  id: string,
  lastServiceRunningHours: number,
) {
  await tx
    .update(maintenanceTasks)
    .set({ lastServiceRunningHours })
    .where(and(eq(maintenanceTasks.id, id), eq(maintenanceTasks.userId, userId)));
}

export async function countMaintenanceTasks(tx: DbTransaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(maintenanceTasks)
    .where(eq(maintenanceTasks.userId, userId));
  return row?.total ?? 0;
}

/**
 * Serialises the starter-plan requests of one user until the transaction ends: two clicks at once must not
 * both find the plan empty and create it twice.
 */
export async function lockStarterPlanOf(tx: DbTransaction, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`maintenance-starter-plan:${userId}`}, 0))`,
  );
}

export async function insertMaintenanceTasks(
  tx: DbTransaction,
  userId: string,
  values: readonly Omit<NewMaintenanceTaskRow, 'userId'>[],
): Promise<MaintenanceTaskRow[]> {
  if (values.length === 0) return [];
  return tx
    .insert(maintenanceTasks)
    .values(values.map((value) => ({ ...value, userId })))
    .returning();
}
