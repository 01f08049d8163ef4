import type { TAgendaTask } from '../../../../shared/contracts/agenda';
import { MAX_PAGE_SIZE } from '../../../../shared/domain/list-limits';
import type { TCalendarDate } from '../../../../shared/domain/calendar';
import { commandRecord } from '../../../lib/records/offline-record-command';
import {
  listQueryOptions,
  useCreateRecord,
  useDeleteRecord,
  useRecordWrite,
  useUpdateRecord,
  type RecordsEndpoint,
} from '../../../lib/records/records-endpoint';
import { optimisticAgendaTask } from '../../../lib/records/optimistic-items';
import { applyAgendaCommand } from '../lib/agenda-offline-overlay';

export const agendaEndpoint: RecordsEndpoint = {
  path: '/api/agenda-tasks',
  key: 'agenda-tasks',
  table: 'agenda_tasks',
  toOptimisticItem: optimisticAgendaTask,
  applyCommand: applyAgendaCommand,
};

export function useCreateAgendaTask() {
  return useCreateRecord<TAgendaTask>(agendaEndpoint);
}

export function useUpdateAgendaTask() {
  return useUpdateRecord<TAgendaTask>(agendaEndpoint);
}

export function useDeleteAgendaTask() {
  return useDeleteRecord(agendaEndpoint);
}

/**
 * POST /api/agenda-tasks/:id/complete or /reopen, also offline (spec §4: completed=true, status=completed, and
 * back).
 */
export function useSetAgendaTaskDone() {
  return useRecordWrite(agendaEndpoint, ({ task, isDone }: { task: TAgendaTask; isDone: boolean }) =>
    commandRecord(agendaEndpoint, {
      item: task,
      command: isDone ? 'complete' : 'reopen',
      context: { name: task.title },
    }),
  );
}

/**
 * The tasks due in a period of the month or week view (both ends included, at most 62 days), as many as one
 * page holds, in due-date order.
 */
export function periodTasksQuery(from: TCalendarDate, to: TCalendarDate) {
  return listQueryOptions<TAgendaTask>(agendaEndpoint, {
    page: 1,
    pageSize: MAX_PAGE_SIZE,
    sort: 'dueDate',
    order: 'asc',
    from,
    to,
  });
}

/** The add page, its due date filled in (the month and week views' "Ajouter" links). */
export function addTaskPath(dueDate?: TCalendarDate): string {
  return dueDate ? `/dashboard/agenda/add?date=${dueDate}` : '/dashboard/agenda/add';
}
