import { sql, type SQL } from 'drizzle-orm';
import type { TMaintenanceDueFilter } from '../../../shared/contracts/maintenance.js';
import { DUE_SOON_DAYS, DUE_SOON_HOURS_RATIO } from '../../../shared/domain/maintenance-schedule.js';
import { equipmentMeters, maintenanceTasks } from '../../db/schema/maintenance.js';
import { userPreferences } from '../../db/schema/profiles.js';
import { DEFAULT_DAILY_RESET_HOUR } from '../../../shared/domain/business-date.js';
import { DEFAULT_TIME_ZONE } from '../profile/user-today.js';

/**
 * The `due` list filter in SQL: the same rules as `dueState` (shared/domain/maintenance-schedule.ts), so that
 * `?due=overdue` returns exactly the tasks whose items show `dueState: 'overdue'`. A list filter only gets the
 * query, so each part is a subquery on the row's owner: "today" is the owner's business date (the wall clock of
 * their time zone less their daily reset hour, Europe/Paris and 05:00 without preferences: `businessDateOf`),
 * the meter of the task's equipment (same name whatever the case). The API tests check that this SQL and
 * `dueState` agree.
 *
 * One difference with `businessDate` (shared/domain/business-date.ts), on purpose: a reset hour inside the hour
 * repeated when clocks go back (02:00–03:00 on the last Sunday of October in Paris) goes back to the previous day
 * for the repeated part of that hour here, where `businessDate` keeps the new day. The default 05:00 never meets it.
 */

const t = maintenanceTasks;
const p = userPreferences;

const ownersBusinessDate = sql`(select ((now() at time zone ${p.timezone}) - ${p.dailyResetHour}::interval)::date
  from ${p} where ${p.userId} = ${t.userId})`;
const defaultBusinessDate = sql`((now() at time zone ${DEFAULT_TIME_ZONE}) - ${DEFAULT_DAILY_RESET_HOUR}::interval)::date`;
const today = sql`coalesce(${ownersBusinessDate}, ${defaultBusinessDate})`;

const meterHours = sql`(select ${equipmentMeters.runningHours} from ${equipmentMeters}
  where ${equipmentMeters.userId} = ${t.userId} and lower(${equipmentMeters.equipmentName}) = lower(${t.equipmentName}))`;

/** hoursSinceService: the whole reading without a recorded service, the reading alone after a meter reset. */
const hoursSince = sql`(case
  when ${t.lastServiceRunningHours} is null then ${meterHours}
  when ${meterHours} >= ${t.lastServiceRunningHours} then ${meterHours} - ${t.lastServiceRunningHours}
  else ${meterHours} end)`;

/** Null unless the task recurs on running hours and its equipment has a meter. */
export const hoursLeft = sql<
  string | null
>`(case when ${t.frequency} = 'running_hours' then ${t.intervalHours} - ${hoursSince} end)`;

const isOpen = sql`${t.status} not in ('completed', 'cancelled')`;
// coalesce: a missing date or meter is "not due by that measure", never an unknown that `not` would keep unknown.
const isOverdue = sql`coalesce(${t.nextDueDate} < ${today} or ${hoursLeft} < 0, false)`;
const isDueToday = sql`coalesce(${t.nextDueDate} = ${today} or ${hoursLeft} = 0, false)`;
const isDueSoon = sql`coalesce(
  (${t.nextDueDate} > ${today} and ${t.nextDueDate} <= ${today} + ${DUE_SOON_DAYS}::int)
  or (${hoursLeft} > 0 and ${hoursLeft} <= ${t.intervalHours} * ${DUE_SOON_HOURS_RATIO}::numeric),
  false)`;

/** Open and past its date or its running hours: the dashboard, the sidebar and `?due=overdue` agree. */
export const isOpenAndOverdue = sql<boolean>`(${isOpen} and ${isOverdue})`;
/** Open, not overdue, and due on today's date or at exactly its running hours. */
export const isOpenAndDueToday = sql<boolean>`(${isOpen} and not ${isOverdue} and ${isDueToday})`;

/** The WHERE part of `?due=`: the most urgent state wins, as in `dueState`. */
export function dueFilter(due: TMaintenanceDueFilter | undefined): SQL | undefined {
  switch (due) {
    case undefined:
      return undefined;
    case 'overdue':
      return isOpenAndOverdue;
    case 'due_today':
      return isOpenAndDueToday;
    case 'due_soon':
      return sql`(${isOpen} and not ${isOverdue} and not ${isDueToday} and ${isDueSoon})`;
  }
}

/**
 * The `nextDueDate` sort key: when an open task is next due. Its calendar date, or today for a task whose
 * running hours are reached (an oil change past its interval comes with today's work, not after every dated
 * task); null (listed last) for a closed task and a running-hours task without a date that is not yet due.
 */
export const nextDueSortDate = sql`(case when ${isOpen} then least(
  ${t.nextDueDate},
  case when ${hoursLeft} <= 0 then ${today} end
) end)`;
