/**
 * Overdue maintenance: tasks whose due date is before today, and running-hours tasks past their interval, as the
 * maintenance page sees them (maintenance-schedule.ts `maintenanceStanding`). The regulatory programme comes first:
 * the arrêté of 17 June 2021 (ICPE 2781) asks for a written preventive programme kept to, and an inspector reads
 * it.
 */
import type { TCalendarDate } from '../calendar.js';
import {
  maintenanceStanding,
  type TMaintenanceFrequency,
  type TMaintenancePriority,
  type TMaintenanceStatus,
} from '../maintenance-schedule.js';
import { adviceId, adviceSource, fingerprint, type Advice } from './advice.js';
import { daysBetween } from './dated-series.js';

/** A maintenance task as stored, with its equipment's meter reading. */
export interface MaintenanceTaskInput {
  id: string;
  equipmentName: string;
  taskType: string;
  status: TMaintenanceStatus;
  priority: TMaintenancePriority;
  frequency: TMaintenanceFrequency;
  nextDueDate: TCalendarDate | null;
  /** Running hours between services (running-hours tasks). */
  intervalHours: number | null;
  /** The meter reading at the last service, hours. */
  lastServiceRunningHours: number | null;
  /** The equipment's meter reading now, hours; null without a meter. */
  meterHours: number | null;
  /** Part of the written regulatory maintenance programme. */
  isRegulatory: boolean;
}

export interface OverdueTask {
  taskId: string;
  equipmentName: string;
  taskType: string;
  priority: TMaintenancePriority;
  isRegulatory: boolean;
  nextDueDate: TCalendarDate | null;
  /** Days past the due date; null when only the meter makes it overdue. */
  daysLate: number | null;
  /** Hours past the interval; null for a calendar task or one not yet over its hours. */
  hoursLate: number | null;
}

export interface MaintenanceOverdueEvidence {
  overdueCount: number;
  regulatoryCount: number;
  /** Regulatory first, then the most days late, then the most hours late: the first is the one to do first. */
  tasks: OverdueTask[];
}

export type TMaintenanceOverdueAdvice = Advice<'maintenance-overdue', MaintenanceOverdueEvidence>;

function overdueTask(task: MaintenanceTaskInput, today: TCalendarDate): OverdueTask | null {
  const standing = maintenanceStanding(task, today, task.meterHours);
  if (standing.dueState !== 'overdue') return null;
  const daysLate =
    task.nextDueDate !== null && task.nextDueDate < today ? daysBetween(task.nextDueDate, today) : null;
  const hoursLate =
    standing.hoursRemaining !== null && standing.hoursRemaining < 0 ? -standing.hoursRemaining : null;
  return {
    taskId: task.id,
    equipmentName: task.equipmentName,
    taskType: task.taskType,
    priority: task.priority,
    isRegulatory: task.isRegulatory,
    nextDueDate: task.nextDueDate,
    daysLate,
    hoursLate,
  };
}

function compareOverdue(a: OverdueTask, b: OverdueTask): number {
  if (a.isRegulatory !== b.isRegulatory) return a.isRegulatory ? -1 : 1;
  const byDays = (b.daysLate ?? -1) - (a.daysLate ?? -1);
  if (byDays !== 0) return byDays;
  const byHours = (b.hoursLate ?? -1) - (a.hoursLate ?? -1);
  if (byHours !== 0) return byHours;
  return a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0;
}

/**
 * One advice for all the overdue tasks: act when a regulatory or critical task is among them, watch otherwise.
 * Situation: the set of overdue tasks with their due date or last service (a task done and overdue again, or a
 * new one overdue, is a new situation).
 */
export function maintenanceOverdueAdvice(
  tasks: readonly MaintenanceTaskInput[],
  today: TCalendarDate,
): TMaintenanceOverdueAdvice | null {
  const late = tasks.flatMap((task) => {
    const overdue = overdueTask(task, today);
    return overdue === null ? [] : [{ task, overdue }];
  });
  if (late.length === 0) return null;
  const overdue = late.map((entry) => entry.overdue).sort(compareOverdue);
  const isUrgent = overdue.some((task) => task.isRegulatory || task.priority === 'critical');
  const situation = late.map(
    ({ task }) => `${task.id}@${task.nextDueDate ?? ''}@${task.lastServiceRunningHours ?? ''}`,
  );
  const earliestDueDate = overdue
    .map((task) => task.nextDueDate)
    .filter((date): date is TCalendarDate => date !== null && date < today)
    .reduce<TCalendarDate>((earliest, date) => (date < earliest ? date : earliest), today);
  return {
    id: adviceId('maintenance-overdue', fingerprint(situation)),
    rule: 'maintenance-overdue',
    severity: isUrgent ? 'act' : 'watch',
    date: earliestDueDate,
    evidence: {
      overdueCount: overdue.length,
      regulatoryCount: overdue.filter((task) => task.isRegulatory).length,
      tasks: overdue,
    },
    source: adviceSource('domain:maintenance/programme'),
    actionPath: '/dashboard/maintenance',
  };
}
