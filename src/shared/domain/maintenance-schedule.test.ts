import { describe, expect, it } from 'vitest';
import {
  activatedCarbonSaturationDays,
  addDays,
  addFrequency,
  addMonths,
  CALENDAR_FREQUENCIES,
  completeTask,
  daysBetween,
  dueState,
  hoursRemaining,
  hoursSinceService,
  hoursTaskDateAfterService,
  isCalendarDate,
  isCalendarFrequency,
  isDueByHours,
  isDueSoonByHours,
  isMaintenanceFrequency,
  isOverdue,
  MAINTENANCE_FREQUENCIES,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_STATUSES,
  MaintenanceRuleError,
  nextDueDateAfterCompletion,
  type MaintenanceDueInput,
  type TMaintenanceFrequency,
  type TMaintenanceRuleErrorCode,
} from './maintenance-schedule.js';

function ruleErrorCode(run: () => unknown): TMaintenanceRuleErrorCode | null {
  try {
    run();
  } catch (error) {
    if (error instanceof MaintenanceRuleError) return error.code;
    throw error;
  }
  return null;
}

describe('enums', () => {
  it('list the values of spec §3 and §5', () => {
    expect(MAINTENANCE_PRIORITIES).toEqual(['low', 'medium', 'high', 'critical']);
    expect(MAINTENANCE_STATUSES).toEqual(['pending', 'in_progress', 'completed', 'cancelled']);
    expect(MAINTENANCE_FREQUENCIES).toHaveLength(8);
  });

  it('calendar frequencies are every frequency but once and running_hours', () => {
    expect(MAINTENANCE_FREQUENCIES.filter(isCalendarFrequency)).toEqual([...CALENDAR_FREQUENCIES]);
    expect(isMaintenanceFrequency('running_hours')).toBe(true);
    expect(isMaintenanceFrequency('hourly')).toBe(false);
    expect(isMaintenanceFrequency(7)).toBe(false);
  });
});

describe('calendar dates', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2100-02-29')).toBe(false);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-00-10')).toBe(false);
    expect(isCalendarDate('2026-4-1')).toBe(false);
    expect(isCalendarDate('2026-04-01T00:00:00Z')).toBe(false);
    expect(isCalendarDate(20260401)).toBe(false);
  });

  it('rejects a bad date with invalid_date', () => {
    expect(ruleErrorCode(() => addDays('2026-02-30', 1))).toBe('invalid_date');
    expect(ruleErrorCode(() => addFrequency('tomorrow', 'once'))).toBe('invalid_date');
    expect(ruleErrorCode(() => daysBetween('2026-01-01', ''))).toBe('invalid_date');
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // Days that are 23 or 25 hours long in Paris change nothing.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it('adds months clamped to the last day of the month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-05-31', 96)).toBe('2034-05-31');
  });

  it('counts days between two dates', () => {
    expect(daysBetween('2026-01-01', '2026-01-01')).toBe(0);
    expect(daysBetween('2026-01-01', '2026-01-08')).toBe(7);
    expect(daysBetween('2026-01-08', '2026-01-01')).toBe(-7);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });
});

describe('addFrequency', () => {
  const cases: [TMaintenanceFrequency, string, string | null][] = [
    ['daily', '2026-05-31', '2026-06-01'],
    ['weekly', '2026-12-28', '2027-01-04'],
    ['monthly', '2026-01-31', '2026-02-28'],
    ['monthly', '2028-01-31', '2028-02-29'],
    ['quarterly', '2026-11-30', '2027-02-28'],
    ['quarterly', '2026-01-15', '2026-04-15'],
    ['semiannual', '2026-08-31', '2027-02-28'],
    ['semiannual', '2027-08-31', '2028-02-29'],
    ['annual', '2028-02-29', '2029-02-28'],
    ['annual', '2026-06-17', '2027-06-17'],
    ['once', '2026-06-17', null],
    ['running_hours', '2026-06-17', null],
  ];
  it.each(cases)('%s after %s is %s', (frequency, date, expected) => {
    expect(addFrequency(date, frequency)).toBe(expected);
  });
});

