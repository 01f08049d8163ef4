/**
 * Maintenance scheduling rules (spec §3 maintenance_tasks, §5 maintenance rules; domain.md "Maintenance a plant
 * lives by"). Isomorphic: the server uses them when a task is completed, the web app to badge the list.
 *
 * The enums are the single source of the lists: the database schema (src/server/db/schema/maintenance.ts)
 * imports them from here, since src/shared never imports server code.
 *
 * Dates are calendar dates, 'YYYY-MM-DD' strings, as the `date` column gives them. Which day "today" is belongs
 * to the caller (the plant's day, Europe/Paris for most users): these rules never read the clock, so the same
 * input gives the same answer on the server and in the browser. The date arithmetic is calendar.ts's (UTC dates
 * built from the parts, where every day has 24 hours and no daylight-saving shift can move a date).
 */
import { addDays as addCalendarDays, addMonths as addCalendarMonths, isCalendarDate } from './calendar.js';

export const MAINTENANCE_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export type TMaintenancePriority = (typeof MAINTENANCE_PRIORITIES)[number];

export const MAINTENANCE_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type TMaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

export const MAINTENANCE_FREQUENCIES = [
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'semiannual',
  'annual',
  'once',
  'running_hours',
] as const;
export type TMaintenanceFrequency = (typeof MAINTENANCE_FREQUENCIES)[number];

/** The frequencies that recur on the calendar (not 'once', not 'running_hours'). */
export const CALENDAR_FREQUENCIES = [
  'daily',
  'weekly',
  'monthly',
  'quarterly',
  'semiannual',
  'annual',
] as const;
export type TCalendarFrequency = (typeof CALENDAR_FREQUENCIES)[number];

/** Spec §5: estimated_duration 15 to 480 minutes ("Durée minimale: 15 minutes", "Durée maximale: 8 heures"). */
export const MIN_DURATION_MINUTES = 15;
export const MAX_DURATION_MINUTES = 480;
/** Spec §5: title 1 to 200 characters, description at most 2000. */
export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;

/** A calendar task is "due soon" when its date is at most this many days ahead. */
export const DUE_SOON_DAYS = 7;
/** A running-hours task is "due soon" when at most this share of its interval remains (10 %). */
export const DUE_SOON_HOURS_RATIO = 0.1;

/** How urgent a task is, most urgent first. */
export const MAINTENANCE_DUE_STATES = ['overdue', 'due_today', 'due_soon', 'scheduled', 'done'] as const;
export type TMaintenanceDueState = (typeof MAINTENANCE_DUE_STATES)[number];

export type TMaintenanceRuleErrorCode =
  /** A date is not a real 'YYYY-MM-DD' calendar date (or leaves the years 0001–9999). */
  | 'invalid_date'
  /** A meter reading or an interval is not a finite number in range (negative, NaN, zero interval). */
  | 'invalid_hours'
  /** A running-hours task was completed without the meter reading at service. */
  | 'meter_hours_required'
  /** A completed or cancelled task cannot be completed again. */
  | 'task_closed';

/** A broken rule the caller should report as a 400 (the code says which), not a bug. */
export class MaintenanceRuleError extends Error {
  readonly code: TMaintenanceRuleErrorCode;

  constructor(code: TMaintenanceRuleErrorCode, message: string) {
    super(message);
    this.name = 'MaintenanceRuleError';
    this.code = code;
  }
}

export function isMaintenancePriority(value: unknown): value is TMaintenancePriority {
  return typeof value === 'string' && (MAINTENANCE_PRIORITIES as readonly string[]).includes(value);
}

export function isMaintenanceStatus(value: unknown): value is TMaintenanceStatus {
  return typeof value === 'string' && (MAINTENANCE_STATUSES as readonly string[]).includes(value);
}

export function isMaintenanceFrequency(value: unknown): value is TMaintenanceFrequency {
  return typeof value === 'string' && (MAINTENANCE_FREQUENCIES as readonly string[]).includes(value);
}

export function isCalendarFrequency(frequency: TMaintenanceFrequency): frequency is TCalendarFrequency {
  return (CALENDAR_FREQUENCIES as readonly string[]).includes(frequency);
}

// ---------------------------------------------------------------------------------------------------------------
// Calendar dates
//
// The arithmetic is calendar.ts's (shared with the agenda, the team calendar and the budget). This module only
// words a bad date as its own rule error, which callers answer with a 400, where calendar.ts throws a RangeError
// (a bug upstream). Years run from 0001 to 9999, as in PostgreSQL (which has no year 0).

