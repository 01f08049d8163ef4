import type { TMaintenanceCompletion } from '../../../shared/contracts/maintenance.js';
import type { DbTransaction } from '../../db/user-context.js';
import { notFound } from '../../lib/http-error.js';
import { listCompletionsOfTask, toMaintenanceCompletion } from './maintenance-completions.repository.js';
import { findMaintenanceTask } from './maintenance.repository.js';

/** The maintenance log of one task of the user, the latest service first; 404 when the user has no such task. */
export async function listTaskCompletions(
  tx: DbTransaction,
  userId: string,
  taskId: string,
): Promise<TMaintenanceCompletion[]> {
  if (!(await findMaintenanceTask(tx, userId, taskId))) throw notFound();
  return (await listCompletionsOfTask(tx, userId, taskId)).map(toMaintenanceCompletion);
}