describe('nextDueDateAfterCompletion', () => {
  it('counts from the completion date, not the due date (floating schedule)', () => {
    expect(nextDueDateAfterCompletion({ frequency: 'monthly', completedOn: '2026-03-10' })).toBe(
      '2026-04-10',
    );
    expect(nextDueDateAfterCompletion({ frequency: 'semiannual', completedOn: '2026-07-20' })).toBe(
      '2027-01-20',
    );
  });

  it('is null for once and running hours', () => {
    expect(nextDueDateAfterCompletion({ frequency: 'once', completedOn: '2026-03-10' })).toBeNull();
    expect(nextDueDateAfterCompletion({ frequency: 'running_hours', completedOn: '2026-03-10' })).toBeNull();
  });
});

describe('running hours', () => {
  it('counts hours since the last service', () => {
    expect(hoursSinceService({ meterHours: 12_650, lastServiceHours: 12_000 })).toBe(650);
    expect(hoursSinceService({ meterHours: 12_000, lastServiceHours: 12_000 })).toBe(0);
    expect(hoursSinceService({ meterHours: 699.9, lastServiceHours: 0.2 })).toBe(699.7);
  });

  it('counts the whole meter when no service was recorded', () => {
    expect(hoursSinceService({ meterHours: 420, lastServiceHours: null })).toBe(420);
    expect(hoursSinceService({ meterHours: 420 })).toBe(420);
  });

  it('counts from the new meter’s zero when the meter reads lower than at the last service', () => {
    expect(hoursSinceService({ meterHours: 150, lastServiceHours: 12_000 })).toBe(150);
    expect(hoursSinceService({ meterHours: 0, lastServiceHours: 12_000 })).toBe(0);
    expect(hoursRemaining({ intervalHours: 700, meterHours: 150, lastServiceHours: 12_000 })).toBe(550);
    expect(isDueByHours({ intervalHours: 700, meterHours: 710, lastServiceHours: 12_000 })).toBe(true);
  });

  it('gives the hours remaining, negative when late', () => {
    expect(hoursRemaining({ intervalHours: 700, meterHours: 12_650, lastServiceHours: 12_000 })).toBe(50);
    expect(hoursRemaining({ intervalHours: 700, meterHours: 12_700, lastServiceHours: 12_000 })).toBe(0);
    expect(hoursRemaining({ intervalHours: 700, meterHours: 12_725.5, lastServiceHours: 12_000 })).toBe(
      -25.5,
    );
    // Floating point: 0.1 + 0.2 style drift must not make a service due a hair early.
    expect(hoursRemaining({ intervalHours: 0.3, meterHours: 0.1 + 0.2, lastServiceHours: 0 })).toBe(0);
    expect(Object.is(hoursRemaining({ intervalHours: 700, meterHours: 700.0001 }), 0)).toBe(true);
  });

  it('is due at the interval and after it', () => {
    const base = { intervalHours: 700, lastServiceHours: 12_000 };
    expect(isDueByHours({ ...base, meterHours: 12_699.9 })).toBe(false);
    expect(isDueByHours({ ...base, meterHours: 12_700 })).toBe(true);
    expect(isDueByHours({ ...base, meterHours: 13_000 })).toBe(true);
  });

  it('is due soon in the last 10 % of the interval, and not once due', () => {
    const base = { intervalHours: 700, lastServiceHours: 12_000 };
    expect(isDueSoonByHours({ ...base, meterHours: 12_629.9 })).toBe(false);
    expect(isDueSoonByHours({ ...base, meterHours: 12_630 })).toBe(true);
    expect(isDueSoonByHours({ ...base, meterHours: 12_699.999 })).toBe(true);
    expect(isDueSoonByHours({ ...base, meterHours: 12_700 })).toBe(false);
  });

  it('is never due without an interval or a meter reading', () => {
    expect(isDueByHours({ intervalHours: 700, meterHours: null })).toBe(false);
    expect(isDueByHours({ intervalHours: null, meterHours: 5_000 })).toBe(false);
    expect(isDueSoonByHours({ intervalHours: 700 })).toBe(false);
  });

  it('rejects negative or non-finite readings and empty intervals', () => {
    expect(ruleErrorCode(() => hoursSinceService({ meterHours: -1 }))).toBe('invalid_hours');
    expect(ruleErrorCode(() => hoursSinceService({ meterHours: Number.NaN }))).toBe('invalid_hours');
    expect(ruleErrorCode(() => hoursSinceService({ meterHours: 10, lastServiceHours: -5 }))).toBe(
      'invalid_hours',
    );
    expect(ruleErrorCode(() => hoursRemaining({ intervalHours: 0, meterHours: 10 }))).toBe('invalid_hours');
    expect(ruleErrorCode(() => hoursRemaining({ intervalHours: Infinity, meterHours: 10 }))).toBe(
      'invalid_hours',
    );
  });
});