export { isCalendarDate };

const msPerDay = 86_400_000;

/** Throws MaintenanceRuleError('invalid_date') unless `date` is a real 'YYYY-MM-DD' calendar date. */
export function assertCalendarDate(date: string): void {
  if (!isCalendarDate(date)) {
    throw new MaintenanceRuleError(
      'invalid_date',
      `Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`,
    );
  }
}

function shiftDate(
  date: string,
  count: number,
  unit: 'days' | 'months',
  shift: (date: string, count: number) => string,
): string {
  if (!Number.isInteger(count)) throw new RangeError(`Whole ${unit} expected: ${String(count)}`);
  assertCalendarDate(date);
  try {
    return shift(date, count);
  } catch (error) {
    // The date and the count are valid here: only a result outside the years 0001–9999 is left.
    if (error instanceof RangeError) throw new MaintenanceRuleError('invalid_date', error.message);
    throw error;
  }
}

/** The date `days` days later (earlier when negative). */
export function addDays(date: string, days: number): string {
  return shiftDate(date, days, 'days', addCalendarDays);
}

/**
 * The same day `months` months later (earlier when negative), clamped to the last day of the target month:
 * 2026-01-31 + 1 month = 2026-02-28, 2028-01-31 + 1 month = 2028-02-29. Clamping rather than rolling over (to
 * 03-03) keeps a monthly task in its month, which is what "once a month" means to an operator.
 */
export function addMonths(date: string, months: number): string {
  return shiftDate(date, months, 'months', addCalendarMonths);
}

/** Whole days from `from` to `to`: positive when `to` is later, 0 on the same day. */
export function daysBetween(from: string, to: string): number {
  assertCalendarDate(from);
  assertCalendarDate(to);
  // An ISO date-time reads as that exact UTC instant whatever the year, and UTC days all last 24 hours.
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / msPerDay);
}

const monthsPerFrequency: Record<Exclude<TCalendarFrequency, 'daily' | 'weekly'>, number> = {
  monthly: 1,
  quarterly: 3,
  semiannual: 6,
  annual: 12,
};

/**
 * The date one period of `frequency` after `date`; null for 'once' (no next time) and 'running_hours' (due on
 * the meter, not on the calendar).
 */
export function addFrequency(date: string, frequency: TMaintenanceFrequency): string | null {
  switch (frequency) {
    case 'daily':
      return addDays(date, 1);
    case 'weekly':
      return addDays(date, 7);
    case 'monthly':
    case 'quarterly':
    case 'semiannual':
    case 'annual':
      return addMonths(date, monthsPerFrequency[frequency]);
    case 'once':
    case 'running_hours':
      // Still check the date: a bad input should fail the same way whatever the frequency.
      assertCalendarDate(date);
      return null;
  }
}

/**
 * Next due date of a calendar-recurring task, counted from the day it was done, not from the day it was due
 * (a floating schedule): an oil change done a week late moves the next one a week, which is what operators
 * expect, and the interval between two checks never exceeds the period (what the arrêté's "six-monthly" check
 * asks). Null for 'once' and 'running_hours'.
 */
export function nextDueDateAfterCompletion(input: {
  frequency: TMaintenanceFrequency;
  completedOn: string;
}): string | null {
  return addFrequency(input.completedOn, input.frequency);
}

// ---------------------------------------------------------------------------------------------------------------
// Running hours

/** Meter readings are numeric(14,3) in the database: round to the same thousandths so 700 − 699.9 is 0.1. */
function roundHours(value: number): number {
  // `+ 0` turns a -0 (from rounding a tiny negative) into 0.
  return Math.round(value * 1000) / 1000 + 0;
}

function checkHours(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new MaintenanceRuleError('invalid_hours', `${name} must be a number ≥ 0: ${String(value)}`);
  }
}

function checkInterval(intervalHours: number): void {
  if (!Number.isFinite(intervalHours) || intervalHours <= 0) {
    throw new MaintenanceRuleError('invalid_hours', `intervalHours must be > 0: ${String(intervalHours)}`);
  }
}

/**
 * Running hours since the last service.
 *
 * - No service recorded (null): the meter's whole reading, as if serviced at 0 h. The starter plan avoids
 *   "overdue on day one" by recording the current reading as the last service when the plan is created.
 * - A reading lower than the one at the last service means the meter (or the engine) was replaced or reset:
 *   the new meter started from 0 after the service, so its reading is the hours run since. That is a lower
 *   bound (hours run on the old meter after the service are lost), chosen over 0 because 0 would hide the task
 *   until the new meter passed the old reading, thousands of hours later. Never negative.
 */
