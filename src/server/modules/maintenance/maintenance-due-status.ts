import type { TMaintenanceTask, TMaintenanceTaskRecord } from '../../../shared/contracts/maintenance.js';
import { dueState, hoursRemaining, hoursSinceService } from '../../../shared/domain/maintenance-schedule.js';
import type { DbTransaction } from '../../db/user-context.js';
import { findMeterHoursOfTasks } from './equipment-meters.repository.js';
import { findUserBusinessDate } from '../profile/user-today.js';

/** A stored task plus where it stands on `today`, given its equipment's meter reading (null without a meter). */
export function toMaintenanceTask(
  record: TMaintenanceTaskRecord,
  today: string,
  meterHours: number | null,
): TMaintenanceTask {
  const { intervalHours, lastServiceRunningHours: lastServiceHours } = record;
  const countsHours = record.frequency === 'running_hours' && intervalHours !== null && meterHours !== null;
  return {
    ...record,
    dueState: dueState({
      status: record.status,
      frequency: record.frequency,
      nextDueDate: record.nextDueDate,
      today,
      intervalHours,
      meterHours,
      lastServiceHours,
    }),
    meterHours,
    hoursSinceService: countsHours ? hoursSinceService({ meterHours, lastServiceHours }) : null,
    hoursRemaining: countsHours ? hoursRemaining({ intervalHours, meterHours, lastServiceHours }) : null,
  };
}

/** The tasks as the API answers them: due against the user's business date, with the meters read in `tx`. */
export async function withDueStatus(
  tx: DbTransaction,
  userId: string,
  records: readonly TMaintenanceTaskRecord[],
): Promise<TMaintenanceTask[]> {
  const today = await findUserBusinessDate(tx, userId);
  const meters = await findMeterHoursOfTasks(
    tx,
    userId,
    records.map((record) => record.id),
  );
  return records.map((record) => toMaintenanceTask(record, today, meters.get(record.id) ?? null));
}