describe('dueState and isOverdue', () => {
  const today = '2026-06-15';
  const calendarTask = (nextDueDate: string | null): MaintenanceDueInput => ({
    status: 'pending',
    frequency: 'monthly',
    nextDueDate,
    today,
  });

  it('follows the date: overdue before today, due today, due soon within 7 days, then scheduled', () => {
    expect(dueState(calendarTask('2026-06-14'))).toBe('overdue');
    expect(dueState(calendarTask('2026-06-15'))).toBe('due_today');
    expect(dueState(calendarTask('2026-06-16'))).toBe('due_soon');
    expect(dueState(calendarTask('2026-06-22'))).toBe('due_soon');
    expect(dueState(calendarTask('2026-06-23'))).toBe('scheduled');
    expect(dueState(calendarTask(null))).toBe('scheduled');
  });

  it('is overdue only strictly before today', () => {
    expect(isOverdue(calendarTask('2026-06-14'))).toBe(true);
    expect(isOverdue(calendarTask('2026-06-15'))).toBe(false);
    expect(isOverdue({ ...calendarTask('2026-05-31'), today: '2026-06-01' })).toBe(true);
    expect(isOverdue({ ...calendarTask('2026-01-01'), today: '2025-12-31' })).toBe(false);
  });

  it('is done once completed or cancelled, whatever the date', () => {
    expect(dueState({ ...calendarTask('2020-01-01'), status: 'completed' })).toBe('done');
    expect(dueState({ ...calendarTask('2020-01-01'), status: 'cancelled' })).toBe('done');
    expect(isOverdue({ ...calendarTask('2020-01-01'), status: 'cancelled' })).toBe(false);
  });

  it('still counts a task in progress', () => {
    expect(dueState({ ...calendarTask('2026-06-01'), status: 'in_progress' })).toBe('overdue');
  });

  it('counts a once task by its date', () => {
    expect(dueState({ ...calendarTask('2026-06-10'), frequency: 'once' })).toBe('overdue');
  });

  it('follows the meter for a running-hours task', () => {
    const hoursTask = (meterHours: number | null): MaintenanceDueInput => ({
      status: 'pending',
      frequency: 'running_hours',
      nextDueDate: null,
      today,
      intervalHours: 700,
      meterHours,
      lastServiceHours: 1_000,
    });
    expect(dueState(hoursTask(1_500))).toBe('scheduled');
    expect(dueState(hoursTask(1_650))).toBe('due_soon');
    expect(dueState(hoursTask(1_700))).toBe('due_today');
    expect(dueState(hoursTask(1_701))).toBe('overdue');
    expect(isOverdue(hoursTask(1_701))).toBe(true);
    expect(isOverdue(hoursTask(1_700))).toBe(false);
    expect(dueState(hoursTask(null))).toBe('scheduled');
    // The more urgent of the date and the meter wins.
    expect(dueState({ ...hoursTask(1_100), nextDueDate: '2026-06-01' })).toBe('overdue');
    expect(dueState({ ...hoursTask(1_701), nextDueDate: '2027-01-01' })).toBe('overdue');
    expect(dueState({ ...hoursTask(1_650), nextDueDate: '2026-06-15' })).toBe('due_today');
  });

  it('ignores hours on a calendar task', () => {
    expect(dueState({ ...calendarTask('2026-12-01'), intervalHours: 10, meterHours: 500 })).toBe('scheduled');
  });
});

