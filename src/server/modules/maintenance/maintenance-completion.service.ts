import type {
  TCompleteMaintenanceTaskRequest,
  TMaintenanceTask,
} from '../../../shared/contracts/maintenance.js';
import {
  completeTask,
  MaintenanceRuleError,
  type MaintenanceCompletion,
  type TMaintenanceCompletionChanges,
} from '../../../shared/domain/maintenance-schedule.js';
import type { TLanguage } from '../../../shared/i18n/languages.js';
import type { MaintenanceTaskRow } from '../../db/schema/maintenance.js';
import type { DbTransaction } from '../../db/user-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { findEquipmentMeter } from './equipment-meters.repository.js';
import { recordMeterReading } from './equipment-meters.service.js';
import { findUserName, insertMaintenanceCompletion } from './maintenance-completions.repository.js';
import { withDueStatus } from './maintenance-due-status.js';
import { applyCompletion, findMaintenanceTaskForUpdate } from './maintenance.repository.js';
import { toMaintenanceTaskRecord } from './maintenance.resource.js';
import { findUserClock } from '../profile/user-today.js';

const taskClosed = () => new HttpError(409, 'task_closed', 'maintenance:errors.taskClosed');

/**
 * Records that a task was done (completeTask's rules): a calendar-recurring task is scheduled again from the day
 * it was done, a running-hours task counts again from the meter reading at the service and keeps its calendar
 * date (hoursTaskDateAfterService), a one-off task is completed. The service is written to the maintenance log
 * (maintenance_completions) with who did it (the user's name when not given) and the note. A reading given is recorded on the equipment's meter (it cannot go backwards here: a replaced meter
 * is declared through PUT /api/equipment-meters). Everything happens in the caller's transaction.
 *
 * `doneAt` is when the user said it was done: now for the REST route, the moment of an offline action (capped at
 * now by the caller). Without `completedOn`, the completion day is that moment's business date (a round done at 02:00
 * belongs to the night shift's day, so a daily task is next due on the following day's shift, not skipped); a date
 * given may be any day up to the calendar date of now in the user's time zone.
 */
export async function completeMaintenanceTask(
  tx: DbTransaction,
  userId: string,
  taskId: string,
  input: Partial<TCompleteMaintenanceTaskRequest>,
  language: TLanguage,
  doneAt: Date = new Date(),
): Promise<MaintenanceTaskRow> {
  const task = await findMaintenanceTaskForUpdate(tx, userId, taskId);
  if (!task) throw notFound();
  // Before any write (the meter reading), so a refused completion changes nothing.
  if (task.status === 'completed' || task.status === 'cancelled') throw taskClosed();

  const clock = await findUserClock(tx, userId);
  const today = clock.calendarDate();
  const doneOn = clock.businessDate(doneAt);
  const completedOn = input.completedOn ?? doneOn;
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
    // Done on the day of `doneAt`: that instant; entered late: noon UTC of that day (completeTask's default).
    ...(completedOn === doneOn ? { completedAt: doneAt } : {}),
  };
  // The day the task's calendar date was counted from (a running-hours task keeps its date by that span).
  const scheduleStartedOn = clock.calendarDate(task.lastCompletedAt ?? task.createdAt);
  let changes: TMaintenanceCompletionChanges;
  try {
    changes = completeTask({ ...task, scheduleStartedOn }, completion);
  } catch (error) {
    if (!(error instanceof MaintenanceRuleError)) throw error;
    // The checks above come first; these are what completeTask could still refuse.
    if (error.code === 'task_closed') throw taskClosed();
    throw new HttpError(400, 'completion_invalid', 'errors:validationFailed');
  }
  const row = await applyCompletion(tx, userId, task.id, changes);
  await insertMaintenanceCompletion(tx, userId, {
    taskId: task.id,
    equipmentName: task.equipmentName,
    taskType: task.taskType,
    frequency: task.frequency,
    isRegulatory: task.isRegulatory,
    completedOn,
    completedAt: changes.lastCompletedAt,
    performedBy: input.performedBy ?? (await findUserName(tx, userId)),
    note: input.note ?? null,
    meterHours,
    dueDate: task.nextDueDate,
    nextDueDate: row.status === 'completed' ? null : row.nextDueDate,
  });
  return row;
}

/** The completion as POST /api/maintenance-tasks/:id/complete answers it: the task with its due status. */
export async function completeMaintenanceTaskItem(
  tx: DbTransaction,
  userId: string,
  taskId: string,
  input: Partial<TCompleteMaintenanceTaskRequest>,
  language: TLanguage,
  doneAt?: Date,
): Promise<TMaintenanceTask> {
  const row = await completeMaintenanceTask(tx, userId, taskId, input, language, doneAt);
  const [item] = await withDueStatus(tx, userId, [toMaintenanceTaskRecord(row)]);
  if (!item) throw new Error('no item for the task');
  return item;
}
