import { describe, expect, it } from 'vitest';
import {
  AGENDA_PRIORITIES,
  AGENDA_PRIORITY_RANK,
  NEW_AGENDA_TASK_STATE,
  agendaTaskStateAfter,
  dueDateRangeProblem,
  isReminderInFuture,
  upcomingReminderWindow,
} from './agenda-tasks.js';

describe('agenda task states (spec §4)', () => {
  it('creates pending, completes with the moment, reopens to pending without it', () => {
    const now = new Date('2026-05-04T07:30:00Z');
    expect(NEW_AGENDA_TASK_STATE).toEqual({ completed: false, status: 'pending', completedAt: null });
    expect(agendaTaskStateAfter('complete', now)).toEqual({
      completed: true,
      status: 'completed',
      completedAt: now,
    });
    expect(agendaTaskStateAfter('reopen', now)).toEqual(NEW_AGENDA_TASK_STATE);
  });

  it('ranks critical above important above standard', () => {
    const ranks = AGENDA_PRIORITIES.map((priority) => AGENDA_PRIORITY_RANK[priority]);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(new Set(ranks).size).toBe(AGENDA_PRIORITIES.length);
  });
});

describe('dueDateRangeProblem', () => {
  it('takes a month grid and 62 days, both ends included', () => {
    expect(dueDateRangeProblem('2026-04-27', '2026-06-07')).toBeNull();
    expect(dueDateRangeProblem('2026-05-04', '2026-05-04')).toBeNull();
    expect(dueDateRangeProblem('2026-01-01', '2026-03-04')).toBeNull();
  });

  it('refuses an inverted range and one longer than 62 days', () => {
    expect(dueDateRangeProblem('2026-05-10', '2026-05-09')).toBe('inverted');
    expect(dueDateRangeProblem('2026-01-01', '2026-03-05')).toBe('tooLong');
    // Across a leap day: 2028-02-29 counts.
    expect(dueDateRangeProblem('2028-01-01', '2028-03-03')).toBeNull();
    expect(dueDateRangeProblem('2028-01-01', '2028-03-04')).toBe('tooLong');
  });
});

describe('reminders', () => {
  const now = new Date('2026-05-04T07:30:00.000Z');

  it('takes only instants after now, whatever their offset', () => {
    expect(isReminderInFuture('2026-05-04T09:31:00+02:00', now)).toBe(true);
    expect(isReminderInFuture('2026-05-04T09:30:00+02:00', now)).toBe(false);
    expect(isReminderInFuture('2026-05-04T07:29:59Z', now)).toBe(false);
    expect(isReminderInFuture('demain', now)).toBe(false);
  });

  it('reads the bell window from now to one hour later', () => {
    expect(upcomingReminderWindow(now)).toEqual({ from: now, to: new Date('2026-05-04T08:30:00.000Z') });
  });
});
