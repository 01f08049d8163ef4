import { eq, sql } from 'drizzle-orm';
import type { TMaintenanceTask, TMaintenanceTaskRecord } from '../../../shared/contracts/maintenance.js';
import { dueState, hoursRemaining, hoursSinceService } from '../../../shared/domain/maintenance-schedule.js';
import { equipmentMeters, maintenanceTasks } from '../../db/schema/maintenance.js';
import { userPreferences } from '../../db/schema/profiles.js';
import { qualified } from '../../db/qualified-sql.js';
import type { DbTransaction } from '../../db/user-context.js';
import { findMeterHoursOfTasks } from './equipment-meters.repository.js';
import { businessDateOf, findUserBusinessDate } from '../profile/user-today.js';

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

/**
 * What `withDueStatus` reads, as columns of the statement that reads the tasks (RecordResource.readColumns): the
 * meter of each task's equipment (same name whatever the case; a subquery per row on the meters' unique
 * index) and the owner's clock preferences (uncorrelated: read once per statement).
 */
export function dueStatusColumns(userId: string) {
  const preference = (column: typeof userPreferences.timezone | typeof userPreferences.dailyResetHour) =>
    sql<
      string | null
    >`(select ${column} from ${userPreferences} where ${eq(userPreferences.userId, userId)})`;
  return {
    // `qualified`: it names columns of two tables.
    meterHours: qualified(
      sql<number | null>`(select ${equipmentMeters.runningHours} from ${equipmentMeters}
        where ${equipmentMeters.userId} = ${maintenanceTasks.userId}
          and lower(${equipmentMeters.equipmentName}) = lower(${maintenanceTasks.equipmentName}))`,
    )
      .mapWith(equipmentMeters.runningHours)
      .as('meter_hours'),
    clockTimezone: preference(userPreferences.timezone).as('clock_timezone'),
    clockResetHour: preference(userPreferences.dailyResetHour).as('clock_reset_hour'),
  };
}

interface DueStatusColumns {
  meterHours: number | null;
  clockTimezone: string | null;
  clockResetHour: string | null;
}

/** The task `record` of a row read with `dueStatusColumns`, as `withDueStatus` answers it. */
export function withReadDueStatus(
  record: TMaintenanceTaskRecord,
  row: Record<string, unknown>,
  now: Date = new Date(),
): TMaintenanceTask {
  const { meterHours, clockTimezone, clockResetHour } = row as unknown as DueStatusColumns;
  const preferences =
    clockTimezone === null || clockResetHour === null
      ? null
      : { timezone: clockTimezone, dailyResetHour: clockResetHour };
  return toMaintenanceTask(record, businessDateOf(preferences, now), meterHours);
}