export function hoursSinceService(input: { meterHours: number; lastServiceHours?: number | null }): number {
  const { meterHours, lastServiceHours } = input;
  checkHours('meterHours', meterHours);
  if (lastServiceHours === null || lastServiceHours === undefined) return roundHours(meterHours);
  checkHours('lastServiceHours', lastServiceHours);
  return roundHours(meterHours >= lastServiceHours ? meterHours - lastServiceHours : meterHours);
}

/** Hours left before the service is due; 0 when due now, negative by how much it is late. */
export function hoursRemaining(input: {
  intervalHours: number;
  meterHours: number;
  lastServiceHours?: number | null;
}): number {
  checkInterval(input.intervalHours);
  return roundHours(input.intervalHours - hoursSinceService(input));
}

/** The inputs of the running-hours checks; without an interval or a meter reading nothing can be due. */
export interface RunningHoursInput {
  intervalHours?: number | null;
  meterHours?: number | null;
  lastServiceHours?: number | null;
}

function remainingOrNull(input: RunningHoursInput): number | null {
  const { intervalHours, meterHours, lastServiceHours } = input;
  if (intervalHours === null || intervalHours === undefined) return null;
  if (meterHours === null || meterHours === undefined) return null;
  return hoursRemaining({ intervalHours, meterHours, lastServiceHours });
}

/** The interval has been reached (remaining ≤ 0). False without a meter reading. */
export function isDueByHours(input: RunningHoursInput): boolean {
  const remaining = remainingOrNull(input);
  return remaining !== null && remaining <= 0;
}

/**
 * Not yet due, but at most 10 % of the interval remains (0 < remaining ≤ 10 %): for a 700 h oil change, from
 * 630 h on. Exclusive of "due" on purpose, so a list shows one badge per task, never both.
 */
export function isDueSoonByHours(input: RunningHoursInput): boolean {
  const remaining = remainingOrNull(input);
  if (remaining === null || remaining <= 0) return false;
  // Compare in thousandths of an hour, like roundHours, so 10 % of 700 h is exactly 70 h.
  return Math.round(remaining * 1000) <= Math.round((input.intervalHours ?? 0) * DUE_SOON_HOURS_RATIO * 1000);
}

// ---------------------------------------------------------------------------------------------------------------
// Due state

export interface MaintenanceDueInput extends RunningHoursInput {
  status: TMaintenanceStatus;
  frequency: TMaintenanceFrequency;
  nextDueDate: string | null;
  /** The plant's current calendar date, 'YYYY-MM-DD'. */
  today: string;
}

const closedStatuses: readonly TMaintenanceStatus[] = ['completed', 'cancelled'];

function moreUrgent(a: TMaintenanceDueState, b: TMaintenanceDueState): TMaintenanceDueState {
  return MAINTENANCE_DUE_STATES.indexOf(a) <= MAINTENANCE_DUE_STATES.indexOf(b) ? a : b;
}

function dateDueState(nextDueDate: string | null, today: string): TMaintenanceDueState {
  if (nextDueDate === null) return 'scheduled';
  const daysLeft = daysBetween(today, nextDueDate);
  if (daysLeft < 0) return 'overdue';
  if (daysLeft === 0) return 'due_today';
  if (daysLeft <= DUE_SOON_DAYS) return 'due_soon';
  return 'scheduled';
}

function hoursDueState(input: RunningHoursInput): TMaintenanceDueState {
  const remaining = remainingOrNull(input);
  if (remaining === null) return 'scheduled';
  // Same boundaries as dates: exactly at the interval is "due today", past it is overdue.
  if (remaining < 0) return 'overdue';
  if (remaining === 0) return 'due_today';
  if (isDueSoonByHours(input)) return 'due_soon';
  return 'scheduled';
}

/**
 * Where a task stands today: 'done' once completed or cancelled; otherwise the more urgent of its date
 * (overdue before today, due today, due soon within 7 days) and, for a running-hours task, its meter (past the
 * interval, exactly at it, within the last 10 %). A running-hours task may also carry a date; both count.
 */
