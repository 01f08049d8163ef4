import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  ZCreateMaintenanceTaskRequest,
  ZMaintenanceTask,
  ZMaintenanceTaskListQuery,
  ZUpdateMaintenanceTaskRequest,
  maintenanceScheduleProblems,
  type TMaintenanceTask,
  type TMaintenanceTaskListQuery,
  type TMaintenanceTaskRecord,
  type TUpdateMaintenanceTaskRequest,
} from '../../../shared/contracts/maintenance.js';
import type { CsvColumn } from '../../../shared/domain/csv-records.js';
import {
  MAINTENANCE_FREQUENCIES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
} from '../../../shared/domain/maintenance-schedule.js';
import { maintenanceTasks, type MaintenanceTaskRow } from '../../db/schema/maintenance.js';
import type { RecordResource } from '../records/record-resource.js';
import { dueFilter, nextDueSortDate } from './maintenance-due-filter.js';
import { nextDueCandidates } from './maintenance-next-due-candidates.js';
import { dueStatusColumns, withDueStatus, withReadDueStatus } from './maintenance-due-status.js';

export const maintenanceTasksPath = '/api/maintenance-tasks';

/** User data only (no timestamps): a file exported by one user imports unchanged for another. */
export const maintenanceCsvColumns: readonly CsvColumn[] = [
  { key: 'equipmentName', kind: 'text' },
  { key: 'taskType', kind: 'text' },
  { key: 'frequency', kind: 'enum', values: MAINTENANCE_FREQUENCIES },
  { key: 'intervalHours', kind: 'integer' },
  { key: 'nextDueDate', kind: 'date' },
  { key: 'priority', kind: 'enum', values: MAINTENANCE_PRIORITIES },
  { key: 'status', kind: 'enum', values: MAINTENANCE_STATUSES },
  { key: 'estimatedDuration', kind: 'integer' },
  { key: 'lastServiceRunningHours', kind: 'decimal' },
  { key: 'isRegulatory', kind: 'boolean' },
  { key: 'notes', kind: 'text' },
];

/** The stored fields of a task; the routes add where it stands today (maintenance-due-status.ts). */
export function toMaintenanceTaskRecord(row: MaintenanceTaskRow): TMaintenanceTaskRecord {
  return {
    id: row.id,
    equipmentName: row.equipmentName,
    taskType: row.taskType,
    status: row.status,
    priority: row.priority,
    notes: row.notes,
    frequency: row.frequency,
    intervalHours: row.intervalHours,
    nextDueDate: row.nextDueDate,
    estimatedDuration: row.estimatedDuration,
    lastCompletedAt: row.lastCompletedAt?.toISOString() ?? null,
    lastServiceRunningHours: row.lastServiceRunningHours,
    isRegulatory: row.isRegulatory,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Sorts an enum column in the order of its list (low → critical, pending → cancelled), not alphabetically. */
function listOrderOf(column: PgColumn, values: readonly string[]): SQL {
  return sql`array_position(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[], ${column})`;
}

type TCreateInput = z.output<typeof ZCreateMaintenanceTaskRequest>;

/**
 * Maintenance tasks (spec §3, §5). Items answered by the shared routes are the stored record plus the due state
 * against the user's "today" and the equipment meters (`completeItems`, same transaction).
 */
export const maintenanceResource: RecordResource<
  TMaintenanceTask,
  TCreateInput,
  TUpdateMaintenanceTaskRequest,
  TMaintenanceTaskListQuery,
  TMaintenanceTaskRecord
> = {
  path: maintenanceTasksPath,
  namespace: 'maintenance',
  fileName: 'maintenance',
  table: maintenanceTasks,
  idColumn: maintenanceTasks.id,
  userIdColumn: maintenanceTasks.userId,
  versionColumn: maintenanceTasks.version,
  schemas: {
    item: ZMaintenanceTask,
    create: ZCreateMaintenanceTaskRequest,
    update: ZUpdateMaintenanceTaskRequest,
    query: ZMaintenanceTaskListQuery,
  },
  sortColumns: {
    createdAt: maintenanceTasks.createdAt,
    nextDueDate: nextDueSortDate,
    equipmentName: maintenanceTasks.equipmentName,
    priority: listOrderOf(maintenanceTasks.priority, MAINTENANCE_PRIORITIES),
    status: listOrderOf(maintenanceTasks.status, MAINTENANCE_STATUSES),
  },
  search: { source: 'maintenance' },
  // Next due first, the default, from indexes (maintenance-next-due-candidates.ts).
  pageCandidates: (query, where) =>
    query.sort === 'nextDueDate' ? nextDueCandidates(query, where) : undefined,
  filters: (query) => [
    query.status ? eq(maintenanceTasks.status, query.status) : undefined,
    query.priority ? eq(maintenanceTasks.priority, query.priority) : undefined,
    query.frequency ? eq(maintenanceTasks.frequency, query.frequency) : undefined,
    query.equipmentName
      ? sql`lower(${maintenanceTasks.equipmentName}) = lower(${query.equipmentName})`
      : undefined,
    dueFilter(query.due),
  ],
  // Where a task stands today: its meter and the owner's clock read as columns of the statement that reads the
  // tasks (list, export, read); after a write, read for the written rows in the same transaction.
  readColumns: dueStatusColumns,
  toReadItem: (row) => withReadDueStatus(toMaintenanceTaskRecord(row as MaintenanceTaskRow), row),
  toItem: (row) => toMaintenanceTaskRecord(row as MaintenanceTaskRow),
  completeItems: withDueStatus,
  toInsertValues: (input) => ({ ...input }),
  toUpdateValues: (input, current) => {
    // A task moved off running hours drops its interval (the table allows one only on running hours).
    const dropsInterval =
      input.frequency !== undefined &&
      input.frequency !== 'running_hours' &&
      input.intervalHours === undefined;
    return dropsInterval && current.intervalHours !== null ? { ...input, intervalHours: null } : { ...input };
  },
  checkRow: (values) => {
    const task = values as Pick<MaintenanceTaskRow, 'frequency' | 'intervalHours' | 'nextDueDate'>;
    const problems = maintenanceScheduleProblems({
      frequency: task.frequency,
      intervalHours: task.intervalHours ?? null,
      nextDueDate: task.nextDueDate ?? null,
    });
    return Object.keys(problems).length > 0 ? problems : null;
  },
  csvColumns: maintenanceCsvColumns,
};