describe('completeTask', () => {
  const completedAt = new Date('2026-06-15T16:42:00.000Z');

  it('moves a calendar task to its next date and keeps it pending', () => {
    expect(
      completeTask({ status: 'pending', frequency: 'monthly' }, { completedOn: '2026-01-31', completedAt }),
    ).toEqual({ status: 'pending', nextDueDate: '2026-02-28', lastCompletedAt: completedAt });
    expect(
      completeTask({ status: 'in_progress', frequency: 'daily' }, { completedOn: '2026-12-31', completedAt }),
    ).toEqual({ status: 'pending', nextDueDate: '2027-01-01', lastCompletedAt: completedAt });
    expect(
      completeTask(
        { status: 'pending', frequency: 'semiannual' },
        { completedOn: '2027-08-31', completedAt },
      ),
    ).toEqual({ status: 'pending', nextDueDate: '2028-02-29', lastCompletedAt: completedAt });
  });

  it.each(CALENDAR_FREQUENCIES)('gives a next date for %s', (frequency) => {
    const changes = completeTask({ status: 'pending', frequency }, { completedOn: '2026-06-15' });
    expect(changes.status).toBe('pending');
    expect('nextDueDate' in changes && changes.nextDueDate).toBe(addFrequency('2026-06-15', frequency));
  });

  it('resets the counter of a running-hours task to the meter reading', () => {
    expect(
      completeTask(
        { status: 'pending', frequency: 'running_hours' },
        { completedOn: '2026-06-15', completedAt, meterHours: 12_702.5 },
      ),
    ).toEqual({
      status: 'pending',
      nextDueDate: null,
      lastServiceRunningHours: 12_702.5,
      lastCompletedAt: completedAt,
    });
  });

  it('accepts a reading of 0 (meter reset at service)', () => {
    const changes = completeTask(
      { status: 'pending', frequency: 'running_hours' },
      { completedOn: '2026-06-15', meterHours: 0 },
    );
    expect('lastServiceRunningHours' in changes && changes.lastServiceRunningHours).toBe(0);
  });

  it('requires the meter reading for a running-hours task', () => {
    const task = { status: 'pending', frequency: 'running_hours' } as const;
    expect(ruleErrorCode(() => completeTask(task, { completedOn: '2026-06-15' }))).toBe(
      'meter_hours_required',
    );
    expect(ruleErrorCode(() => completeTask(task, { completedOn: '2026-06-15', meterHours: null }))).toBe(
      'meter_hours_required',
    );
    expect(ruleErrorCode(() => completeTask(task, { completedOn: '2026-06-15', meterHours: -3 }))).toBe(
      'invalid_hours',
    );
  });

  it('completes a once task', () => {
    expect(
      completeTask({ status: 'pending', frequency: 'once' }, { completedOn: '2026-06-15', completedAt }),
    ).toEqual({ status: 'completed', lastCompletedAt: completedAt });
  });

  it('stores noon UTC of the completion date when no instant is given', () => {
    const changes = completeTask({ status: 'pending', frequency: 'once' }, { completedOn: '2026-03-29' });
    expect(changes.lastCompletedAt.toISOString()).toBe('2026-03-29T12:00:00.000Z');
    // Still the 29th in Paris (summer time starts that night) and in the overseas departments.
    const dayIn = (timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone, day: '2-digit' }).format(changes.lastCompletedAt);
    expect(dayIn('Europe/Paris')).toBe('29');
    expect(dayIn('America/Guadeloupe')).toBe('29');
    expect(dayIn('Indian/Reunion')).toBe('29');
    expect(dayIn('Pacific/Noumea')).toBe('29');
  });

  it('refuses a closed task and a bad date', () => {
    expect(
      ruleErrorCode(() =>
        completeTask({ status: 'completed', frequency: 'once' }, { completedOn: '2026-06-15' }),
      ),
    ).toBe('task_closed');
    expect(
      ruleErrorCode(() =>
        completeTask({ status: 'cancelled', frequency: 'monthly' }, { completedOn: '2026-06-15' }),
      ),
    ).toBe('task_closed');
    expect(
      ruleErrorCode(() =>
        completeTask({ status: 'pending', frequency: 'monthly' }, { completedOn: '15/06/2026' }),
      ),
    ).toBe('invalid_date');
  });
});

