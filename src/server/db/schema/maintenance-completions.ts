// The maintenance log (issue 15): one row per service recorded on a task, what an ICPE 2781 inspector asks to
// see of the written maintenance programme (arrêté du 17/06/2021): what was done, on which equipment, when,
// by whom, with what remark, and whether it was on time.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { MAINTENANCE_FREQUENCIES } from '../../../shared/domain/maintenance-schedule.js';
import { createdAt, id, isOneOf, ownerId, quantity } from './columns.js';
import { maintenanceTasks } from './maintenance.js';
import { ownRowsPolicy } from './rls.js';

export const maintenanceCompletions = pgTable(
  'maintenance_completions',
  {
    id: id(),
    userId: ownerId(),
    // The log outlives its task: deleting a task from the plan keeps what was done (the texts are copied).
    taskId: uuid('task_id').references(() => maintenanceTasks.id, { onDelete: 'set null' }),
    // The task as it was when the service was recorded (it may be renamed or deleted later).
    equipmentName: text('equipment_name').notNull(),
    taskType: text('task_type').notNull(),
    frequency: text('frequency', { enum: MAINTENANCE_FREQUENCIES }).notNull(),
    isRegulatory: boolean('is_regulatory').notNull(),
    /** The plant's date of the work. */
    completedOn: date('completed_on').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    /** Who did the work: a name typed or picked among the team (the signed-in user's name by default). */
    performedBy: text('performed_by').notNull(),
    note: text('note'),
    /** The equipment's meter reading at the service, when one was given or is known. */
    meterHours: quantity('meter_hours'),
    /** The calendar date the task was due on before this service (null for a task due on the meter only). */
    dueDate: date('due_date'),
    /** The calendar date the service set for the next time (null: none, or due on the meter). */
    nextDueDate: date('next_due_date'),
    createdAt: createdAt(),
  },
  (t) => [
    check('maintenance_completions_frequency_check', isOneOf(t.frequency, MAINTENANCE_FREQUENCIES)),
    check('maintenance_completions_performed_by_check', sql`length(trim(${t.performedBy})) > 0`),
    check('maintenance_completions_meter_hours_check', sql`${t.meterHours} is null or ${t.meterHours} >= 0`),
    index('maintenance_completions_user_id_task_id_idx').on(t.userId, t.taskId, t.completedAt.desc()),
    index('maintenance_completions_user_id_completed_on_idx').on(t.userId, t.completedOn.desc()),
    ownRowsPolicy('maintenance_completions', t.userId),
  ],
);
export type MaintenanceCompletionRow = typeof maintenanceCompletions.$inferSelect;
export type NewMaintenanceCompletionRow = typeof maintenanceCompletions.$inferInsert;
