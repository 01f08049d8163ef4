// Maintenance plan (spec §3 maintenance_tasks, §5 maintenance rules; starter plan in domain.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  MAINTENANCE_FREQUENCIES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
} from '../../../shared/domain/maintenance-schedule.js';
import { id, isOneOf, ownerId, quantity, timestamps, trigramIndex, rowVersion } from './columns.js';
import { searchFreshnessIndex, searchTitlePrefixIndex } from './search-indexes.js';
import { ownRowsPolicy } from './rls.js';

export { MAINTENANCE_FREQUENCIES, MAINTENANCE_PRIORITIES, MAINTENANCE_STATUSES };

export const maintenanceTasks = pgTable(
  'maintenance_tasks',
  {
    id: id(),
    userId: ownerId(),
    equipmentName: text('equipment_name').notNull(),
    taskType: text('task_type').notNull(),
    status: text('status', { enum: MAINTENANCE_STATUSES }).notNull().default('pending'),
    // Addition: spec §5 maintenance priority.
    priority: text('priority', { enum: MAINTENANCE_PRIORITIES }).notNull().default('medium'),
    notes: text('notes'),
    frequency: text('frequency', { enum: MAINTENANCE_FREQUENCIES }).notNull(),
    intervalHours: integer('interval_hours'),
    // Required for calendar frequencies; a running-hours task may be due on the meter only.
    nextDueDate: date('next_due_date'),
    // Addition: spec §5 estimated_duration, minutes (15 to 480).
    estimatedDuration: integer('estimated_duration'),
    // Addition: last completion, from which the next due date of a recurring task is computed.
    lastCompletedAt: timestamp('last_completed_at', { withTimezone: true }),
    // Addition: meter reading at the last service (maintenance by running hours with a meter reset).
    lastServiceRunningHours: quantity('last_service_running_hours'),
    // Addition: part of the written regulatory maintenance programme (ICPE 2781, arrêté 17/06/2021).
    isRegulatory: boolean('is_regulatory').notNull().default(false),
    version: rowVersion(),
    ...timestamps(),
  },
  (t) => [
    check('maintenance_tasks_status_check', isOneOf(t.status, MAINTENANCE_STATUSES)),
    check('maintenance_tasks_priority_check', isOneOf(t.priority, MAINTENANCE_PRIORITIES)),
    check('maintenance_tasks_frequency_check', isOneOf(t.frequency, MAINTENANCE_FREQUENCIES)),
    check(
      'maintenance_tasks_interval_hours_check',
      sql`(${t.frequency} = 'running_hours') = (${t.intervalHours} is not null) and (${t.intervalHours} is null or ${t.intervalHours} > 0)`,
    ),
    check(
      'maintenance_tasks_next_due_date_check',
      sql`${t.frequency} = 'running_hours' or ${t.nextDueDate} is not null`,
    ),
    check(
      'maintenance_tasks_estimated_duration_check',
      sql`${t.estimatedDuration} is null or ${t.estimatedDuration} between 15 and 480`,
    ),
    check(
      'maintenance_tasks_last_service_running_hours_check',
      sql`${t.lastServiceRunningHours} is null or ${t.lastServiceRunningHours} >= 0`,
    ),
    index('maintenance_tasks_user_id_next_due_date_idx').on(t.userId, t.nextDueDate),
    index('maintenance_tasks_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    // The list's default order, next due first, read from these three (maintenance-next-due-candidates.ts):
    // open tasks by date, open running-hours tasks, and the tasks that may have no due key, by id.
    index('maintenance_tasks_open_next_due_idx')
      .on(t.userId, t.nextDueDate, t.id)
      .where(sql`${t.status} not in ('completed', 'cancelled')`),
    index('maintenance_tasks_open_hours_idx')
      .on(t.userId)
      .where(sql`${t.status} not in ('completed', 'cancelled') and ${t.frequency} = 'running_hours'`),
    index('maintenance_tasks_undated_idx')
      .on(t.userId, t.id)
      .where(sql`(${t.status} in ('completed', 'cancelled') or ${t.nextDueDate} is null)`),
    trigramIndex('maintenance_tasks_equipment_name_trgm', t.equipmentName),
    trigramIndex('maintenance_tasks_task_type_trgm', t.taskType),
    trigramIndex('maintenance_tasks_notes_trgm', t.notes),
    searchFreshnessIndex('maintenance_tasks', t.userId, t.updatedAt, t.id),
    searchTitlePrefixIndex('maintenance_tasks', t.userId, t.equipmentName),
    ownRowsPolicy('maintenance_tasks', t.userId),
  ],
);
export type MaintenanceTaskRow = typeof maintenanceTasks.$inferSelect;
export type NewMaintenanceTaskRow = typeof maintenanceTasks.$inferInsert;

/**
 * The running-hours meter of one piece of equipment (a CHP engine, a pump): the tasks of that equipment that
 * recur by running hours compare it with the reading at their last service (the task's counter "resets").
 */
export const equipmentMeters = pgTable(
  'equipment_meters',
  {
    id: id(),
    userId: ownerId(),
    equipmentName: text('equipment_name').notNull(),
    runningHours: quantity('running_hours').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    check('equipment_meters_running_hours_check', sql`${t.runningHours} >= 0`),
    // One meter per equipment name and owner, whatever the case of the name.
    uniqueIndex('equipment_meters_user_id_name_idx').on(t.userId, sql`lower(${t.equipmentName})`),
    ownRowsPolicy('equipment_meters', t.userId),
  ],
);
export type EquipmentMeterRow = typeof equipmentMeters.$inferSelect;
