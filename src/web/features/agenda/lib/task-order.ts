import type { TAgendaTask } from '../../../../shared/contracts/agenda';
import { AGENDA_PRIORITY_RANK } from '../../../../shared/domain/agenda-tasks';
import type { TCalendarDate } from '../../../../shared/domain/calendar';

/** Within a day: open tasks first, the most urgent first, then by title. */
export function compareTasksOfDay(a: TAgendaTask, b: TAgendaTask): number {
  if (a.completed !== b.completed) return a.completed ? 1 : -1;
  const rank = AGENDA_PRIORITY_RANK[b.priority] - AGENDA_PRIORITY_RANK[a.priority];
  return rank !== 0 ? rank : a.title.localeCompare(b.title);
}

/** The tasks of a period by due date, each day's in the order above (undated tasks are left out). */
export function groupTasksByDueDate(tasks: readonly TAgendaTask[]): Map<TCalendarDate, TAgendaTask[]> {
  const byDate = new Map<TCalendarDate, TAgendaTask[]>();
  for (const task of tasks) {
    if (task.dueDate === null) continue;
    const day = byDate.get(task.dueDate);
    if (day) day.push(task);
    else byDate.set(task.dueDate, [task]);
  }
  for (const day of byDate.values()) day.sort(compareTasksOfDay);
  return byDate;
}

/** An open task whose due date has passed. */
export function isOverdue(task: TAgendaTask, today: TCalendarDate): boolean {
  return !task.completed && task.dueDate !== null && task.dueDate < today;
}