export function dueState(input: MaintenanceDueInput): TMaintenanceDueState {
  if (closedStatuses.includes(input.status)) return 'done';
  const byDate = dateDueState(input.nextDueDate, input.today);
  if (input.frequency !== 'running_hours') return byDate;
  return moreUrgent(byDate, hoursDueState(input));
}

/** Where a task stands on a day, given its equipment's meter reading: what the API adds to a stored task. */
export interface MaintenanceStanding {
  dueState: TMaintenanceDueState;
  /** The equipment's reading; null without a meter. */
  meterHours: number | null;
  /** Running-hours tasks with an interval and a meter only; null otherwise. */
  hoursSinceService: number | null;
  /** Same; negative when late. */
  hoursRemaining: number | null;
}

/**
 * A stored task's standing on `today` (its due state and, on running hours, the hours run and left), the same
 * in the browser (a task shown while an offline change waits) as on the server.
 */
export function maintenanceStanding(
  task: {
    status: TMaintenanceStatus;
    frequency: TMaintenanceFrequency;
    nextDueDate: string | null;
    intervalHours: number | null;
    lastServiceRunningHours: number | null;
  },
  today: string,
  meterHours: number | null,
): MaintenanceStanding {
  const { intervalHours, lastServiceRunningHours: lastServiceHours } = task;
  const running = { intervalHours, meterHours, lastServiceHours };
  const countsHours = task.frequency === 'running_hours' && intervalHours !== null && meterHours !== null;
  return {
    dueState: dueState({
      ...running,
      status: task.status,
      frequency: task.frequency,
      nextDueDate: task.nextDueDate,
      today,
    }),
    meterHours,
    hoursSinceService: countsHours ? hoursSinceService({ meterHours, lastServiceHours }) : null,
    hoursRemaining: countsHours ? hoursRemaining({ intervalHours, meterHours, lastServiceHours }) : null,
  };
}

/**
 * A task not completed or cancelled whose due date is before today, or a running-hours task past its interval.
 * Due today (or exactly at the interval) is not overdue yet.
 */
export function isOverdue(input: MaintenanceDueInput): boolean {
  return dueState(input) === 'overdue';
}

// ---------------------------------------------------------------------------------------------------------------
// Completion

export interface MaintenanceTaskScheduleFields {
  status: TMaintenanceStatus;
  frequency: TMaintenanceFrequency;
  /** The task's calendar date before the completion (a running-hours task keeps it, see hoursTaskDateAfterService). */
  nextDueDate?: string | null;
  /**
   * The plant's date the calendar date was counted from: the day of the previous completion, else the day the
   * task was created. Only a running-hours task reads it.
   */
  scheduleStartedOn?: string | null;
}

export interface MaintenanceCompletion {
  /** The plant's calendar date of the work, 'YYYY-MM-DD' (may be earlier than today when entered late). */
  completedOn: string;
  /**
   * The instant to store in last_completed_at. Without it: noon UTC of `completedOn`, an instant that falls on
   * that same date in every time zone from UTC−11 to UTC+11 (mainland France and the overseas departments).
   */
  completedAt?: Date;
  /** Meter reading at the service, required for a running-hours task. */
  meterHours?: number | null;
}

/**
 * The column changes completing a task brings; field names are those of the `maintenance_tasks` table so the
 * repository can apply them as they are (`'lastServiceRunningHours' in changes` tells the running-hours case).
 */
export type TMaintenanceCompletionChanges =
  | { status: 'pending'; nextDueDate: string; lastCompletedAt: Date }
  | {
      status: 'pending';
      /** The calendar date the task keeps beside its meter (hoursTaskDateAfterService); null without one. */
      nextDueDate: string | null;
      lastServiceRunningHours: number;
      lastCompletedAt: Date;
    }
  | { status: 'completed'; lastCompletedAt: Date };

/**
 * What completing a task changes:
 * - a calendar-recurring task goes back to 'pending' with its next due date counted from `completedOn`;
 * - a running-hours task goes back to 'pending' with the meter reading stored as the last service (the
 *   counter "resets": hours are counted from there) and keeps its calendar date by hoursTaskDateAfterService;
 * - a 'once' task is 'completed'.
 * A recurring task is never 'completed': it stays in the plan.
 */
