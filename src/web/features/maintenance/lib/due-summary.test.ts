import { describe, expect, it } from 'vitest';
import { dateStanding, hoursStanding } from './due-summary';

const today = '2026-05-10';

describe('dateStanding', () => {
  it('counts the days late, today, or ahead', () => {
    const task = { dueState: 'overdue', frequency: 'monthly', hoursRemaining: null } as const;
    expect(dateStanding({ ...task, nextDueDate: '2026-05-07' }, today)).toEqual({ kind: 'late', days: 3 });
    expect(dateStanding({ ...task, nextDueDate: today }, today)).toEqual({ kind: 'today' });
    expect(dateStanding({ ...task, nextDueDate: '2026-06-10' }, today)).toEqual({ kind: 'ahead', days: 31 });
  });

  it('says nothing of a closed task or one without a date', () => {
    expect(
      dateStanding(
        { dueState: 'done', frequency: 'once', hoursRemaining: null, nextDueDate: '2026-05-01' },
        today,
      ),
    ).toBeNull();
    expect(
      dateStanding(
        { dueState: 'scheduled', frequency: 'running_hours', hoursRemaining: 5, nextDueDate: null },
        today,
      ),
    ).toBeNull();
  });
});

describe('hoursStanding', () => {
  const task = { dueState: 'scheduled', frequency: 'running_hours', nextDueDate: null } as const;

  it('gives the hours left or over, or asks for a reading', () => {
    expect(hoursStanding({ ...task, hoursRemaining: 120 })).toEqual({ kind: 'left', hours: 120 });
    expect(hoursStanding({ ...task, hoursRemaining: -50 })).toEqual({ kind: 'over', hours: 50 });
    expect(hoursStanding({ ...task, hoursRemaining: null })).toEqual({ kind: 'noMeter' });
  });

  it('says nothing of calendar tasks', () => {
    expect(hoursStanding({ ...task, frequency: 'weekly', hoursRemaining: null })).toBeNull();
  });
});
