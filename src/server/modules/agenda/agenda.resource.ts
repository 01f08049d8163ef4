import { eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ZAgendaTask,
  ZAgendaTaskListQuery,
  ZCreateAgendaTaskRequest,
  ZUpdateAgendaTaskRequest,
  type TAgendaTask,
  type TAgendaTaskListQuery,
  type TUpdateAgendaTaskRequest,
} from '../../../shared/contracts/agenda.js';
import type { CsvColumn } from '../../../shared/domain/csv-records.js';
import {
  AGENDA_CATEGORIES,
  AGENDA_PRIORITIES,
  NEW_AGENDA_TASK_STATE,
} from '../../../shared/domain/agenda-tasks.js';
import { agendaTasks, type AgendaTaskRow } from '../../db/schema/agenda.js';
import { nextReminderTime } from './reminders.repository.js';
import type { DbTransaction } from '../../db/user-context.js';
import { withReminderTimes } from './task-reminder-times.js';
import type { RecordResource } from '../records/record-resource.js';
import { removeTaskReminder, renameTaskReminder, replaceTaskReminder } from './reminders.repository.js';

type TCreateAgendaTask = z.output<typeof ZCreateAgendaTaskRequest>;

/**
 * The CSV holds the user's words only. No status column: a create never takes a state (spec §4), so an imported
 * task is pending; export `?status=pending` to move only the open ones. The reminder is the task's next unsent
 * one, an ISO 8601 instant: an imported task gets it exactly as one created by the form (afterCreate), and a
 * reminder already past is refused as the form refuses it (empty the cell to import the task without one).
 */
export const agendaCsvColumns: readonly CsvColumn[] = [
  { key: 'title', kind: 'text' },
  { key: 'description', kind: 'text' },
  { key: 'priority', kind: 'enum', values: AGENDA_PRIORITIES },
  { key: 'category', kind: 'enum', values: AGENDA_CATEGORIES },
  { key: 'dueDate', kind: 'date' },
  // Optional on import: a file exported before reminders were in the CSV still imports (without reminders).
  { key: 'reminderAt', kind: 'datetime', isOptional: true },
];

/** The item of a row; `reminderAt` comes from the reminders table (see task-reminder-times.ts). */
export function toAgendaTask(row: AgendaTaskRow, reminderAt: Date | null): TAgendaTask {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority,
    category: row.category,
    dueDate: row.dueDate,
    completed: row.completed,
    status: row.status,
    completedAt: row.completedAt?.toISOString() ?? null,
    reminderAt: reminderAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Most urgent first in a descending sort (the default order), whatever the codes' alphabetical order. */
const priorityRank = sql`case ${agendaTasks.priority} when 'critical' then 3 when 'important' then 2 else 1 end`;

function filtersOf(query: TAgendaTaskListQuery) {
  return [
    query.status ? eq(agendaTasks.status, query.status) : undefined,
    query.priority ? eq(agendaTasks.priority, query.priority) : undefined,
    query.category ? eq(agendaTasks.category, query.category) : undefined,
    // The month and week views: tasks due in the range, both ends included (undated tasks are left out).
    query.from ? gte(agendaTasks.dueDate, query.from) : undefined,
    query.to ? lte(agendaTasks.dueDate, query.to) : undefined,
  ];
}

/** The columns a create writes: the user's fields, and always the "pending" state. */
function insertValues(input: TCreateAgendaTask) {
  const { completed, status } = NEW_AGENDA_TASK_STATE;
  return {
    title: input.title,
    description: input.description,
    priority: input.priority,
    category: input.category,
    dueDate: input.dueDate,
    completed,
    status,
  };
}

/** The columns an update writes (the reminder is not a column: afterUpdate writes it). */
function updateValues(input: TUpdateAgendaTaskRequest) {
  const { reminderAt: _reminder, ...columns } = input;
  // updated_at is always set, so a body that only changes the reminder still makes a valid UPDATE.
  return { ...columns, updatedAt: new Date() };
}

async function afterCreate(tx: DbTransaction, userId: string, row: AgendaTaskRow, input: TCreateAgendaTask) {
  if (input.reminderAt !== null) await replaceTaskReminder(tx, userId, row, new Date(input.reminderAt));
}

async function afterUpdate(
  tx: DbTransaction,
  userId: string,
  row: AgendaTaskRow,
  input: TUpdateAgendaTaskRequest,
) {
  if (input.reminderAt === null) await removeTaskReminder(tx, userId, row.id);
  else if (input.reminderAt !== undefined)
    await replaceTaskReminder(tx, userId, row, new Date(input.reminderAt));
  else if (input.title !== undefined) await renameTaskReminder(tx, userId, row.id, row.title);
}

/** Agenda tasks (spec §3, §4): created pending; completed and reopened through their own routes. */
export const agendaResource: RecordResource<
  TAgendaTask,
  TCreateAgendaTask,
  TUpdateAgendaTaskRequest,
  TAgendaTaskListQuery
> = {
  path: '/api/agenda-tasks',
  namespace: 'agenda',
  fileName: 'agenda',
  table: agendaTasks,
  idColumn: agendaTasks.id,
  userIdColumn: agendaTasks.userId,
  versionColumn: agendaTasks.version,
  schemas: {
    item: ZAgendaTask,
    create: ZCreateAgendaTaskRequest,
    update: ZUpdateAgendaTaskRequest,
    query: ZAgendaTaskListQuery,
  },
  sortColumns: {
    createdAt: agendaTasks.createdAt,
    dueDate: agendaTasks.dueDate,
    priority: priorityRank,
    title: agendaTasks.title,
  },
  search: { source: 'agenda' },
  filters: filtersOf,
  // The next unsent reminder of every task read: a column of its statement (list, export, read); after a
  // write, read for the written rows in the same transaction.
  readColumns: () => ({ reminderAt: nextReminderTime }),
  toReadItem: (row) => {
    const { reminderAt, ...task } = row as AgendaTaskRow & { reminderAt: Date | string | null };
    return toAgendaTask(task, reminderAt === null ? null : new Date(reminderAt));
  },
  toItem: (row) => toAgendaTask(row as AgendaTaskRow, null),
  completeItems: withReminderTimes,
  toInsertValues: (input) => insertValues(input),
  toUpdateValues: (input) => updateValues(input),
  afterCreate: (tx, userId, row, input) => afterCreate(tx, userId, row as AgendaTaskRow, input),
  afterUpdate: (tx, userId, row, input) => afterUpdate(tx, userId, row as AgendaTaskRow, input),
  csvColumns: agendaCsvColumns,
};
