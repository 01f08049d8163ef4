// How the maintenance page shows its offline actions while they wait: a task marked done takes the shared
// completion rule (the next due date from the day it was done, the meter reading as its last service with the
// calendar date kept, a one-off task completed), so it leaves "en retard"; a meter reading shows in the meters list and in the hours
// run and left of the equipment's tasks.
import type { TEquipmentMeter } from '../../../../shared/contracts/maintenance';
import {
  completeTask,
  maintenanceStanding,
  MaintenanceRuleError,
  type TMaintenanceFrequency,
  type TMaintenanceStatus,
} from '../../../../shared/domain/maintenance-schedule';
import type { ApplyCommand, RelatedRule } from '../../../lib/offline/pending-overlay';
import { pendingActionsOf } from '../../../lib/offline/pending-overlay';
import type { QueuedAction } from '../../../lib/offline/queued-action';
import { plantBusinessDate, plantCalendarDate } from '../../../lib/plant-clock';

/**
 * `complete` (POST /api/maintenance-tasks/:id/complete, data `{completedOn?, meterHours?}`): the fields the
 * completion changes. A completion the server will refuse (a closed task, no reading) changes nothing here.
 */
export const applyMaintenanceCommand: ApplyCommand = (before, action) => {
  if (action.command !== 'complete') return before;
  const at = new Date(action.timestamp);
  // Done on the business date of the action (the server's rule), counted from the calendar date it started on.
  const dayOfAction = plantBusinessDate(at);
  const completedOn = typeof action.data.completedOn === 'string' ? action.data.completedOn : dayOfAction;
  const given = typeof action.data.meterHours === 'number' ? action.data.meterHours : undefined;
  const meterHours = given ?? (before.meterHours as number | null);
  try {
    // The day the calendar date was counted from, as the server takes it (a running-hours task keeps its date).
    const countedFrom = before.lastCompletedAt ?? before.createdAt;
    const changes = completeTask(
      {
        status: before.status as TMaintenanceStatus,
        frequency: before.frequency as TMaintenanceFrequency,
        nextDueDate: typeof before.nextDueDate === 'string' ? before.nextDueDate : null,
        scheduleStartedOn: typeof countedFrom === 'string' ? plantCalendarDate(new Date(countedFrom)) : null,
      },
      { completedOn, meterHours, ...(completedOn === dayOfAction ? { completedAt: at } : {}) },
    );
    return {
      ...before,
      ...changes,
      lastCompletedAt: changes.lastCompletedAt.toISOString(),
      ...(given === undefined ? {} : { meterHours: given }),
    };
  } catch (error) {
    if (error instanceof MaintenanceRuleError) return before;
    throw error;
  }
};

const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/** The equipment a queued reading (equipment_meters update, record = the equipment's name) is for. */
const readingEquipment = (action: QueuedAction) =>
  typeof action.data.equipmentName === 'string' ? action.data.equipmentName : action.recordId;

/**
 * A waiting meter reading on the tasks: each task of that equipment (its name, whatever the case, as the server
 * matches it) shows the reading, and its due state and hours run and left follow from it.
 */
export const meterReadingOnTasks: RelatedRule = {
  table: 'equipment_meters',
  apply: (task, action) => {
    const runningHours = Number(action.data.runningHours);
    if (typeof task.equipmentName !== 'string' || !Number.isFinite(runningHours)) return task;
    if (nameKey(task.equipmentName) !== nameKey(readingEquipment(action))) return task;
    const stored = task as Parameters<typeof maintenanceStanding>[0];
    return { ...task, ...maintenanceStanding(stored, plantBusinessDate(new Date()), runningHours) };
  },
};

/**
 * The meters with the waiting readings (equipment_meters update, record = the equipment's name, data = the PUT
 * body) laid over them: the reading and its time on the equipment's meter (matched whatever the case, as the
 * server does), or a new meter in name order.
 */
export function overlayPendingMeters(
  meters: TEquipmentMeter[],
  actions: readonly QueuedAction[],
): TEquipmentMeter[] {
  let shown = meters;
  for (const action of pendingActionsOf(actions, 'equipment_meters')) {
    const reading = meterShownWhileQueued(action, shown);
    const key = nameKey(reading.equipmentName);
    shown = shown.some((meter) => nameKey(meter.equipmentName) === key)
      ? shown.map((meter) => (nameKey(meter.equipmentName) === key ? reading : meter))
      : [...shown, reading].sort((a, b) => nameKey(a.equipmentName).localeCompare(nameKey(b.equipmentName)));
  }
  return shown;
}

/** The meter a queued reading will leave (the known meter keeps its id and name). */
export function meterShownWhileQueued(
  action: QueuedAction,
  meters: readonly TEquipmentMeter[] = [],
): TEquipmentMeter {
  const equipmentName = readingEquipment(action);
  const known = meters.find((meter) => nameKey(meter.equipmentName) === nameKey(equipmentName));
  return {
    id: known?.id ?? action.id,
    equipmentName: known?.equipmentName ?? equipmentName.trim(),
    runningHours: Number(action.data.runningHours),
    updatedAt: action.timestamp,
  };
}
