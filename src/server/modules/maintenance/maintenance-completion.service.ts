import type { TCompleteMaintenanceTaskRequest } from '../../../shared/contracts/maintenance.js';
import {
  completeTask,
  MaintenanceRuleError,
  type MaintenanceCompletion,
} from '../../../shared/domain/maintenance-schedule.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import type { MaintenanceTaskRow } from '../../db/schema/maintenance.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { findEquipmentMeter } from './equipment-meters.repository.js';
import { recordMeterReading } from './equipment-meters.service.js';
import { applyCompletion, findMaintenanceTaskForUpdate } from './maintenance.repository.js';
import { findUserToday } from '../profile/user-today.js';

const taskClosed = () => new HttpError(409, 'task_closed', 'maintenance:errors.taskClosed');

/**
 * Records that a task was done (completeTask's rules): a calendar-recurring task is scheduled again from the day
 * it was done, a running-hours task counts again from the meter reading at the service, a one-off task is
 * completed. A reading given is recorded on the equipment's meter (it cannot go backwards here: a replaced meter
 * is declared through PUT /api/equipment-meters). Everything happens in the caller's transaction.
 */
export async function completeMaintenanceTask(
  tx: DbTransaction,
  userId: string,
  taskId: string,
  input: TCompleteMaintenanceTaskRequest,
  language: TLanguage,
): Promise<MaintenanceTaskRow> {
  const task = await findMaintenanceTaskForUpdate(tx, userId, taskId);
  if (!task) throw notFound();
  // Before any write (the meter reading), so a refused completion changes nothing.
  if (task.status === 'completed' || task.status === 'cancelled') throw taskClosed();

  const today = await findUserToday(tx, userId);
  const completedOn = input.completedOn ?? today;
  // 'YYYY-MM-DD' strings compare as dates.
  if (completedOn > today) {
    throw new HttpError(400, 'completed_on_in_future', 'maintenance:errors.completedOnInFuture');
  }

  let meterHours: number | null = null;
  if (input.meterHours !== undefined) {
    const meter = await recordMeterReading(
      tx,
      userId,
      { equipmentName: task.equipmentName, runningHours: input.meterHours },
      language,
    );
    meterHours = meter.runningHours;
  } else if (task.frequency === 'running_hours') {
    meterHours = (await findEquipmentMeter(tx, userId, task.equipmentName))?.runningHours ?? null;
  }
  if (task.frequency === 'running_hours' && meterHours === null) {
    throw new HttpError(400, 'meter_required', 'maintenance:errors.meterRequired', {
      equipment: task.equipmentName,
    });
  }

  const completion: MaintenanceCompletion = {
    completedOn,
    meterHours,
    // Done today: the real instant; entered late: noon UTC of that day (completeTask's default).
    ...(completedOn === today ? { completedAt: new Date() } : {}),
  };
  try {
    return await applyCompletion(tx, userId, task.id, completeTask(task, completion));
  } catch (error) {
    if (!(error instanceof MaintenanceRuleError)) throw error;
    // The checks above come first; these are what completeTask could still refuse.
    if (error.code === 'task_closed') throw taskClosed();
    throw new HttpError(400, 'completion_invalid', 'errors:validationFailed');
  }
}