export function completeTask(
  task: MaintenanceTaskScheduleFields,
  completion: MaintenanceCompletion,
): TMaintenanceCompletionChanges {
  if (closedStatuses.includes(task.status)) {
    throw new MaintenanceRuleError('task_closed', `A ${task.status} task cannot be completed`);
  }
  const { completedOn, meterHours } = completion;
  assertCalendarDate(completedOn);
  const lastCompletedAt = completion.completedAt ?? new Date(`${completedOn}T12:00:00.000Z`);

  if (task.frequency === 'running_hours') {
    if (meterHours === null || meterHours === undefined) {
      throw new MaintenanceRuleError(
        'meter_hours_required',
        'The meter reading at service is required for a running-hours task',
      );
    }
    checkHours('meterHours', meterHours);
    return {
      status: 'pending',
      nextDueDate: hoursTaskDateAfterService({
        nextDueDate: task.nextDueDate ?? null,
        scheduleStartedOn: task.scheduleStartedOn ?? null,
        completedOn,
      }),
      lastServiceRunningHours: roundHours(meterHours),
      lastCompletedAt,
    };
  }
  if (task.frequency === 'once') return { status: 'completed', lastCompletedAt };
  return { status: 'pending', nextDueDate: nextCalendarDate(completedOn, task.frequency), lastCompletedAt };
}

/** Whole months from `from` to `to` when `to` is that many months later by addMonths (clamped), else null. */
function wholeMonthsBetween(from: string, to: string): number | null {
  const months =
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    Number(to.slice(5, 7)) -
    Number(from.slice(5, 7));
  return months > 0 && addMonths(from, months) === to ? months : null;
}

/**
 * The calendar date a running-hours task keeps after a service. Such a task is due on its meter, and its
 * optional date is the operator's "at the latest on" (an engine service every 2,000 h or at least once a year):
 *
 * - a date still ahead of the service day is kept as it is: a service done early on the meter does not move a
 *   date the operator planned (the yearly inspection booked with the engine maker);
 * - a date reached (the service is done on it or after it) has been met by this service, so it moves forward by
 *   the span it had: from the day it was counted from (the previous service, else the task's creation) to the
 *   date. A date one year after the previous service is again one year after this one (whole months stay
 *   months, so a yearly date keeps its day of the month); any other span is counted in days;
 * - a date that had no span (on or before the day it was counted from) was a one-off deadline: met by the
 *   service, it is cleared rather than left to show the task overdue right after it was done.
 */
export function hoursTaskDateAfterService(input: {
  nextDueDate: string | null;
  scheduleStartedOn: string | null;
  completedOn: string;
}): string | null {
  const { nextDueDate, scheduleStartedOn, completedOn } = input;
  assertCalendarDate(completedOn);
  if (nextDueDate === null) return null;
  assertCalendarDate(nextDueDate);
  // 'YYYY-MM-DD' strings compare as dates.
  if (nextDueDate > completedOn) return nextDueDate;
  if (scheduleStartedOn === null || scheduleStartedOn >= nextDueDate) return null;
  assertCalendarDate(scheduleStartedOn);
  const months = wholeMonthsBetween(scheduleStartedOn, nextDueDate);
  return months === null
    ? addDays(completedOn, daysBetween(scheduleStartedOn, nextDueDate))
    : addMonths(completedOn, months);
}

function nextCalendarDate(date: string, frequency: TCalendarFrequency): string {
  const next = addFrequency(date, frequency);
  // Unreachable: addFrequency returns a date for every calendar frequency.
  if (next === null) throw new Error(`No next date for ${frequency}`);
  return next;
}

// ---------------------------------------------------------------------------------------------------------------
// Activated carbon (domain.md: replaced when saturated)

/**
 * Days until an activated-carbon filter is saturated: carbon mass × adsorption capacity ÷ daily H2S load
 * (capacity 60–500 g H2S per kg of carbon). Rounded down: replacing a day early is harmless, a day late lets
 * H2S through to the engine. domain.md's example: 1 t at 150 g/kg with 0.9 kg H2S/day gives 166 days.
 */
export function activatedCarbonSaturationDays(input: {
  carbonMassKg: number;
  capacityGramsPerKg: number;
  h2sLoadKgPerDay: number;
}): number {
  const { carbonMassKg, capacityGramsPerKg, h2sLoadKgPerDay } = input;
  for (const [name, value] of Object.entries(input)) {
    if (!Number.isFinite(value) || value <= 0) {
      throw new RangeError(`${name} must be a number > 0: ${String(value)}`);
    }
  }
  // Work in grams so 1000 kg × 150 g/kg ÷ 900 g/day is exact before rounding down.
  return Math.floor((carbonMassKg * capacityGramsPerKg) / (h2sLoadKgPerDay * 1000));
}
