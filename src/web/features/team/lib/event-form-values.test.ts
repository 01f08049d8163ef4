import { describe, expect, it } from 'vitest';
import { emptyEventFormValues, parseEventForm } from './event-form-values';

const memberId = '0b6a1f7e-3c1d-4a5b-9e8f-1a2b3c4d5e6f';

describe('parseEventForm', () => {
  it('refuses an end before the start (teamEventProblems)', () => {
    const parsed = parseEventForm({
      ...emptyEventFormValues('on_call', '2026-11-21'),
      endDate: '2026-11-20',
    });
    expect(parsed).toEqual({ ok: false, errors: { endDate: 'team:validation.endBeforeStart' } });
  });

  it('asks a leave for its member and its leave type', () => {
    const parsed = parseEventForm(emptyEventFormValues('leave', '2026-11-21'));
    expect(parsed).toEqual({
      ok: false,
      errors: {
        teamUserId: 'team:validation.memberRequiredForLeave',
        leaveType: 'team:validation.leaveTypeRequired',
      },
    });
  });

  it('keeps the contract message of a field before the cross-field one', () => {
    const parsed = parseEventForm({
      ...emptyEventFormValues('training', '2026-11-21'),
      endDate: '2026-13-01',
    });
    expect(parsed).toEqual({
      ok: false,
      errors: { title: 'team:validation.titleRequired', endDate: 'validation.dateInvalid' },
    });
  });

  it('sends a leave with its type, and drops a leave type left from a leave turned into a shift', () => {
    const leave = {
      ...emptyEventFormValues('leave', '2026-11-20'),
      teamUserId: memberId,
      endDate: '2026-11-22',
      leaveType: 'sick',
    };
    expect(parseEventForm(leave)).toEqual({
      ok: true,
      request: {
        type: 'leave',
        teamUserId: memberId,
        title: null,
        startDate: '2026-11-20',
        endDate: '2026-11-22',
        startTime: null,
        endTime: null,
        leaveType: 'sick',
        comment: null,
      },
    });
    const shift = parseEventForm({ ...leave, type: 'shift', startTime: '8:00', endTime: '17:30' });
    expect(shift.ok && shift.request).toMatchObject({
      type: 'shift',
      leaveType: null,
      startTime: '08:00',
      endTime: '17:30',
    });
  });
});
