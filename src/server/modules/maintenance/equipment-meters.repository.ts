import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { equipmentMeters, maintenanceTasks } from '../../db/schema/maintenance.js';
import type { DbTransaction } from '../../db/user-context.js';

/** The same equipment whatever the case of its name (the table's unique index is on lower(name)). */
const sameName = (name: string) => sql`lower(${equipmentMeters.equipmentName}) = lower(${name})`;

/** The user's meters, by name. */
export function listEquipmentMeters(tx: DbTransaction, userId: string) {
  return tx
    .select()
    .from(equipmentMeters)
    .where(eq(equipmentMeters.userId, userId))
    .orderBy(sql`lower(${equipmentMeters.equipmentName})`, asc(equipmentMeters.id))
    .limit(1000);
}

export async function findEquipmentMeter(tx: DbTransaction, userId: string, equipmentName: string) {
  const [row] = await tx
    .select()
    .from(equipmentMeters)
    .where(and(eq(equipmentMeters.userId, userId), sameName(equipmentName)))
    .limit(1);
  return row ?? null;
}

/** The meter, locked for the rest of the transaction (a reading is checked against the current one). */
export async function findEquipmentMeterForUpdate(tx: DbTransaction, userId: string, equipmentName: string) {
  const [row] = await tx
    .select()
    .from(equipmentMeters)
    .where(and(eq(equipmentMeters.userId, userId), sameName(equipmentName)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * A new meter with its first reading, or null when the equipment already has one (also when another request
 * created it a moment ago: the unique index decides, never a failed statement).
 */
export async function insertEquipmentMeterIfAbsent(
  tx: DbTransaction,
  userId: string,
  equipmentName: string,
  runningHours: number,
) {
  const [row] = await tx
    .insert(equipmentMeters)
    .values({ userId, equipmentName, runningHours })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function setEquipmentMeterHours(
  tx: DbTransaction,
  userId: string,
  id: string,
  runningHours: number,
) {
  const [row] = await tx
    .update(equipmentMeters)
    .set({ runningHours })
    .where(and(eq(equipmentMeters.id, id), eq(equipmentMeters.userId, userId)))
    .returning();
  if (!row) throw new Error('equipment meter vanished while locked');
  return row;
}

/** The meter reading of each task's equipment (tasks whose equipment has no meter are left out). */
export async function findMeterHoursOfTasks(
  tx: DbTransaction,
  userId: string,
  taskIds: readonly string[],
): Promise<Map<string, number>> {
  if (taskIds.length === 0) return new Map();
  const rows = await tx
    .select({ taskId: maintenanceTasks.id, runningHours: equipmentMeters.runningHours })
    .from(maintenanceTasks)
    .innerJoin(
      equipmentMeters,
      and(
        eq(equipmentMeters.userId, maintenanceTasks.userId),
        sql`lower(${equipmentMeters.equipmentName}) = lower(${maintenanceTasks.equipmentName})`,
      ),
    )
    .where(and(eq(maintenanceTasks.userId, userId), inArray(maintenanceTasks.id, [...taskIds])));
  return new Map(rows.map((row) => [row.taskId, row.runningHours]));
}
