import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { TMaintenanceTaskListQuery } from '../../../shared/contracts/maintenance.js';
import { equipmentMeters, maintenanceTasks } from '../../db/schema/maintenance.js';
import { hoursLeft, isOpen, today } from './maintenance-due-filter.js';

/**
 * The maintenance list's default order, "next due first" (`nextDueSortDate`, the key K), from indexes. K depends
 * on today and on the meters, so no index holds it, and sorting every task of the user by it cost a page about
 * as much as the user has tasks. But K is the due date of an open task (key: (user_id, next_due_date, id), open
 * tasks only) except for two kinds of tasks:
 *  - an open running-hours task whose hours are reached: least(its date, today); found through its meter, from
 *    the open running-hours tasks only (a partial index);
 *  - a closed task, or an open one without a date whose hours are not reached: no key (listed last, by id);
 *    found in id order (key: (user_id, id), those tasks only).
 * The first n rows of the list are among the first n of each of these three reads in their own order (a task
 * read by date that K puts earlier only moves ahead, one without a key comes after any with one), so the
 * page statement keeps its rows among these ids and sorts only them by the exact order: same rows, same order.
 * n is the last row of the page asked (page × size), whatever the direction.
 */

const t = maintenanceTasks;
const m = equipmentMeters;

/** Hours since the service, from the meter `m` joined on the task (as `hoursLeft` reads it by a subquery). */
const hoursSinceOnMeter = sql`case
    when ${t.lastServiceRunningHours} is null then ${m.runningHours}
    when ${m.runningHours} >= ${t.lastServiceRunningHours} then ${m.runningHours} - ${t.lastServiceRunningHours}
    else ${m.runningHours} end`;

/** Open running-hours tasks: the partial index `maintenance_tasks_open_hours_idx` has this predicate. */
const isOpenOnHours = sql`${isOpen} and ${t.frequency} = 'running_hours'`;
/** No key unless the hours are reached: the partial index `maintenance_tasks_undated_idx` has this predicate. */
const mayHaveNoKey = sql`(${t.status} in ('completed', 'cancelled') or ${t.nextDueDate} is null)`;

/**
 * The ids among which the page of `query` sorted by `nextDueDate` lies, as a subquery for `id in (…)`;
 * `where`: the list's whole condition (owner, filters, search).
 */
export function nextDueCandidates(query: TMaintenanceTaskListQuery, where: SQL | undefined): SQL {
  const n = query.page * query.pageSize;
  const direction = query.order === 'asc' ? asc : desc;
  const byDate = sql`(select ${t.id} from ${t}
    where ${and(where, isOpen, sql`${t.nextDueDate} is not null`, sql`not coalesce(${hoursLeft} <= 0, false)`)}
    order by ${direction(t.nextDueDate)}, ${direction(t.id)} limit ${n})`;
  const byHours = sql`(select ${t.id} from ${t} inner join ${m}
      on ${m.userId} = ${t.userId} and lower(${m.equipmentName}) = lower(${t.equipmentName})
    where ${and(where, isOpenOnHours, sql`${t.intervalHours} - (${hoursSinceOnMeter}) <= 0`)}
    order by ${direction(sql`least(${t.nextDueDate}, ${today})`)}, ${direction(t.id)} limit ${n})`;
  const withoutKey = sql`(select ${t.id} from ${t} where ${and(where, mayHaveNoKey)}
    order by ${direction(t.id)} limit ${n})`;
  return sql`${byDate} union all ${byHours} union all ${withoutKey}`;
}
