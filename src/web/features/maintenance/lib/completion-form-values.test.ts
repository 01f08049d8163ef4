import { describe, expect, it } from 'vitest';
import { completionParser } from './completion-form-values';

const today = '2026-05-10';

describe('completionParser', () => {
  it('sends the date only for a calendar task', () => {
    const parse = completionParser({ frequency: 'monthly' }, today);
    expect(parse({ completedOn: '2026-05-09', meterHours: '12', performedBy: '', note: '' })).toEqual({
      ok: true,
      request: { completedOn: '2026-05-09', note: null },
    });
  });

  it('refuses a day after today, as the server would', () => {
    const parse = completionParser({ frequency: 'monthly' }, today);
    expect(parse({ completedOn: '2026-05-11', meterHours: '', performedBy: '', note: '' })).toEqual({
      ok: false,
      errors: { completedOn: 'maintenance:errors.completedOnInFuture' },
    });
  });

  it('needs the meter reading of a running-hours task, comma decimals accepted', () => {
    const parse = completionParser({ frequency: 'running_hours' }, today);
    expect(parse({ completedOn: today, meterHours: '', performedBy: '', note: '' })).toEqual({
      ok: false,
      errors: { meterHours: 'maintenance:validation.hoursRequired' },
    });
    expect(parse({ completedOn: today, meterHours: '1200,5', performedBy: '', note: '' })).toEqual({
      ok: true,
      request: { completedOn: today, meterHours: 1200.5, note: null },
    });
    expect(parse({ completedOn: today, meterHours: '-3', performedBy: '', note: '' })).toEqual({
      ok: false,
      errors: { meterHours: 'maintenance:validation.hoursNegative' },
    });
  });

  it('sends who did it and the remark for the log, trimmed, and refuses them too long', () => {
    const parse = completionParser({ frequency: 'monthly' }, today);
    expect(
      parse({ completedOn: today, meterHours: '', performedBy: ' Julie Martin ', note: ' Joint changé. ' }),
    ).toEqual({
      ok: true,
      request: { completedOn: today, performedBy: 'Julie Martin', note: 'Joint changé.' },
    });
    expect(
      parse({ completedOn: today, meterHours: '', performedBy: 'x'.repeat(101), note: 'y'.repeat(2001) }),
    ).toEqual({
      ok: false,
      errors: {
        performedBy: 'maintenance:validation.performedByTooLong',
        note: 'maintenance:validation.completionNoteTooLong',
      },
    });
  });
});
