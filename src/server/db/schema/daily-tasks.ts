// Daily checklist (spec §3 daily_tasks_template, daily_checklist; §4 daily task states, +10/−10 XP).
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
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, isOneOf, ownerId, timestamps } from './columns.js';
import { ownRowsPolicy, readOnlyCataloguePolicy } from './rls.js';

export const DAILY_CHECKLIST_STATUSES = ['Todo', 'Done'] as const;
export type DailyChecklistStatus = (typeof DAILY_CHECKLIST_STATUSES)[number];

/** Global catalogue, seeded (codes agenda_today, stock_check, …); read-only for the application role. */
export const dailyTasksTemplate = pgTable(
  'daily_tasks_template',
  {
    id: id(),
    code: text('code').notNull().unique(),
    // French label; the UI may translate by code.
    label: text('label').notNull(),
    deepLink: text('deep_link'),
    // Browser event that marks the task Done (spec §4).
    autoCompleteEvent: text('auto_complete_event'),
    isActive: boolean('is_active').notNull().default(true),
    orderIndex: integer('order_index').notNull().default(0),
    // Addition: the task takes a free note (the deliveries task, spec §2 daily task drawer).
    hasNotes: boolean('has_notes').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    check('daily_tasks_template_code_check', sql`${t.code} ~ '^[a-z0-9_]+$'`),
    // Spec §7: active templates by order_index.
    index('daily_tasks_template_is_active_order_index_idx').on(t.isActive, t.orderIndex),
    readOnlyCataloguePolicy('daily_tasks_template'),
  ],
);
export type DailyTaskTemplateRow = typeof dailyTasksTemplate.$inferSelect;
export type NewDailyTaskTemplateRow = typeof dailyTasksTemplate.$inferInsert;

export const dailyChecklist = pgTable(
  'daily_checklist',
  {
    id: id(),
    userId: ownerId(),
    taskId: uuid('task_id')
      .notNull()
      .references(() => dailyTasksTemplate.id, { onDelete: 'cascade' }),
    // Business date (user's timezone, shifted by the daily reset hour).
    date: date('date').notNull(),
    status: text('status', { enum: DAILY_CHECKLIST_STATUSES }).notNull().default('Todo'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    notes: text('notes'),
    ...timestamps(),
  },
  (t) => [
    check('daily_checklist_status_check', isOneOf(t.status, DAILY_CHECKLIST_STATUSES)),
    check('daily_checklist_done_at_check', sql`${t.status} <> 'Done' or ${t.doneAt} is not null`),
    // Upsert target (spec §7: conflict on user_id, task_id, date).
    unique('daily_checklist_user_id_task_id_date_unique').on(t.userId, t.taskId, t.date),
    // Spec §7: the user's checklist of a date.
    index('daily_checklist_user_id_date_idx').on(t.userId, t.date),
    index('daily_checklist_task_id_idx').on(t.taskId),
    ownRowsPolicy('daily_checklist', t.userId),
  ],
);
export type DailyChecklistRow = typeof dailyChecklist.$inferSelect;
export type NewDailyChecklistRow = typeof dailyChecklist.$inferInsert;
