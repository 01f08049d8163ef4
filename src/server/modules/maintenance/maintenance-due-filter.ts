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
 * query, so each part is a subquery: "today" is the owner's business date (the wall clock of
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

/**
 * The owner's business date. Every row these conditions meet belongs to the transaction's user (row-level
 * security: `user_id = app.user_id`, and every query names the owner too), so the owner's preferences are read
 * through that setting: an uncorrelated subquery, evaluated once per statement (an InitPlan) rather than once
 * per row. Correlated on the row, it made the maintenance list's default sort read the preferences for every
 * task of the user, and the planner's estimate of that work switched on PostgreSQL's JIT compiler (about 15 ms
 * per page).
 */
const ownersBusinessDate = sql`(select ((now() at time zone ${p.timezone}) - ${p.dailyResetHour}::interval)::date
  from ${p} where ${p.userId} = nullif(current_setting('app.user_id', true), '')::uuid)`;
const defaultBusinessDate = sql`((now() at time zone ${DEFAULT_TIME_ZONE}) - ${DEFAULT_DAILY_RESET_HOUR}::interval)::date`;
export const today = sql`coalesce(${ownersBusinessDate}, ${defaultBusinessDate})`;

/**
 * hoursSinceService from the meter of the task's equipment (same name whatever the case): the whole reading
 * without a recorded service, the reading alone after a meter reset; null without a meter. One lookup of the
 * meter per task (it was read up to three times).
 */
const hoursSince = sql`(select case
    when ${t.lastServiceRunningHours} is null then ${equipmentMeters.runningHours}
    when ${equipmentMeters.runningHours} >= ${t.lastServiceRunningHours}
      then ${equipmentMeters.runningHours} - ${t.lastServiceRunningHours}
    else ${equipmentMeters.runningHours} end
  from ${equipmentMeters}
  where ${equipmentMeters.userId} = ${t.userId} and lower(${equipmentMeters.equipmentName}) = lower(${t.equipmentName}))`;

/** Null unless the task recurs on running hours and its equipment has a meter. */
export const hoursLeft = sql<
  string | null
>`(case when ${t.frequency} = 'running_hours' then ${t.intervalHours} - ${hoursSince} end)`;

/** Open (not completed, not cancelled); written as the partial indexes of the next-due order write it. */
export const isOpen = sql`${t.status} not in ('completed', 'cancelled')`;
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
