// Agenda tasks and reminders (spec §3 agenda_tasks, reminders; §4 agenda task states).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, isOneOf, ownerId, timestamps, trigramIndex, rowVersion } from './columns.js';
import { searchFreshnessIndex, searchTitlePrefixIndex } from './search-indexes.js';
import { ownRowsPolicy } from './rls.js';

export const AGENDA_PRIORITIES = ['critical', 'important', 'standard'] as const;
export type AgendaPriority = (typeof AGENDA_PRIORITIES)[number];

export const AGENDA_CATEGORIES = ['maintenance', 'optimisation', 'regulation', 'other'] as const;
export type AgendaCategory = (typeof AGENDA_CATEGORIES)[number];

export const AGENDA_STATUSES = ['pending', 'completed'] as const;
export type AgendaStatus = (typeof AGENDA_STATUSES)[number];

export const agendaTasks = pgTable(
  'agenda_tasks',
  {
    id: id(),
    userId: ownerId(),
    title: text('title').notNull(),
    description: text('description'),
    priority: text('priority', { enum: AGENDA_PRIORITIES }).notNull().default('standard'),
    category: text('category', { enum: AGENDA_CATEGORIES }).notNull().default('other'),
    dueDate: date('due_date'),
    completed: boolean('completed').notNull().default(false),
    status: text('status', { enum: AGENDA_STATUSES }).notNull().default('pending'),
    // Addition: when the task was completed (history, "done today" counts).
    completedAt: timestamp('completed_at', { withTimezone: true }),
    version: rowVersion(),
    ...timestamps(),
  },
  (t) => [
    check('agenda_tasks_priority_check', isOneOf(t.priority, AGENDA_PRIORITIES)),
    check('agenda_tasks_category_check', isOneOf(t.category, AGENDA_CATEGORIES)),
    check('agenda_tasks_status_check', isOneOf(t.status, AGENDA_STATUSES)),
    // Spec §4: completing sets completed = true and status = completed together.
    check('agenda_tasks_completed_status_check', sql`${t.completed} = (${t.status} = 'completed')`),
    // Target of reminders' same-owner foreign key.
    unique('agenda_tasks_user_id_id_unique').on(t.userId, t.id),
    index('agenda_tasks_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('agenda_tasks_user_id_due_date_idx').on(t.userId, t.dueDate),
    // The global search matches a category by its translated label (search_source).
    index('agenda_tasks_user_id_category_idx').on(t.userId, t.category),
    trigramIndex('agenda_tasks_title_trgm', t.title),
    trigramIndex('agenda_tasks_description_trgm', t.description),
    searchFreshnessIndex('agenda_tasks', t.userId, t.updatedAt, t.id),
    searchTitlePrefixIndex('agenda_tasks', t.userId, t.title),
    ownRowsPolicy('agenda_tasks', t.userId),
  ],
);
export type AgendaTaskRow = typeof agendaTasks.$inferSelect;
export type NewAgendaTaskRow = typeof agendaTasks.$inferInsert;

export const reminders = pgTable(
  'reminders',
  {
    id: id(),
    userId: ownerId(),
    reminderTime: timestamp('reminder_time', { withTimezone: true }).notNull(),
    sent: boolean('sent').notNull().default(false),
    // Addition: what to remind of (the bell lists it).
    message: text('message'),
    // Addition: the agenda task reminded of, if any (removed with it; same owner enforced by the key).
    agendaTaskId: uuid('agenda_task_id'),
    // Addition: when the reminder went out.
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    foreignKey({
      name: 'reminders_agenda_task_fk',
      columns: [t.userId, t.agendaTaskId],
      foreignColumns: [agendaTasks.userId, agendaTasks.id],
    }).onDelete('cascade'),
    // Spec §7: the user's unsent reminders due within the next hour, ascending (not partial: it also
    // serves deletes by user_id).
    index('reminders_user_id_reminder_time_idx').on(t.userId, t.reminderTime),
    // The sending job scans unsent reminders of every user by time.
    index('reminders_reminder_time_unsent_idx')
      .on(t.reminderTime)
      .where(sql`${t.sent} = false`),
    index('reminders_agenda_task_id_idx').on(t.agendaTaskId),
    ownRowsPolicy('reminders', t.userId),
  ],
);
export type ReminderRow = typeof reminders.$inferSelect;
export type NewReminderRow = typeof reminders.$inferInsert;