describe('a running-hours task keeps its calendar date (issue 15 point 9)', () => {
  const meterHours = 12_000;
  const byHours = (nextDueDate: string | null, scheduleStartedOn: string | null) =>
    ({ status: 'pending', frequency: 'running_hours', nextDueDate, scheduleStartedOn }) as const;

  it('keeps a date still ahead when the service is done early on the meter', () => {
    const changes = completeTask(byHours('2026-12-01', '2026-01-10'), {
      completedOn: '2026-06-15',
      meterHours,
    });
    expect(changes).toMatchObject({ nextDueDate: '2026-12-01', lastServiceRunningHours: meterHours });
  });

  it('moves a reached date forward by the span it had, in months when it was whole months', () => {
    // Counted from the previous service on 2025-06-15, one year: one year after this service.
    expect(
      completeTask(byHours('2026-06-15', '2025-06-15'), { completedOn: '2026-06-15', meterHours }),
    ).toMatchObject({ nextDueDate: '2027-06-15' });
    // Done late (after the date): still one year after the day it was done.
    expect(
      hoursTaskDateAfterService({
        nextDueDate: '2026-01-31',
        scheduleStartedOn: '2025-10-31',
        completedOn: '2026-02-03',
      }),
    ).toBe('2026-05-03');
    // A span of 45 days stays 45 days.
    expect(
      hoursTaskDateAfterService({
        nextDueDate: '2026-03-16',
        scheduleStartedOn: '2026-01-30',
        completedOn: '2026-03-16',
      }),
    ).toBe('2026-04-30');
  });

  it('clears a reached date that had no span, and leaves a task without a date without one', () => {
    expect(
      hoursTaskDateAfterService({
        nextDueDate: '2026-03-01',
        scheduleStartedOn: '2026-03-01',
        completedOn: '2026-03-02',
      }),
    ).toBeNull();
    expect(
      hoursTaskDateAfterService({
        nextDueDate: '2026-03-01',
        scheduleStartedOn: null,
        completedOn: '2026-03-02',
      }),
    ).toBeNull();
    expect(
      completeTask(byHours(null, '2026-01-10'), { completedOn: '2026-06-15', meterHours }),
    ).toMatchObject({
      nextDueDate: null,
    });
  });
});

describe('activatedCarbonSaturationDays', () => {
  it('gives domain.md’s example: 1 t at 150 g/kg with 0.9 kg H2S/day lasts 166 days', () => {
    expect(
      activatedCarbonSaturationDays({ carbonMassKg: 1_000, capacityGramsPerKg: 150, h2sLoadKgPerDay: 0.9 }),
    ).toBe(166);
  });

  it('rounds down and refuses empty inputs', () => {
    expect(
      activatedCarbonSaturationDays({ carbonMassKg: 500, capacityGramsPerKg: 60, h2sLoadKgPerDay: 1 }),
    ).toBe(30);
    expect(() =>
      activatedCarbonSaturationDays({ carbonMassKg: 500, capacityGramsPerKg: 60, h2sLoadKgPerDay: 0 }),
    ).toThrow(RangeError);
  });
});
