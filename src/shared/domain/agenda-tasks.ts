/**
 * Agenda tasks and their reminders (spec §3 agenda_tasks and reminders, §4 "Agenda task", §7 reminder reads).
 */
import { addDays, compareDates, type TCalendarDate } from './calendar.js';

export const AGENDA_PRIORITIES = ['critical', 'important', 'standard'] as const;
export type TAgendaPriority = (typeof AGENDA_PRIORITIES)[number];

/** Spec §3 lists maintenance, optimisation and regulation (from voice); "other" holds the rest. */
export const AGENDA_CATEGORIES = ['maintenance', 'optimisation', 'regulation', 'other'] as const;
export type TAgendaCategory = (typeof AGENDA_CATEGORIES)[number];

export const AGENDA_STATUSES = ['pending', 'completed'] as const;
export type TAgendaStatus = (typeof AGENDA_STATUSES)[number];

/** Defaults of a new task: the columns' defaults. */
export const AGENDA_DEFAULTS = { priority: 'standard', category: 'other' } as const;

export const MAX_AGENDA_TITLE_LENGTH = 200;
export const MAX_AGENDA_DESCRIPTION_LENGTH = 2000;

/**
 * Longest due-date range of one list query, both ends included: a month view asks for its grid (at most 6 weeks),
 * a week view for 7 days; 62 days leave room for two months side by side.
 */
export const MAX_AGENDA_RANGE_DAYS = 62;

/** Spec §7: the bell reads the unsent reminders due between now and one hour later. */
export const UPCOMING_REMINDER_WINDOW_MS = 60 * 60 * 1000;

/** Rank of a priority for sorting: the higher, the more urgent (a "descending" sort shows critical first). */
export const AGENDA_PRIORITY_RANK: Readonly<Record<TAgendaPriority, number>> = {
  critical: 3,
  important: 2,
  standard: 1,
};

/** The state columns of a task, which always change together (spec §4; a CHECK constraint holds them equal). */
export interface AgendaTaskState {
  completed: boolean;
  status: TAgendaStatus;
  completedAt: Date | null;
}

/** Spec §4: a task is created pending, whatever the client sends. */
export const NEW_AGENDA_TASK_STATE: AgendaTaskState = {
  completed: false,
  status: 'pending',
  completedAt: null,
};

/** Completing stamps the moment; reopening clears it (the task is pending again). */
export function agendaTaskStateAfter(action: 'complete' | 'reopen', now: Date): AgendaTaskState {
  return action === 'complete'
    ? { completed: true, status: 'completed', completedAt: now }
    : NEW_AGENDA_TASK_STATE;
}

/**
 * Why a due-date range is refused, or null: `to` before `from`, or more than MAX_AGENDA_RANGE_DAYS days after it.
 * Both are calendar dates of years 1900 to 2999 (the contract checks them first), so `from` + 62 days exists.
 */
export function dueDateRangeProblem(from: TCalendarDate, to: TCalendarDate): 'inverted' | 'tooLong' | null {
  if (compareDates(to, from) < 0) return 'inverted';
  return compareDates(to, addDays(from, MAX_AGENDA_RANGE_DAYS)) > 0 ? 'tooLong' : null;
}

/** A reminder set in the past would never ring: it is refused when set (an ISO 8601 instant with its offset). */
export function isReminderInFuture(at: string, now: Date): boolean {
  const time = Date.parse(at);
  return Number.isFinite(time) && time > now.getTime();
}

/** The instants between which the bell's reminders fall (spec §7: now to now + 1 h, both included). */
export function upcomingReminderWindow(now: Date): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + UPCOMING_REMINDER_WINDOW_MS) };
}
