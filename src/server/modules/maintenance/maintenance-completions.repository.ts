import { and, desc, eq } from 'drizzle-orm';
import type { TMaintenanceCompletion } from '../../../shared/contracts/maintenance.js';
import { users } from '../../db/schema/auth.js';
import {
  maintenanceCompletions,
  type MaintenanceCompletionRow,
  type NewMaintenanceCompletionRow,
} from '../../db/schema/maintenance-completions.js';
import type { DbTransaction } from '../../db/user-context.js';

/** Most services one answer lists (a daily task logs 365 a year; the log's CSV has them all). */
export const MAX_COMPLETIONS_LISTED = 500;

export async function insertMaintenanceCompletion(
  tx: DbTransaction,
  userId: string,
  values: Omit<NewMaintenanceCompletionRow, 'userId'>,
): Promise<MaintenanceCompletionRow> {
  const [row] = await tx
    .insert(maintenanceCompletions)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('maintenance completion not inserted');
  return row;
}

/** The services recorded on one task, the latest first. */
export function listCompletionsOfTask(tx: DbTransaction, userId: string, taskId: string) {
  return tx
    .select()
    .from(maintenanceCompletions)
    .where(and(eq(maintenanceCompletions.userId, userId), eq(maintenanceCompletions.taskId, taskId)))
    .orderBy(desc(maintenanceCompletions.completedOn), desc(maintenanceCompletions.completedAt))
    .limit(MAX_COMPLETIONS_LISTED);
}

/** The signed-in user's name, else their e-mail (the default of "done by"). */
export async function findUserName(tx: DbTransaction, userId: string): Promise<string> {
  const [row] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Error('the signed-in user has no row');
  return row.name.trim() || row.email;
}

export function toMaintenanceCompletion(row: MaintenanceCompletionRow): TMaintenanceCompletion {
  return {
    id: row.id,
    taskId: row.taskId,
    equipmentName: row.equipmentName,
    taskType: row.taskType,
    frequency: row.frequency,
    isRegulatory: row.isRegulatory,
    completedOn: row.completedOn,
    completedAt: row.completedAt.toISOString(),
    performedBy: row.performedBy,
    note: row.note,
    meterHours: row.meterHours,
    dueDate: row.dueDate,
    nextDueDate: row.nextDueDate,
  };
}

/** Most services one CSV export of the log holds (ten years of a daily round is under 4,000). */
export const MAX_COMPLETIONS_EXPORTED = 20_000;

/** The whole maintenance log of the user, the latest service first. */
export function listAllCompletions(tx: DbTransaction, userId: string) {
  return tx
    .select()
    .from(maintenanceCompletions)
    .where(eq(maintenanceCompletions.userId, userId))
    .orderBy(desc(maintenanceCompletions.completedOn), desc(maintenanceCompletions.completedAt))
    .limit(MAX_COMPLETIONS_EXPORTED);
}
