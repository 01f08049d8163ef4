import type { TMaintenanceTask } from '../../../../shared/contracts/maintenance';
import { daysBetween } from '../../../../shared/domain/maintenance-schedule';

/** Where a task's date stands against today, for the card's "En retard de 3 jours" / "Dans 5 jours". */
export type TDateStanding =
  { kind: 'late'; days: number } | { kind: 'today' } | { kind: 'ahead'; days: number } | null;

/** Where a running-hours task stands on its meter. */
export type THoursStanding =
  { kind: 'left'; hours: number } | { kind: 'over'; hours: number } | { kind: 'noMeter' } | null;

type TDueFields = Pick<TMaintenanceTask, 'dueState' | 'nextDueDate' | 'frequency' | 'hoursRemaining'>;

/** Nothing for a closed task or one without a date. */
export function dateStanding(task: TDueFields, today: string): TDateStanding {
  if (task.dueState === 'done' || task.nextDueDate === null) return null;
  const days = daysBetween(today, task.nextDueDate);
  if (days < 0) return { kind: 'late', days: -days };
  if (days === 0) return { kind: 'today' };
  return { kind: 'ahead', days };
}

/** Nothing for a closed task or one due on the calendar. */
export function hoursStanding(task: TDueFields): THoursStanding {
  if (task.dueState === 'done' || task.frequency !== 'running_hours') return null;
  if (task.hoursRemaining === null) return { kind: 'noMeter' };
  if (task.hoursRemaining < 0) return { kind: 'over', hours: -task.hoursRemaining };
  return { kind: 'left', hours: task.hoursRemaining };
}
